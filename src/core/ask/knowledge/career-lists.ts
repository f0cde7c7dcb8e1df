/** What the career answers share: yes/no over a complete list, one entry picked by name, the position before or after another, spelling near the career's own words, the lines of publications, theses and patents, time zones and currencies in words. */
import type { careerView, publicServices } from '../../views.ts';
import { reply } from '../answers/reply.ts';
import type { AskAnswer } from '../schema.ts';
import { FUNCTION_WORDS } from '../lexicon.ts';
import { editDistance } from '../text/edit-distance.ts';
import { findPlaces } from '../gazetteer.ts';
import { joinList } from '../text/english.ts';
import { dateTimeFormat, displayNames } from '../../i18n/intl-cache.ts';
import { releaseCompiledCode } from '../text/patterns.ts';
import { literal } from '../text/literal.ts';
import { fold, foldWords, sameFamily } from './career-list-words.ts';

export { fold, foldWords };

export { whenLead } from './career-list-words.ts';

export const span = (start?: string, end?: string) => (start ? `${start}–${end ?? 'present'}` : (end ?? ''));

export type CareerData = ReturnType<typeof careerView>;

export type PublicService = ReturnType<typeof publicServices>['services'][number];

/** The number of publications of the kind asked ("talks", "papers"), then the list. */
export function publicationCount(publications: CareerData['publications'], name: string, noun: string, ref: string): AskAnswer {
  const talks = /^(talk|presentation|keynote)/.test(noun);
  const kind = talks ? 'talk' : /^(paper|article|publication|post)/.test(noun) ? 'publication' : undefined;
  const chosen = kind ? publications.filter((p) => (p.kind === 'talk') === (kind === 'talk')) : publications;
  const word = kind === 'talk' ? 'talk' : kind ? 'publication' : 'publication or talk';
  const plural = chosen.length === 1 ? word : word === 'publication or talk' ? 'publications and talks' : `${word}s`;
  const items = chosen.map((p) => `“${p.name}” (${[p.publisher, p.date].filter(Boolean).join(', ')})`);
  return reply('answer', 'count', `${name} lists ${chosen.length} ${plural}${items.length ? `: ${joinList(items)}` : ''}.`, [ref]);
}

/** The thesis, from the education entries' courses that name one ("Thesis: ..."). */
export function thesisAnswer(education: CareerData['education'], name: string, ref: string): AskAnswer {
  for (const entry of education) {
    const course = entry.courses?.find((c) => /^\s*(thesis|dissertation)\b/i.test(c));
    if (!course) continue;
    const title = course.replace(/^\s*(thesis|dissertation)\s*[:\-–]?\s*/i, '');
    const degree = [entry.degree, entry.area].filter(Boolean).join(' in ');
    return reply(
      'answer',
      'profile',
      `${name}'s thesis (${degree ? `${degree}, ` : ''}${entry.institution}${entry.end ? `, ${entry.end}` : ''}): “${title}”.`,
      [ref],
    );
  }
  return reply('answer', 'profile', `${name}'s education lists no thesis title.`, [ref], 0.8);
}

/** Patents, from the awards and publications that name one; "no" only over those complete lists. */
export function patentAnswer(career: CareerData, name: string, ref: string): AskAnswer {
  const awards = career.awards
    .filter((a) => /\bpatent/i.test(`${a.title} ${a.summary ?? ''}`))
    .map((a) => `${a.title}${a.awarder || a.date ? ` (${[a.awarder, a.date].filter(Boolean).join(', ')})` : ''}`);
  const pubs = career.publications.filter((p) => /\bpatent/i.test(`${p.name} ${p.publisher ?? ''}`)).map((p) => `“${p.name}”${p.date ? ` (${p.date})` : ''}`);
  const found = [...awards, ...pubs];
  if (found.length)
    return reply('answer', 'profile', `Yes. ${name} lists ${found.length === 1 ? 'a patent' : `${found.length} patents`}: ${joinList(found)}.`, [ref]);
  return reply('answer', 'profile', `No patent is listed among ${name}'s awards and publications.`, [ref], 0.8);
}

