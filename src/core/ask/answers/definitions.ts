/**
 * "What is Kestrel?", "what are ESMs?": a name the content defines in a sentence of its own
 * ("Kestrel is a typed configuration language used by …") is answered with that sentence, from a
 * project's text or the bio, with its source. Only a sentence that writes the name followed by
 * "is a", "is an", "are" (a definition) counts; a name no sentence defines is left to the rest
 * of the engine (a project whose title it is, the projects that mention it).
 */
import type { Knowledge } from '../knowledge/knowledge.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import type { AskAnswer } from '../schema.ts';
import { splitSentences } from '../text/markdown.ts';
import { apiUrl, confidenceOf, owners, reply } from './reply.ts';
import { url } from '../../../catalogue/paths.ts';
import { releaseCompiledCode } from '../text/patterns.ts';
import { literal } from '../text/literal.ts';

/** "What is X?", "what's X?", "what are X?": X of one to four words. */
const WHAT_IS = /^\s*what(?:'s|\s+is|\s+are|\s+was)\s+(?:an?\s+|the\s+)?([\p{L}\p{N}][\p{L}\p{N}+#.-]*(?:\s+[\p{L}\p{N}][\p{L}\p{N}+#.-]*){0,3}?)\s*\??\s*$/iu;

/** Words that make "what is X" a question about the owner ("what is her role?"), not a definition. */
const OWNER_WORDS = /^(?:her|his|their|your|my|she|he|they|it|this|that)\b/i;

/** How many projects' sentences the definition rule read (the tests check that it reads only those that write the name). */
export const definitionReads = { count: 0 };

type ProjectText = { info: Knowledge['projects'][number]; sentences: string[]; text: string };

/**
 * Per portfolio, made once: each project's sentences (description and write-up) and their text;
 * `lower`, the lower-case text of all of them with where each project's begins, when a lower-case
 * search finds every place the case-insensitive pattern would (no "ſ" or Kelvin sign, which match
 * "s" and "k" without being them in lower case); else the text of all of them as written.
 */
const PROJECT_TEXTS = new WeakMap<Knowledge, { projects: ProjectText[]; lower?: { text: string; starts: number[] }; all?: string }>();

function projectTexts(knowledge: Knowledge) {
  let texts = PROJECT_TEXTS.get(knowledge);
  if (!texts) {
    const projects = knowledge.projects.map((info) => {
      const sentences = [...splitSentences(info.view.description), ...info.sections.flatMap((section) => section.sentences.map((sentence) => sentence.text))];
      return { info, sentences, text: sentences.join('\n') };
    });
    if (projects.some((project) => /[\u017f\u212a]/.test(project.text))) texts = { projects, all: projects.map((project) => project.text).join('\n') };
    else {
      const starts: number[] = [];
      let at = 0;
      const lower = projects.map((project) => {
        starts.push(at);
        const text = project.text.toLowerCase();
        at += text.length + 1;
        return text;
      });
      texts = { projects, lower: { text: lower.join('\n'), starts } };
    }
    PROJECT_TEXTS.set(knowledge, texts);
  }
  return texts;
}

/**
 * The projects whose text may write a name (in their order): for a name in ASCII, those whose
 * lower-case text has it (one search of all of them, no pattern run over every project); else all
 * of them when the pattern finds the name in their text. Each is then checked with the pattern.
 */
function projectsWriting(knowledge: Knowledge, asked: string, name: RegExp): readonly ProjectText[] {
  const texts = projectTexts(knowledge);
  if (!texts.lower || !/^[\x00-\x7f]*$/.test(asked)) {
    texts.all ??= texts.projects.map((project) => project.text).join('\n');
    return name.test(texts.all) ? texts.projects : [];
  }
  const { text, starts } = texts.lower;
  const needle = asked.toLowerCase();
  const found: ProjectText[] = [];
  let project = -1;
  let own = 0;
  for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + 1)) {
    while (own + 1 < starts.length && starts[own + 1]! <= at) own++;
    // Within one project's text (not across the line between two), once per project.
    const end = own + 1 < starts.length ? starts[own + 1]! - 1 : text.length;
    if (own !== project && at + needle.length <= end) {
      found.push(texts.projects[own]!);
      project = own;
    }
  }
  return found;
}

export function definitionAnswer(knowledge: Knowledge, text: string, question: ParsedQuestion): AskAnswer | undefined {
  const asked = WHAT_IS.exec(text)?.[1];
  if (!asked || OWNER_WORDS.test(asked) || knowledge.person.words.has(asked.toLowerCase())) return undefined;
  // A project's own title ("what is the Rijnstad FHIR facade?") is answered with its card.
  if (question.namedProjects.some((named) => named.score >= 1)) return undefined;
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${literal(asked)}s?\\s+(?:is|are|was)\\s+(?:an?|the|one)\\b`, 'iu');
  // A sentence that defines the name writes it: only the projects whose text has it are read (one search of all of them first).
  const name = new RegExp(literal(asked), 'iu');
  for (const { info, sentences, text: written } of projectsWriting(knowledge, asked, name)) {
    if (!name.test(written)) continue;
    definitionReads.count++;
    const view = info.view;
    const found = sentences.find((sentence) => pattern.test(sentence));
    if (found) return reply('answer', 'project', `${view.title}: “${found.trim()}”`, [view.links.html, view.links.self], confidenceOf(question, 0.9));
  }
  const bio = knowledge.bio.find((sentence) => pattern.test(sentence.text));
  if (bio)
    return reply('answer', 'profile', `From ${owners(knowledge)} bio: “${bio.text}”`, [apiUrl(knowledge, url('getProfile'))], confidenceOf(question, 0.9));
  return undefined;
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(WHAT_IS, OWNER_WORDS);
