/**
 * A rule a write-up states about who may do what (issue #28, verdicts earned by what a source
 * states): "Can coaches see the injury risk scores?" against the write-up's "The model is shown
 * only to the medical staff, never to coaches or selectors". A yes/no question whose subject is a
 * party other than the owner ("Can coaches …", "do the selectors get …") is answered by a project
 * sentence that names that party in the reach of "never", "not" or "no" ("No.") or right after
 * "only" ("Yes."), when the project (its title, tags or that sentence) states the thing asked
 * (half of the question's other content words at least). The sentence is quoted with its project.
 */
import type { Knowledge } from '../knowledge/knowledge.ts';
import type { ProjectInfo } from '../knowledge/project-index.ts';
import { FUNCTION_WORDS, OWNER_SUBJECTS } from '../lexicon.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import { isStopLike } from '../question/stop-words.ts';
import type { AskAnswer } from '../schema.ts';
import { tokenize } from '../text/words.ts';
import { confidenceOf, reply } from './reply.ts';

const OPENERS: ReadonlySet<string> = new Set(['can', 'could', 'may', 'do', 'does', 'will', 'would', 'are', 'is']);
const DETERMINERS: ReadonlySet<string> = new Set(['the', 'a', 'an', 'our', 'my', 'their', 'your', 'any', 'other']);
const NEGATIONS: ReadonlySet<string> = new Set(['never', 'not', 'no', 'nor']);
const PERSONAL: ReadonlySet<string> = new Set([...OWNER_SUBJECTS, 'i', 'we', 'it', 'this', 'that', 'these', 'those', 'there', 'anyone', 'someone']);

/** The party a question asks about ("coaches" of "Can the coaches see …?") and the words after it, or undefined. */
function partyOf(knowledge: Knowledge, question: ParsedQuestion): { party: string; rest: string[] } | undefined {
  const words = question.words;
  if (!OPENERS.has(words[0]?.folded ?? '')) return undefined;
  let at = 1;
  while (DETERMINERS.has(words[at]?.folded ?? '')) at++;
  const party = words[at];
  if (!party || PERSONAL.has(party.folded) || knowledge.person.words.has(party.folded) || FUNCTION_WORDS.has(party.folded) || party.folded.length < 3)
    return undefined;
  // The party is a noun that a verb follows: "coaches see", not "is Python …".
  const verb = words[at + 1];
  if (!verb || FUNCTION_WORDS.has(verb.folded) || party.capitalised) return undefined;
  const rest = words
    .slice(at + 2)
    .filter((word) => word.folded.length > 2 && !isStopLike(knowledge, word.folded) && !FUNCTION_WORDS.has(word.folded))
    .map((word) => word.stem);
  return rest.length ? { party: party.stem, rest } : undefined;
}

/** "No." or "Yes." with the project sentence whose rule names the party asked about; undefined otherwise. */
export function statedRuleAnswer(knowledge: Knowledge, question: ParsedQuestion): AskAnswer | undefined {
  if (!question.cues.has('yesno')) return undefined;
  const asked = partyOf(knowledge, question);
  if (!asked) return undefined;
  const singular = asked.party.replace(/e?s$/, '');
  const isParty = (wordStem: string) => wordStem === asked.party || wordStem.replace(/e?s$/, '') === singular;
  let best: { info: ProjectInfo; text: string; verdict: 'Yes' | 'No'; covered: number } | undefined;
  for (const info of knowledge.projects) {
    const own = new Set([...info.titleStems, ...info.view.tags.flatMap((tag) => tokenize(tag).map((token) => token.stem))]);
    for (const sentence of info.sections.flatMap((section) => section.sentences)) {
      if (![...sentence.stems].some(isParty)) continue;
      const tokens = tokenize(sentence.text);
      const at = tokens.findIndex((token) => isParty(token.stem));
      const before = tokens.slice(Math.max(0, at - 4), at).map((token) => token.folded);
      // "never to coaches": denied; "only to the team doctor": allowed (the nearest of the two decides).
      const negation = before.findLastIndex((word) => NEGATIONS.has(word));
      const only = before.lastIndexOf('only');
      if (negation < 0 && only < 0) continue;
      const verdict = negation > only ? 'No' : 'Yes';
      const covered = asked.rest.filter((wordStem) => sentence.stems.has(wordStem) || own.has(wordStem)).length;
      if (covered * 2 < asked.rest.length || covered === 0) continue;
      if (!best || covered > best.covered) best = { info, text: sentence.text, verdict, covered };
    }
  }
  if (!best) return undefined;
  const { view } = best.info;
  return reply(
    'answer',
    'project',
    `${best.verdict}. From the write-up of ${view.title}: “${best.text.trim()}”`,
    [view.links.html, view.links.self],
    confidenceOf(question, 0.8),
  );
}