/** Words of a yes/no question that do not name what is asked about. */
const NOT_NAMING = new Set([
  ...FUNCTION_WORDS,
  'certified',
  'certification',
  'certificate',
  'certificates',
  'cert',
  'certs',
  'study',
  'studied',
  'studies',
  'graduate',
  'graduated',
  'degree',
  'take',
  'took',
  'taken',
  'course',
  'courses',
  'class',
  'hold',
  'holds',
  'get',
  'got',
  'have',
  'has',
  'she',
  'he',
  'they',
  // The verbs and nouns of the lists themselves: talks, publications, awards.
  'give',
  'gave',
  'given',
  'talk',
  'talks',
  'speak',
  'spoke',
  'spoken',
  'present',
  'presented',
  'publish',
  'published',
  'publication',
  'publications',
  'paper',
  'papers',
  'win',
  'won',
  'award',
  'awards',
  'awarded',
  'receive',
  'received',
  'prize',
  'prizes',
  // What is won is an award whatever it is called.
  'contest',
  'competition',
  'any',
  'conference',
  'conferences',
  'journal',
  'journals',
]);

/**
 * A corrector of a question's words against a vocabulary: a word of five letters or more that the
 * vocabulary lacks and that is one edit (a letter missing, added, or two swapped; a letter changed
 * in words of seven letters or more; not a letter added or dropped at the end) from exactly one
 * vocabulary word with the same first letter is replaced by it. Other words stay as typed.
 */
export function spellingFixer(vocabulary: readonly string[]): (question: string) => string {
  const known = new Set([...vocabulary.filter((word) => /^[a-z]+$/.test(word)), ...FUNCTION_WORDS]);
  const byFirst = new Map<string, string[]>();
  for (const word of known) if (word.length >= 4) byFirst.set(word[0]!, [...(byFirst.get(word[0]!) ?? []), word]);
  const cache = new Map<string, string>();
  const fix = (word: string): string => {
    const lower = word.toLowerCase();
    if (lower.length < 5 || !/^[a-z]+$/.test(lower) || known.has(lower)) return word;
    const cached = cache.get(lower);
    if (cached !== undefined) return cached || word;
    const candidates = (byFirst.get(lower[0]!) ?? []).filter(
      (candidate) =>
        editDistance(lower, candidate, 1) === 1 &&
        // "talks" is not a typo of "talk", nor "Germany" of "German": a word of the vocabulary with a letter added at its end is another word.
        !lower.startsWith(candidate) &&
        !candidate.startsWith(lower) &&
        (candidate.length !== lower.length || lower.length >= 7 || swapped(lower, candidate)),
    );
    const fixed = candidates.length === 1 ? candidates[0]! : '';
    // Bounded: questions bring new words without end.
    if (cache.size >= 4096) cache.clear();
    cache.set(lower, fixed);
    return fixed || word;
  };
  // A run of letters shorter than five stays as typed (see `fix`): only the longer runs are visited.
  return (question) => question.replace(/[A-Za-z]{5,}/g, fix);
}

/** Whether two words of the same length differ by two neighbouring letters swapped. */
function swapped(a: string, b: string): boolean {
  const at = [...a].findIndex((letter, i) => letter !== b[i]);
  return at >= 0 && a[at] === b[at + 1] && a[at + 1] === b[at] && a.slice(at + 2) === b.slice(at + 2);
}

/**
 * A yes/no question over a complete list (certificates, education): "Yes." with the entries
 * whose text has every word the question names them by, "No." with the list when none has;
 * undefined for a question that is not yes/no or names nothing.
 */
/** The nouns of where anyone studies (general English): "did she study VAT at university?" names no institution, only a course. */
const PLACES_OF_STUDY = ['university', 'universities', 'uni', 'college', 'school', 'academy'];
/** The words an education verdict ignores: the owner's names and the nouns of where anyone studies. */
export const withPlacesOfStudy = (ignore: ReadonlySet<string>): ReadonlySet<string> => new Set([...ignore, ...PLACES_OF_STUDY]);

