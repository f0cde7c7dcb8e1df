/**
 * Career entries found by what the question names (issue #28, session 31): a talk or publication
 * by its place, event or title ("What did he talk about in Lisbon?", "Where did she give the
 * sensor-drift talk?", "When did he speak in Oslo?"), led by the field asked (title, where, when);
 * and the position before or after a named one ("What did she do before Northwind?"), in the order of
 * the positions' start dates. Public career fields only (careerView).
 */
import type { Portfolio } from '../../portfolio.ts';
import type { Urls } from '../../urls.ts';
import { careerView } from '../../views.ts';
import type { Knowledge } from '../knowledge/knowledge.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import { isStopLike } from '../question/stop-words.ts';
import type { AskAnswer } from '../schema.ts';
import { url } from '../../../catalogue/paths.ts';
import { apiUrl, reply } from './reply.ts';
import { dateTimeFormat } from '../../i18n/intl-cache.ts';
import { eachWord, stem } from '../text/words.ts';
import { releaseCompiledCode } from '../text/patterns.ts';
import { languageCode, languagesNamed } from '../text/language-names.ts';
import { joinList } from '../text/english.ts';

const TALKED =
  /\b(?:talk|talks|talked|talking|spoke|speak|speaks|speaking|spoken|present|presented|presenting|presentation|keynote|keynoted|lecture|lectured|publish|published|paper)\b/i;
const WH = /^\s*(?:and\s+)?(what|which|where|when|in which (?:city|year|month)|what (?:year|month))\b/i;
/** Words that ask how, not what: the verbs of speaking and the question's frame. */
const FRAME =
  /^(?:language|languages|fluent|fluently|talk|talks|talked|talking|spoke|speak|speaks|speaking|spoken|present|presented|presenting|presentation|keynote|keynoted|lecture|lectured|gave|give|given|publish|published|paper|about|year|month|city|topic|title)$/;
const BEFORE =
  /^\s*(?:what|where|who|which \w+)\b.*?\b(?:do|did|does|work|worked|job|role|position|was|were)\b.*?\b(before|after|prior to)\s+(?:(?:she|he|they) (?:joined|was at|went to)\s+|joining\s+|working (?:at|for)\s+|moving to\s+|at\s+)?(.+?)\s*[?.!]*\s*$/i;

/** "Is he a qualified vet?", "is she a registered professional engineer?", "is he certified as a …?". */
const QUALIFIED =
  /^\s*(?:is|are|was)\b.*?\b(?:qualified|registered|certified|chartered|licensed|licenced|accredited|board[- ]certified)\s+(?:as\s+)?(?:an?\s+)?([a-z][a-z -]*?)\s*[?.!]*\s*$/i;

const ARTICLES = /^(?:a|an|the|as|of|in|for|and|by)$/;

