/**
 * Listed skills before certificates (issue #28, evidence order): "Has he used AWS?" was answered
 * with a certificate ("AWS Certified Solutions Architect") while the skill list names "AWS Lambda".
 * A yes/no question that an entry of the career answers (a certificate, an award, a publication,
 * the education), whose thing asked is the first word of listed skills (by its initials when the
 * question reads it expanded), gets those skills first, then the entry as further evidence.
 */
import { url } from '../../../catalogue/paths.ts';
import type { Knowledge } from '../knowledge/knowledge.ts';
import { CUE_WORDS } from '../question/cues.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import { isStopLike } from '../question/stop-words.ts';
import type { AskAnswer } from '../schema.ts';
import { joinList } from '../text/english.ts';
import { tokenize } from '../text/words.ts';
import { apiUrl, owner } from './reply.ts';

/** The answer of a career entry that lists evidence other than the skill list. */
const ENTRY_EVIDENCE = /^(?:Yes\. )?From \S.*?'s? (certificates|awards|publications and talks|education): /;

/** The entry's answer, after the listed skills its name word begins, when there are such skills. */
export function listedFirst(knowledge: Knowledge, question: ParsedQuestion, entry: AskAnswer | undefined): AskAnswer | undefined {
  const kind = entry && question.cues.has('yesno') ? ENTRY_EVIDENCE.exec(entry.answer)?.[1] : undefined;
  // "Is he certified in Azure?" asks for the entry's kind itself: the entry answers.
  if (!entry || !kind || question.words.some((word) => word.folded.length > 4 && kind.startsWith(word.folded.slice(0, 6)))) return entry;
  // The thing asked: the content words after "has he used"; a name the question reads as its expansion ("AWS" as
  // "amazon web services") is also its initials.
  const asked = question.words.filter(
    (word, i) => i > 2 && !isStopLike(knowledge, word.folded) && !knowledge.person.words.has(word.folded) && !CUE_WORDS.has(word.folded),
  );
  if (!asked.length || asked.length > 4) return entry;
  const forms = new Set([asked.map((word) => word.folded).join(' '), ...(asked.length > 1 ? [asked.map((word) => word.folded[0]).join('')] : [])]);
  const begins = (name: string) => {
    const words = tokenize(name).map((token) => token.folded);
    return words.length > 1 && forms.has(words[0]!);
  };
  const skills = knowledge.categories.flatMap((category) => category.skills.filter(begins).map((skill) => `${skill} (${category.name})`));
  if (!skills.length) return entry;
  return {
    ...entry,
    _meta: { ...entry._meta, intent: 'skill_check' },
    answer: `Yes. ${owner(knowledge)} lists ${joinList(skills)} among the skills. ${entry.answer.replace(/^Yes\. /, '')}`,
    references: [apiUrl(knowledge, url('getSkills')), ...entry.references],
  };
}