export function listVerdict(question: string, items: { text: string; line: string }[], listName: string, ignore: ReadonlySet<string>): string | undefined {
  if (!AUXILIARY_START.test(question)) return undefined;
  const words = foldWords(question).filter((word) => word.length >= 2 && !NOT_NAMING.has(word) && !ignore.has(word));
  if (!words.length) return undefined;
  const has = (text: string, word: string) =>
    new RegExp(`(^|[^a-z0-9])${word.replace(/[+#]/g, '\\$&')}`).test(fold(text)) ||
    sameFamily(text, word) ||
    (writtenAsAcronym(question, word) && initialsOf(text).has(word));
  const found = items.filter((item) => words.every((word) => has(item.text, word)));
  if (found.length) return `Yes. ${joinList(found.map((item) => item.line))}.`;
  // A name the question uses that no entry has: the complete list says no.
  const missing = words.filter((word) => !items.some((item) => has(item.text, word)));
  // "Has she won anything in Poland?": an entry need not write the place it was won in ("Polish …"): no verdict on a place alone.
  // Only a place after "in" is where something happened; "Ghent University" is a name.
  const places = new Set(findPlaces(missing).flatMap((found) => missing.slice(found.start, found.end)));
  const placeIn = (word: string) => places.has(word) && new RegExp(`\\bin\\s+(?:the\\s+)?${word}\\b`).test(fold(question));
  if (missing.every(placeIn)) return undefined;
  return `No. “${missing.join(' ')}” is not in ${listName}.`;
}

/** Whether the question writes a word in capitals ("CESOA"), as an acronym, 2 to 6 letters. */
function writtenAsAcronym(question: string, word: string): boolean {
  return word.length >= 2 && word.length <= 6 && new RegExp(`\\b${literal(word.toUpperCase())}\\b`).test(question);
}

/** Words that may stand inside a name without giving it a letter ("Central European Space Operations Agency", "Bank of England"). */
const NAME_JOINERS = new Set(['of', 'and', 'for', 'the', 'de', 'du', 'des', 'la', 'le', 'van', 'von', '&']);

/**
 * The acronyms of the names a text writes: the initials of each whole run of capitalised words
 * ("Central European Space Operations Agency" -> cesoa), joiners inside a run skipped.
 */
function initialsOf(text: string): Set<string> {
  const acronyms = new Set<string>();
  let initials = '';
  let joiners = 0;
  let article = false;
  const close = () => {
    if (initials.length >= 2) acronyms.add(initials);
    // "The University of Western Australia" is UWA: a leading article gives no letter (its own acronym is kept too).
    if (article && initials.length >= 3) acronyms.add(initials.slice(1));
    initials = '';
    article = false;
    joiners = 0;
  };
  for (const word of text.split(/[\s,;:()]+/).filter(Boolean)) {
    if (/^\p{Lu}/u.test(word)) {
      if (!initials && word === 'The') article = true;
      initials += word[0]!.toLowerCase();
      joiners = 0;
      // A sentence ends the name ("… Operations Agency. For saving …").
      if (word.endsWith('.')) close();
    } else if (initials && NAME_JOINERS.has(word.toLowerCase()) && joiners === 0) joiners++;
    else close();
  }
  close();
  return acronyms;
}

/**
 * "Before Furrow", "after Kestrel": the position named after "before" or "after" by the first
 * word of its organisation (two letters or more), and the position next to it in time.
 */
export function neighbourPosition(
  question: string,
  experience: CareerData['experience'],
): { named: CareerData['experience'][number]; other: CareerData['experience'][number]; before: boolean } | undefined {
  const found = /\b(before|after)\s+(?:joining\s+|working at\s+|(?:her|his|their) time at\s+)?([\p{L}\p{N}][\p{L}\p{N}&.-]+)/iu.exec(question);
  if (!found) return undefined;
  const before = found[1]!.toLowerCase() === 'before';
  const word = fold(found[2]!);
  const named = experience.find((e) => foldWords(e.organisation)[0] === word);
  if (!named) return undefined;
  const sorted = [...experience].sort((a, b) => a.start.localeCompare(b.start));
  const at = sorted.indexOf(named);
  const other = sorted[before ? at - 1 : at + 1];
  return other ? { named, other, before } : undefined;
}

/**
 * "Who issued her functional safety certificate?", "when did she get the Best Paper award?": a
 * question (not yes/no) that names one entry of a list by words of its name gets that entry alone.
 * The entry must have more of the question's naming words than any other, and two of them when
 * the question has more than one; undefined otherwise (the whole list answers).
 */
