/**
 * "How good is his Spanish?", "How good is she at pricing?", "What level is his mine planning?" (issue
 * #28, the owner's facts asked in other words): a level the portfolio publishes, asked for, is given
 * rather than "skill levels are not published" or a service's price:
 * - a spoken language the question names (as listed, or the last word of its name, "Gaelic"): the fluency
 *   the career's languages list gives it;
 * - else one skill category whose key the question writes ("planning", "pricing"), or two thirds of its
 *   label's words (two at least, or its one word): the category's public level.
 * A single skill's level stays private (../choose.ts answers that). General English only.
 */
import type { Portfolio } from '../../portfolio.ts';
import type { Urls } from '../../urls.ts';
import { careerView, skillGroups } from '../../views.ts';
import { url } from '../../../catalogue/paths.ts';
import { FUNCTION_WORDS } from '../lexicon.ts';
import type { AskAnswer } from '../schema.ts';
import { tokenize } from '../text/words.ts';
import { releaseCompiledCode } from '../text/patterns.ts';
import { reply } from './reply.ts';
import { asksSpokenLevel, spokenLevelVerdict } from './spoken-level.ts';
import { ownerFirstName } from '../knowledge/owner-name.ts';

/** A level asked: "how good/well/fluent/strong/experienced/skilled", "what level", "which level", "how would you rate". */
const ASKS_LEVEL =
  /^\s*(?:how\s+(?:good|well|fluent|fluently|strong|experienced|skilled|proficient|advanced)\b|(?:what|which)(?:'s|\s+is)?\s+(?:\w+\s+)?level\b|what\s+(?:is|are)\s+(?:his|her|their)\s+\w+(?:\s+\w+)?\s+level\b)|\bas a level\b/i;
/** Words of the asking that name nothing ("good", "level", "rate"). */
const ASKING = new Set([
  'good',
  'well',
  'fluent',
  'fluently',
  'strong',
  'experienced',
  'skilled',
  'proficient',
  'advanced',
  'level',
  'levels',
  'rate',
  'rated',
  'speak',
  'speaks',
  'spoken',
  'know',
  'knows',
  'skill',
  'skills',
  'mine',
]);

/** The answerer of one portfolio: a published level asked for, or undefined. */
export function ownLevelAnswerer(portfolio: Portfolio, urls: Urls): (question: string) => AskAnswer | undefined {
  const who = ownerFirstName(portfolio);
  const spoken = careerView(portfolio).languages.filter((entry) => entry.fluency);
  const levelled = skillGroups(portfolio.skills).filter((group) => group.level);
  const content = (text: string) => tokenize(text).filter((token) => !FUNCTION_WORDS.has(token.folded) && !ASKING.has(token.folded));
  const categories = levelled.map((group) => ({
    group,
    key: content(group.category.replace(/[-_]+/g, ' ')).map((token) => token.stem),
    label: [...new Set(content(group.label).map((token) => token.stem))],
  }));
  return (question) => {
    // A question that asks no level (in words or as "how good") is not tokenised: the test runs on every question.
    if ((!spoken.length && !levelled.length) || !(ASKS_LEVEL.test(question) || asksSpokenLevel(question))) return undefined;
    const words = tokenize(question);
    const folded = new Set(words.map((token) => token.folded));
    const languages = spoken.filter((entry) => languageNames(entry.language).some((name) => name.split(' ').every((word) => folded.has(word))));
    const language = languages[0];
    // "Is she fluent in German?", "Is Portuguese her mother tongue?": the level asked in words, read on the CEFR's scale (./spoken-level.ts).
    const verdict = languages.length === 1 && language?.fluency ? spokenLevelVerdict(question, language.fluency) : undefined;
    if (!verdict && !ASKS_LEVEL.test(question)) return undefined;
    if (language)
      return reply(
        'answer',
        'profile',
        `${verdict?.lead ?? ''}${who}'s ${language.language}: ${language.fluency} (as ${who}'s languages list it${verdict?.reading ?? ''}).`,
        [urls.api(url('getCareer')), urls.abs(url('resume'))],
      );
    const stems = new Set(content(question).map((token) => token.stem));
    const found = categories.filter(({ key, label }) => {
      if (key.length && key.every((stem) => stems.has(stem))) return true;
      const shared = label.filter((stem) => stems.has(stem)).length;
      return label.length === 1 ? shared === 1 : shared >= 2 && shared * 3 >= label.length * 2;
    });
    if (found.length !== 1) return undefined;
    const { group } = found[0]!;
    return reply('answer', 'profile', `From ${who}'s skill categories: ${group.label}: ${group.level} (the public level of the category as a whole).`, [
      urls.api(url('getSkills')),
    ]);
  };
}

/** A spoken language's folded names: as listed, and its last word ("Gaelic" of "Scottish Gaelic"). */
function languageNames(language: string): string[] {
  const name = language
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  return [name, name.split(/\s+/).at(-1)!];
}

// Its machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(ASKS_LEVEL);
