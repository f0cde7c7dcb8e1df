/**
 * A question in a script the engine has no table for (issue #28): Hindi in Devanagari, Japanese,
 * Korean, Chinese, Arabic, Russian, Greek … The script is told by Unicode's script property, its
 * name and its most likely language by CLDR through `Intl` (`und-Deva` -> Hindi), so no list of
 * languages is kept here. What the question writes in Latin letters inside it ("Python", "ECDIS",
 * the owner's name) is answered as asked in English, with a short English note that the rest was
 * not understood; a question with no such name gets, in English, the languages questions can be
 * asked in and who the portfolio is about, never an answer guessed from the unread words.
 */
import type { Knowledge } from '../knowledge/knowledge.ts';
import { reply } from '../answers/reply.ts';
import type { AskAnswer } from '../schema.ts';
import { joinList } from '../text/english.ts';
import { fold } from '../text/words.ts';
import { displayNames } from '../../i18n/intl-cache.ts';
import { releaseCompiledCode } from '../text/patterns.ts';
import { guessQuestionLanguage, translateQuestion } from './index.ts';
import { likelyLanguage } from './scripts.ts';

/** ISO 15924 codes of the scripts told apart (Unicode's `Script` property accepts them). */
const SCRIPTS = [
  'Hira',
  'Kana',
  'Hang',
  'Hani',
  'Deva',
  'Beng',
  'Guru',
  'Gujr',
  'Orya',
  'Taml',
  'Telu',
  'Knda',
  'Mlym',
  'Sinh',
  'Thai',
  'Laoo',
  'Khmr',
  'Mymr',
  'Tibt',
  'Arab',
  'Hebr',
  'Syrc',
  'Thaa',
  'Ethi',
  'Grek',
  'Cyrl',
  'Armn',
  'Geor',
] as const;
const NOT_LATIN = new RegExp(`[${SCRIPTS.map((code) => `\\p{Script=${code}}`).join('')}]`, 'u');
const PER_SCRIPT = SCRIPTS.map((code) => [code, new RegExp(`\\p{Script=${code}}`, 'gu')] as const);
/** Runs of Latin letters and digits ("Python 3.12", "C++", "Eilidh"). */
const LATIN_RUNS = /[\p{Script=Latin}\d][\p{Script=Latin}\d+#.\- ]*/gu;

/** The script of a question written mostly in one other than Latin, with its name and its likely language; undefined otherwise. */
export function otherScript(text: string): { script: string; language: string; code: string } | undefined {
  if (!NOT_LATIN.test(text)) return undefined;
  let best: { code: string; count: number } | undefined;
  for (const [code, pattern] of PER_SCRIPT) {
    const count = text.match(pattern)?.length ?? 0;
    // Japanese writes Han characters among its kana: the kana tell the language.
    const weight = code === 'Hani' ? count / 2 : count;
    if (count >= 2 && (!best || weight > best.count)) best = { code, count: weight };
  }
  if (!best) return undefined;
  const language = likelyLanguage(best.code, text);
  return { script: scriptName(best.code) ?? best.code, language: languageName(language) ?? language, code: language };
}

// Made at first use (shared formatters, ../../i18n/intl-cache.ts), not when the module loads.
const scriptName = (code: string) => displayNames('en', { type: 'script' }).of(code);
const languageName = (code: string) => displayNames('en', { type: 'language' }).of(code);

/** "English, or German, French … (read through their question words)": the languages questions can be asked in. */
export function askableLanguages(codes: readonly string[]): string {
  return `English, or ${joinList(codes.map((code) => languageName(code) ?? code))}`;
}

/**
 * The answer to a question in another script: the names it writes in Latin letters answered
 * through `answer` (the engine's answer to an English question) with a note, else the languages
 * and who the portfolio is about. Undefined when the question is not written in another script.
 */
export function unreadScriptAnswer(
  knowledge: Knowledge,
  text: string,
  codes: readonly string[],
  answer: (question: string) => AskAnswer,
): AskAnswer | undefined {
  const found = otherScript(text);
  const languages = askableLanguages(codes);
  if (!found) return latinAnswer(knowledge, text, languages, answer);
  const written = `${found.language} (${found.script} script)`;
  const runs = (text.match(LATIN_RUNS) ?? []).map((run) => run.replace(/[\s.-]+$/, '').trim()).filter((run) => /\p{L}/u.test(run));
  // The portfolio's own terms the question writes in its script as they sound ("リスク" -> "Risk"), asked as the names in Latin letters are.
  if (codes.includes(found.code)) for (const term of translateQuestion(found.code, text, knowledge).heard ?? []) if (!runs.includes(term)) runs.push(term);
  // The owner's name alone asks who they are; other names are asked as written.
  const named = runs.filter(
    (run) =>
      !fold(run)
        .split(/\s+/)
        .every((word) => knowledge.person.words.has(word)),
  );
  const owner = knowledge.person.full;
  const asked = named.length ? named.join(' ') : runs.length && owner ? `Who is ${owner}?` : undefined;
  const read = asked ? answer(asked) : undefined;
  if (read && read._meta.response_type !== 'not_found' && read._meta.response_type !== 'help') {
    const note = `(The question is in ${written}, which ${codes.includes(found.code) ? 'was' : 'is'} not understood in full: this answers ${named.length ? joinList(named.map((name) => `“${name}”`)) : `who ${owner} is`}, named in it. Questions can be asked in ${languages}.)`;
    // A verdict answers a question that was not read: the facts about the name stay, the "Yes." goes.
    const facts = read.answer.replace(/^(?:Yes|No)\.\s+/, '');
    return reply(read._meta.response_type, read._meta.intent, `${facts} ${note}`, read.references, Math.min(read._meta.confidence, 0.5));
  }
  const profile = knowledge.profile;
  const about = profile ? ` This portfolio is about ${[profile.name, profile.role, profile.location].filter(Boolean).join(', ')}.` : '';
  return reply(
    'help',
    'help',
    `This question is in ${written}, ${codes.includes(found.code) ? 'and not all of its words could be read' : 'which cannot be read here'}: questions can be asked in ${languages}, and are answered in English.${about}${owner ? ` For example: "Who is ${owner}?"` : ''}`,
  );
}

/**
 * "Càite a bheil Eilidh a' fuireach?": a question in Latin letters that no table reads, which
 * names the owner, is answered with who the owner is and a note; undefined otherwise (the
 * engine's unread-question answer then names the languages).
 */
function latinAnswer(knowledge: Knowledge, text: string, languages: string, answer: (question: string) => AskAnswer): AskAnswer | undefined {
  const owner = knowledge.person.full;
  if (!owner || !(fold(text).match(/[a-z]+/g) ?? []).some((word) => knowledge.person.words.has(word))) return undefined;
  // "Niamh è disponibile?": a short question with a word of a table's language is read in that language (the engine's guess), not answered with who the owner is.
  if (guessQuestionLanguage(text)) return undefined;
  const read = answer(`Who is ${owner}?`);
  if (read._meta.response_type !== 'answer') return undefined;
  const note = `(The question could not be read in full: this answers who ${owner} is, named in it. Questions can be asked in ${languages}.)`;
  return reply('answer', read._meta.intent, `${read.answer} ${note}`, read.references, Math.min(read._meta.confidence, 0.5));
}

/**
 * "Hat sie an Rauchprognosen gearbeitet?": a question in a language with a table, some of whose words
 * (the content's, in that language) no table reads, or whose words find nothing: the help, saying
 * which language it was read as and that it was not understood in full.
 */
export function partlyRead(code: string, codes: readonly string[], help: AskAnswer): AskAnswer {
  const language = languageName(code) ?? code;
  return reply(
    'help',
    'help',
    `This question is in ${language}, which is read here, but it was not understood in full (its words may be ones no table reads): questions can be asked in ${askableLanguages(codes)}, and are answered in English; please ask again in other words or in English. ${help.answer}`,
  );
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(NOT_LATIN, LATIN_RUNS);
