/**
 * Where a system keeps or sends its data (issue #28, private fields asked in other words): "Where are the
 * trip test results stored?", "Where do the sensors stream their data to?" ask for a place inside a
 * project's infrastructure (a host, bucket, database or endpoint), which only the project's private
 * `architecture` notes hold (docs/content.md, "Private fields"). Such a question is refused by
 * ./private-kinds.ts unless the project asked about (or, when none is named, any project) writes the
 * verb of keeping or sending itself ("it stores its data in the EU, in Frankfurt" is public). General
 * English verbs of keeping and sending only; the projects' postings are made once per portfolio.
 */
import type { Knowledge } from '../knowledge/knowledge.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import { releaseCompiledCode } from '../text/patterns.ts';
import { isNounLike } from '../text/parts-of-speech.ts';
import { stem } from '../text/words.ts';

/** Words of any system's data, which name no thing of one project. */
const GENERIC: ReadonlySet<string> = new Set(['data', 'results', 'files', 'records', 'where']);

/** The stems of the verbs of keeping and of sending data, any of which a project may write for the act asked. */
const KEEPING: readonly string[] = [
  'store',
  'stored',
  'stores',
  'storing',
  'keep',
  'keeps',
  'kept',
  'archive',
  'archived',
  'persist',
  'persists',
  'persisted',
].map(stem);
const SENDING: readonly string[] = [
  'stream',
  'streams',
  'send',
  'sends',
  'sent',
  'push',
  'pushes',
  'upload',
  'uploads',
  'forward',
  'forwards',
  'export',
  'exports',
  'ship',
  'ships',
].map(stem);

/** "where … stored / kept / saved / archived / backed up / logged", "where … stream / send / push / upload / write … to". */
const WHERE_KEPT =
  /\bwhere (?:are|is|do|does|did|were|was|will)\b.*\b(?:((?:stor|kept|keep|sav|archiv|back|logg|persist)\w*)|((?:stream|sen[dt]|push|upload|writ|wrote|ship|forward|export)\w*)(?: [\w']+){0,4} (?:to|into))\b/;

/** The kind of internal detail asked, when the question asks where a system keeps or sends data that no project it may be about writes of; undefined otherwise. */
export function whereKept(knowledge: Knowledge, plain: string, question: ParsedQuestion): string | undefined {
  // About a system, not the owner ("Where does she keep her notes?").
  if (question.person && !question.namedProjects.length) return undefined;
  const found = WHERE_KEPT.exec(plain);
  if (!found) return undefined;
  const verb = question.words.find((word) => word.folded === (found[1] ?? found[2]));
  // A project that writes another verb of the same act states it ("keeps 1,450 clauses in SharePoint" for "where are they stored?").
  const kin = found[1] ? KEEPING : SENDING;
  const named = question.namedProjects.find((each) => each.score >= 1);
  const namedIndex = named ? knowledge.projects[named.project]?.index : undefined;
  // The projects that write the verb (pairs of project index and fields in a posting), and of those the named one.
  const writersOf = (stems: readonly string[]) => new Set(stems.flatMap((each) => knowledge.postings.get(each)?.filter((_, i) => i % 2 === 0) ?? []));
  const writers = writersOf(verb ? [verb.stem] : []);
  const kinWriters = writersOf(kin);
  const things = question.words.filter((word) => word !== verb && word.folded.length > 3 && isNounLike(word.folded) && !GENERIC.has(word.folded));
  // Stated when the project asked about writes the verb, or, none named, a project writes it and a thing the question names.
  const writing = (word: (typeof things)[number], of: ReadonlySet<number>) =>
    knowledge.postings.get(word.stem)?.some((value, i) => i % 2 === 0 && of.has(value));
  // Another verb of the same act counts for the project asked about, or, none named, for one that writes every thing asked.
  const written =
    namedIndex !== undefined
      ? writers.has(namedIndex) || kinWriters.has(namedIndex)
      : things.some((word) => writing(word, writers)) ||
        [...kinWriters].some((index) => things.length > 0 && things.every((word) => writing(word, new Set([index]))));
  if (written) return undefined;
  return found[1] ? 'storage location' : 'data destination';
}

// Its machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(WHERE_KEPT);