/** "Does she speak any languages other than English?", "which languages besides Spanish does he know?": the others asked. */
const OTHER_THAN = /\b(?:other than|besides|apart from|aside from|except(?: for)?|beyond|in addition to)\s+([\p{L}', -]+?)\s*[?.!]*\s*$/iu;
const AUXILIARY = /^\s*(?:is|are|was|were|does|do|did|has|have|had|can|could|will|would)\b/i;
const LANGUAGE_WORDS = /\b(?:languages?|speak|speaks|spoken|fluent)\b/i;

/** "Is she a professional engineer?": a title of two words or more asked with no word of qualifying. */
const TITLE_ASKED = /^\s*(?:is|was)\s+(\S+)\s+an?\s+([a-z][a-z-]*(?:\s+[a-z][a-z-]*)+?)\s*[?.!]*\s*$/i;

/**
 * A yes/no question about a talk given at a place ("Has she spoken at Bregenz?", "did he present at
 * FOSDEM?") or a paper published in a venue or about a subject ("has she published in IEEE
 * journals?", "has he written about fermentation?"): the verb tells the kind of entry.
 */
const YES_NO_TALK =
  /^\s*(?:has|have|had|did|does|do|is|was)\b.*?\b(?:(spoke|spoken|speak|speaks|talked|talks|present|presented|presents|keynoted|lectured)\s+(?:at|in|to|on|about|before)|(?:given|gave|give|held|delivered)\s+(?:a|an|any|the)?\s*(?:talks?|presentations?|keynotes?|lectures?)|(published|publish|publishes|written|wrote|write|writes)\s+(?:in|for|about|on|with|an?\s+(?:paper|article)))\b/i;

/** Nouns of the kind of venue ("journals", "conference"): a yes/no question names its venue by other words. */
const VENUE_NOUN =
  /^(?:journals?|conferences?|magazines?|proceedings|venues?|events?|meetups?|papers?|articles?|talks?|presentations?|keynotes?|lectures?|ever|any|anything)$/;

const stemsOf = (text: string) => {
  const stems = new Set<string>();
  eachWord(text, (word) => stems.add(stem(word)));
  return stems;
};

/** "2023-06" as "June 2023" (CLDR month names through Intl). */
function dateWords(date: string | undefined): string | undefined {
  const match = /^(\d{4})(?:-(\d\d))?/.exec(date ?? '');
  if (!match) return date;
  if (!match[2]) return match[1];
  return `${dateTimeFormat('en', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, Number(match[2]) - 1, 15))} ${match[1]}`;
}

/** The question's words that can name an entry: not stop words, the owner's name or the frame. */
function named(knowledge: Knowledge, question: ParsedQuestion): string[] {
  return question.words
    .filter((word) => !isStopLike(knowledge, word.folded) && !knowledge.person.words.has(word.folded) && !FRAME.test(word.folded) && word.folded.length > 1)
    .map((word) => word.stem);
}

/** The answerer of one portfolio's talks and publications and of its positions' order. */
export function careerLookup(portfolio: Portfolio): (knowledge: Knowledge, question: ParsedQuestion, text: string) => AskAnswer | undefined {
  // The public career, read when a question needs it (not held: ../../views.ts clones it).
  const view = () => careerView(portfolio);
  let indexed: { stems: Set<string>; name: string; publisher?: string; date?: string; kind: string; summary?: string }[] | undefined;
  const publications = () => {
    indexed ??= (view().publications ?? []).map((p) => ({
      stems: stemsOf([p.name, p.publisher, p.summary].filter(Boolean).join(' ')),
      name: p.name,
      publisher: p.publisher,
      date: p.date,
      kind: p.kind ?? 'publication',
      summary: p.summary,
    }));
    return indexed;
  };

  const talkAnswer = (knowledge: Knowledge, question: ParsedQuestion, text: string): AskAnswer | undefined => {
    const wh = WH.exec(text);
    if (!wh || !TALKED.test(text) || !publications().length) return undefined;
    const wanted = named(knowledge, question);
    if (!wanted.length) return undefined;
    const scored = publications().map((p) => wanted.filter((s) => p.stems.has(s)).length);
    const top = Math.max(...scored);
    // Every word that names something must be in the entry; more than one word may be left over only as a frame.
    if (top === 0 || top < Math.min(wanted.length, 2)) return undefined;
    const found = publications().filter((_, i) => scored[i] === top);
    if (found.length > 3) return undefined;
    const asks = wh[1]!.toLowerCase();
    const lines = found.map((p) => {
      const when = dateWords(p.date);
      if (asks === 'where' || /city/.test(asks)) return `At ${p.publisher ?? 'an event the portfolio does not name'}${when ? ` (${when})` : ''}: “${p.name}”`;
      if (asks === 'when' || /year|month/.test(asks))
        return `${when ? `In ${when}` : 'The date is not given'}${p.publisher ? `, at ${p.publisher}` : ''}: “${p.name}”`;
      return `“${p.name}” (${[p.kind, p.publisher, when].filter(Boolean).join(', ')})${p.summary ? `: ${p.summary}` : ''}`;
    });
    return reply('answer', 'profile', `${lines.join('; ')}.`.replace(/([.?!])\.$/, '$1'), [apiUrl(knowledge, url('getCareer'))]);
  };

  const heldAnswer = (knowledge: Knowledge, question: ParsedQuestion, text: string): AskAnswer | undefined => {
    const asked = YES_NO_TALK.exec(text);
    if (!asked || !publications().length) return undefined;
    // "Has she spoken in French?" asks for a language; a language written after the verb is not a place.
    if (/^spo|^speak/i.test(asked[1] ?? '') && languagesNamed(text).length) return undefined;
    const talk = asked[2] === undefined;
    const wanted = named(knowledge, question).filter((s) => !VENUE_NOUN.test(s) && !VENUE_NOUN.test(`${s}s`));
    if (!wanted.length) return undefined;
    const found = publications().filter((p) => (p.kind === 'talk') === talk && wanted.every((s) => p.stems.has(s)));
    if (!found.length || found.length > 3) return undefined;
    const lines = found.map((p) => `“${p.name}” (${[p.kind, p.publisher, p.date].filter(Boolean).join(', ')})`);
    return reply('answer', 'profile', `Yes. ${lines.join('; ')}.`, [apiUrl(knowledge, url('getCareer'))]);
  };

  const orderAnswer = (knowledge: Knowledge, text: string): AskAnswer | undefined => {
    const asked = BEFORE.exec(text);
    if (!asked) return undefined;
    const positions = [...(view().experience ?? [])].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
    if (positions.length < 2) return undefined;
    const wanted = [...stemsOf(asked[2]!)].filter((s) => !isStopLike(knowledge, s));
    if (!wanted.length) return undefined;
    const scores = positions.map((p) => {
      const stems = stemsOf(p.organisation);
      return wanted.filter((s) => stems.has(s)).length;
    });
    const top = Math.max(...scores);
    if (top === 0 || scores.filter((s) => s === top).length > 1) return undefined;
    const at = scores.indexOf(top);
    const before = !/after/i.test(asked[1]!);
    const other = positions[before ? at - 1 : at + 1];
    const who = knowledge.person.first || 'The portfolio owner';
    const here = positions[at]!.organisation;
    if (!other)
      return reply(
        'answer',
        'profile',
        `${here} is the ${before ? 'first' : 'latest'} position of ${who}'s work history; none ${before ? 'before' : 'after'} it is listed.`,
        [apiUrl(knowledge, url('getCareer'))],
      );
    const span = [dateWords(other.start), dateWords(other.end) ?? 'now'].join(' to ');
    const where = other.location ? `, ${other.location}` : '';
    return reply('answer', 'profile', `${before ? 'Before' : 'After'} ${here}, ${who} was ${other.role} at ${other.organisation}${where} (${span}).`, [
      apiUrl(knowledge, url('getCareer')),
    ]);
  };

  /** The spoken languages other than the ones named after "other than", from the complete list. */
  const otherLanguages = (knowledge: Knowledge, text: string): AskAnswer | undefined => {
    // The view is made only for a question that asks it (it copies the career without its private fields).
    const asked = LANGUAGE_WORDS.test(text) ? OTHER_THAN.exec(text) : null;
    if (!asked) return undefined;
    const languages = view().languages ?? [];
    if (!languages.length) return undefined;
    const named = languagesNamed(asked[1]!);
    if (!named.length) return undefined;
    const line = (l: (typeof languages)[number]) => (l.fluency ? `${l.language} (${l.fluency})` : l.language);
    const others = languages.filter((l) => !named.includes(languageCode(l.language) ?? ''));
    const who = knowledge.person.first || 'The portfolio owner';
    const besides = languages.filter((l) => !others.includes(l)).map((l) => l.language);
    const yesNo = AUXILIARY.test(text);
    if (!others.length)
      return reply('answer', 'profile', `${yesNo ? 'No. ' : ''}${who} lists only ${joinList(languages.map(line))}.`, [apiUrl(knowledge, url('getCareer'))]);
    const lead = `${yesNo ? 'Yes. ' : ''}${besides.length ? `Besides ${joinList(besides)}, ` : ''}`;
    return reply('answer', 'profile', `${lead}${who} speaks ${joinList(others.map(line))}.`, [apiUrl(knowledge, url('getCareer'))]);
  };

  return (knowledge, question, text) =>
    orderAnswer(knowledge, text) ?? talkAnswer(knowledge, question, text) ?? heldAnswer(knowledge, question, text) ?? otherLanguages(knowledge, text);
}

/**
 * "Is he a qualified vet?", "is she a registered professional engineer?": a certificate whose name or
 * issuer writes every word of what is asked, or a longer word it is the clipped form of ("vet" of
 * "Veterinary"). Read on the whole question, before a role or a sentence that names the words.
 */
export function qualifiedAnswerer(portfolio: Portfolio, urls: Urls): (text: string) => AskAnswer | undefined {
  const who = portfolio.profile?.name.split(/\s+/)[0] ?? 'the portfolio owner';
  const first = who.toLowerCase();
  return (text) => {
    const asked = QUALIFIED.exec(text) ?? titleAsked(text, first);
    if (!asked) return undefined;
    const wanted = asked[1]!
      .toLowerCase()
      .split(/[\s-]+/)
      .filter((word) => word && !ARTICLES.test(word));
    if (!wanted.length) return undefined;
    const has = (entry: string) => {
      const words = entry
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean);
      const stems = new Set(words.map(stem));
      return wanted.every((word) => stems.has(stem(word)) || (word.length >= 3 && words.some((w) => w.length > word.length + 3 && w.startsWith(word))));
    };
    // A title asked without "qualified" is the certificate's own name, whose last word the title ends with ("Professional Engineer (P.Eng.)").
    const named = (name: string) => !('title' in asked) || (has(name) && headOf(name) === stem(wanted.at(-1)!));
    const found = (careerView(portfolio).certificates ?? []).filter((c) => named(c.name) && has([c.name, c.issuer].filter(Boolean).join(' ')));
    if (!found.length) return undefined;
    const lines = found.map((c) => [c.name, c.issuer && `issued by ${c.issuer}`, c.date && `in ${dateWords(c.date)}`].filter(Boolean).join(', '));
    return reply('answer', 'profile', `Yes. From ${who}'s certificates: ${lines.join('; ')}.`, [urls.api(url('getCareer')), urls.abs(url('resume'))]);
  };
}

/** The title a yes/no question asks the owner to be ("professional engineer"), with the owner named by a pronoun or first name. */
function titleAsked(text: string, first: string): { 1: string; title: true } | undefined {
  const asked = TITLE_ASKED.exec(text);
  if (!asked) return undefined;
  const subject = asked[1]!.toLowerCase();
  if (subject !== first && !/^(?:she|he|they)$/.test(subject)) return undefined;
  return { 1: asked[2]!, title: true };
}

/** The stem of a certificate name's last word before its acronym or qualifier ("Engineer" of "Chartered Professional Engineer (CPEng), Mining"). */
function headOf(name: string): string {
  const words = name
    .split(/[(,–:]/)[0]!
    .trim()
    .split(/\s+/);
  return stem(words.at(-1)!.toLowerCase());
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(TALKED, WH, FRAME, BEFORE, QUALIFIED, ARTICLES, YES_NO_TALK, VENUE_NOUN, TITLE_ASKED, OTHER_THAN, AUXILIARY, LANGUAGE_WORDS);