export function pickOne(question: string, items: { text: string; line: string }[], ignore: ReadonlySet<string>): string | undefined {
  if (AUXILIARY_START.test(question) || items.length < 2) return undefined;
  // "Which certifications does he have?": the list's own noun names the list, not the entry that has the word ("… Professional Certification").
  const words = [...new Set(foldWords(question))].filter(
    (word) => word.length >= 3 && !NOT_NAMING.has(word) && !ignore.has(word) && !PICK_FILLERS.has(word) && !LIST_NOUN.test(word),
  );
  if (!words.length) return undefined;
  // "rigging" names "Rigger": a word of the entry that starts as the question's word does, less its ending.
  const has = (text: string, word: string) => {
    const head = word.length >= 5 ? word.slice(0, Math.max(4, word.length - 3)) : word;
    return foldWords(text).some((other) => other.startsWith(head));
  };
  const scored = items.map((item) => ({ item, score: words.filter((word) => has(item.text, word)).length })).sort((a, b) => b.score - a.score);
  const [best, second] = scored;
  if (!best || best.score === 0 || (second && second.score === best.score) || (words.length > 1 && best.score < 2 && words.length - best.score > 1))
    return undefined;
  return best.item.line;
}

/** The nouns of the career's lists (general English): they name a list, not one of its entries. */
const LIST_NOUN = /^(?:certificates?|certifications?|certified|volunteer\w*|awards?|prizes?|talks?|publications?)$/;

/** Question words that name no entry ("who issued", "which year"). */
const PICK_FILLERS = new Set([
  'who',
  'whom',
  'what',
  'which',
  'when',
  'where',
  'issued',
  'issue',
  'gave',
  'given',
  'year',
  'date',
  'her',
  'his',
  'their',
  'did',
  'does',
  'was',
  'get',
  'got',
  'receive',
  'received',
  'win',
  'won',
  'earn',
  'earned',
]);

/**
 * "Europe/Brussels" -> "Central European Time": the long name of an IANA zone from the runtime's
 * ICU data (the generic name; the standard one where it is a name of its own, "Greenwich Mean Time").
 */
export function zoneName(zone: string): string | undefined {
  const name = (style: 'long' | 'longGeneric') => {
    try {
      const format = dateTimeFormat('en', { timeZone: zone, timeZoneName: style });
      return format.formatToParts(Date.UTC(2025, 0, 15)).find((part) => part.type === 'timeZoneName')?.value;
    } catch {
      return undefined;
    }
  };
  const generic = name('longGeneric');
  const standard = name('long');
  // January is summer in the south ("New Zealand Daylight Time"): the generic name then.
  const chosen = standard && !/Standard|Daylight|Summer/.test(standard) && !/GMT[+-]/.test(standard) ? standard : generic;
  // ICU falls back to an offset ("GMT+01:00") for zones without a name.
  return chosen && !/GMT[+-]|UTC/.test(chosen) ? chosen : undefined;
}

/** "EUR" -> "Euro": the currency's English name from the runtime's ICU data. */
export function currencyName(code: string): string {
  try {
    return displayNames('en', { type: 'currency' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Whether a question names a currency by its code or by its name ("euros", "Singapore dollars"). */
export function mentionsCurrency(question: string, code: string): boolean {
  const q = ` ${question.toLowerCase().replace(/[^a-z]+/g, ' ')} `;
  const name = currencyName(code)
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();
  return q.includes(` ${code.toLowerCase()} `) || q.includes(` ${name} `) || q.includes(` ${name}s `);
}

/** The ISO 4217 codes the runtime knows (CLDR), for a currency a question names that the prices do not use. */
let currencyCodes: readonly string[] | undefined;

/**
 * "Does she charge in euros?" against prices in Canadian dollars: a currency the question names by its
 * code in capitals ("EUR") or by its English name ("euros"), other than the ones given; undefined otherwise.
 */
export function otherCurrency(question: string, given: readonly string[]): string | undefined {
  currencyCodes ??= typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : [];
  const q = ` ${question.toLowerCase().replace(/[^a-z]+/g, ' ')} `;
  return currencyCodes.find((code) => {
    if (given.includes(code)) return false;
    if (new RegExp(`\\b${code}\\b`).test(question)) return true;
    const name = currencyName(code)
      .toLowerCase()
      .replace(/[^a-z]+/g, ' ')
      .trim();
    return name !== code.toLowerCase() && (q.includes(` ${name} `) || q.includes(` ${name}s `));
  });
}

export const AUXILIARY_START = /^\s*(is|are|was|were|does|do|did|has|have|had|can|could|will|would)\b/i;

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(LIST_NOUN, AUXILIARY_START);
