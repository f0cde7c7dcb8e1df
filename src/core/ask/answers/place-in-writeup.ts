/**
 * "Where was the worst-fouled ship cleaned?" (issue #28, session 30, write-up facts without a name):
 * a "where" question about something that no title names and no capital marks, whose content words
 * (three or more) are all in one project sentence among the fact index's first five, gets the place
 * after "in" or "at" that follows them there ("cleaned in Port Louis, Mauritius").
 */
import type { Knowledge } from '../knowledge/knowledge.ts';
import { projectSentences } from '../knowledge/project-index.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import { isStopLike } from '../question/stop-words.ts';
import type { AskAnswer } from '../schema.ts';
import { tokenize } from '../text/words.ts';
import { reply } from './reply.ts';
import { nameAt } from './stated-names.ts';
import { projectById } from '../knowledge/project-by-id.ts';

export function placeInWriteup(knowledge: Knowledge, question: ParsedQuestion): AskAnswer | undefined {
  if (question.words[0]?.folded !== 'where' || question.person || question.namedProjects.length) return undefined;
  const content = question.words.filter((word) => !isStopLike(knowledge, word.folded) && word.folded !== 'where');
  if (content.length < 3 || content.some((word) => word.capitalised)) return undefined;
  // The best 5 only (the fact index's top-n search, not a hit made of every match).
  const hits = knowledge.factIndex.best(
    question.words.map((word) => word.folded),
    5,
    (hit) => hit.kind === 'project',
  );
  for (const hit of hits) {
    const info = projectById(knowledge, hit.project);
    const sentence = info && projectSentences(info).find((candidate) => candidate.text.trim() === hit.text.trim());
    if (!info || !sentence || !content.every((word) => sentence.stems.has(word.stem))) continue;
    const raw = sentence.text.split(/\s+/);
    const tokenStems = raw.map((token) => new Set(tokenize(token).map((word) => word.stem)));
    const lastAsked = Math.max(...content.map((word) => tokenStems.findIndex((stems) => stems.has(word.stem))));
    const at = raw.findIndex((token, i) => i > lastAsked && i <= lastAsked + 3 && (token === 'in' || token === 'at') && nameAt(raw, i + 1) !== undefined);
    if (at < 0) continue;
    // "in Port Louis, Mauritius": the place and the country after its comma.
    const place = nameAt(raw, at + 1)!;
    const end = raw.slice(at + 1).findIndex((token) => /,$/.test(token) || /[.;:]$/.test(token));
    const country = end >= 0 && raw[at + 1 + end]!.endsWith(',') ? nameAt(raw, at + 2 + end) : undefined;
    const written = country ? `${place}, ${country}` : place;
    return reply('answer', 'project', `${written}. ${info.view.title}: “${sentence.text.trim()}”`, [info.view.links.html, info.view.links.self], 0.8);
  }
  return undefined;
}
