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

/** "What is X?", "what's X?", "what are X?": X of one to four words. */
const WHAT_IS = /^\s*what(?:'s|\s+is|\s+are|\s+was)\s+(?:an?\s+|the\s+)?([\p{L}\p{N}][\p{L}\p{N}+#.-]*(?:\s+[\p{L}\p{N}][\p{L}\p{N}+#.-]*){0,3}?)\s*\??\s*$/iu;

/** Words that make "what is X" a question about the owner ("what is her role?"), not a definition. */
const OWNER_WORDS = /^(?:her|his|their|your|my|she|he|they|it|this|that)\b/i;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** How many projects' sentences the definition rule read (the tests check that it reads only those that write the name). */
export const definitionReads = { count: 0 };

/** Per portfolio: each project's sentences (description and write-up), their text, and the text of all of them; made once. */
const PROJECT_TEXTS = new WeakMap<Knowledge, { all: string; projects: { info: Knowledge['projects'][number]; sentences: string[]; text: string }[] }>();

function projectTexts(knowledge: Knowledge) {
  let texts = PROJECT_TEXTS.get(knowledge);
  if (!texts) {
    const projects = knowledge.projects.map((info) => {
      const sentences = [...splitSentences(info.view.description), ...info.sections.flatMap((section) => section.sentences.map((sentence) => sentence.text))];
      return { info, sentences, text: sentences.join('\n') };
    });
    PROJECT_TEXTS.set(knowledge, (texts = { all: projects.map((project) => project.text).join('\n'), projects }));
  }
  return texts;
}

export function definitionAnswer(knowledge: Knowledge, text: string, question: ParsedQuestion): AskAnswer | undefined {
  const asked = WHAT_IS.exec(text)?.[1];
  if (!asked || OWNER_WORDS.test(asked) || knowledge.person.words.has(asked.toLowerCase())) return undefined;
  // A project's own title ("what is the Rijnstad FHIR facade?") is answered with its card.
  if (question.namedProjects.some((named) => named.score >= 1)) return undefined;
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(asked)}s?\\s+(?:is|are|was)\\s+(?:an?|the|one)\\b`, 'iu');
  // A sentence that defines the name writes it: only the projects whose text has it are read (one search of all of them first).
  const name = new RegExp(escapeRegExp(asked), 'iu');
  const texts = projectTexts(knowledge);
  for (const { info, sentences, text: written } of name.test(texts.all) ? texts.projects : []) {
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
