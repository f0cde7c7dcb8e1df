/**
 * Versions the projects' text writes (issue #28, class 1): a skill listed without a version
 * ("LLVM") or a name that is no listed skill ("Mirth Connect", "FHIR") may carry a version where
 * a project uses it ("from Cloverleaf 6.2 to Mirth Connect 4.4", "NORHYD version 3.2", "FHIR R4").
 * "Which X version …?" is answered with the versions written after X and the sentences that write
 * them; "Has she used X 19?" with a yes when a project writes X 19.
 */
import type { Knowledge } from '../knowledge/knowledge.ts';
import type { ProjectInfo } from '../knowledge/project-index.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import type { AskAnswer } from '../schema.ts';
import { splitSentences } from '../text/markdown.ts';
import { reply } from './reply.ts';
import { literal } from '../text/literal.ts';

export interface WrittenVersion {
  /** The version as written ("4.4", "R4", "3.2"). */
  version: string;
  /** The name and the version as the text writes them ("Mirth Connect 4.4"). */
  written: string;
  /** The sentence that writes it. */
  sentence: string;
  project: ProjectInfo;
}

/** The sentences of a project: description, highlights, write-up. */
export function projectSentences(info: ProjectInfo): string[] {
  const view = info.view as ProjectInfo['view'] & { highlights?: string[] };
  return [
    ...splitSentences(view.description),
    ...(view.highlights ?? []),
    ...info.sections.flatMap((section) => section.sentences.map((sentence) => sentence.text)),
  ];
}

/**
 * Every version a project's text writes right after a name ("LLVM 19", "Mirth Connect 4.4",
 * "NORHYD version 3.2", "FHIR R4"), in portfolio order; only the projects given when `only` is set.
 * A year ("in 2019") is not a version, nor a number that counts the next word ("LLVM 3 times").
 */
export function writtenVersions(knowledge: Knowledge, name: string, only?: ProjectInfo): WrittenVersion[] {
  const words = name.trim().split(/\s+/).filter(Boolean).map(literal);
  if (!words.length) return [];
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])${words.join('[\\s-]+')}(?:\\s+(?:version|release)|[\\s-])?\\s*(v?\\d{1,3}(?:\\.\\d+)*|[A-Z]\\d{1,2})(?![\\p{L}\\p{N}]|\\.\\d|\\s+(?:times|percent|per|x)\\b)`,
    'giu',
  );
  const found: WrittenVersion[] = [];
  for (const project of only ? [only] : knowledge.projects)
    for (const sentence of projectSentences(project))
      for (const match of sentence.matchAll(pattern)) {
        const version = match[1]!.replace(/^v/i, '');
        if (/^(?:19|20)\d\d$/.test(version) || insideLongerName(sentence, match.index)) continue;
        if (!found.some((other) => other.version === version && other.project === project))
          found.push({ version, written: match[0], sentence: sentence.trim(), project });
      }
  return found;
}

/** "HAPI FHIR 6.10": a capitalised word before the name (not the sentence's first) makes it part of a longer name, whose version it is. */
function insideLongerName(sentence: string, at: number): boolean {
  const before = /(\S+)\s+$/.exec(sentence.slice(0, at));
  return before !== undefined && before !== null && before.index > 0 && /^\p{Lu}/u.test(before[1]!);
}

/** The versions written, named once each in the order found ("4.4", "R4"). */
export function distinctVersions(found: readonly WrittenVersion[]): string[] {
  return [...new Set(found.map((item) => item.version))];
}

/**
 * "Does his rebar add-in support Revit 2023?": a yes/no question about a named project and a name
 * with a version (a year too: "Revit 2023") is "Yes." with the project's sentence that writes the
 * name with that version, alone or in a list ("Revit 2023, 2024 and 2025"); undefined otherwise.
 */
export function namedProjectVersion(knowledge: Knowledge, text: string, question: ParsedQuestion): AskAnswer | undefined {
  const named = question.namedProjects[0];
  if (!question.cues.has('yesno') || !named || named.score < 1) return undefined;
  const asked = /(\p{Lu}[\p{L}\p{N}+#-]*(?:\s+\p{Lu}[\p{L}\p{N}+#-]*){0,2})\s+v?(\d{1,4}(?:\.\d+)*)(?![\p{L}\p{N}])/u.exec(text);
  if (!asked) return undefined;
  const [name, version] = [asked[1]!, asked[2]!];
  const list = `(?:v?\\d[\\d.]*(?:,\\s*|\\s+(?:and|or|to)\\s+|,\\s*(?:and|or)\\s+))*`;
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${literal(name)}\\s+${list}v?${literal(version)}(?![\\p{L}\\p{N}]|\\.\\d)`, 'iu');
  const info = knowledge.projects[named.project]!;
  const sentence = projectSentences(info).find((candidate) => pattern.test(candidate));
  if (!sentence) return undefined;
  return reply(
    'answer',
    'project',
    `Yes. ${info.view.title} writes ${name} ${version}: “${sentence.trim()}”`,
    [info.view.links.html, info.view.links.self],
    0.9,
  );
}
