/**
 * A kind asked over a complete list (issue #28, session 30): "Does she speak Chinese?" with
 * Mandarin listed, "Does he do any sport?" with rowing among the interests. The list is complete,
 * so a "No" over it would be false when a listed item is a kind of the thing asked: the item's
 * broader words come from WordNet at build time (../knowledge/broader.ts, stored in the ask index),
 * and the answer is "Yes" with the item and the kind it is of. Field-neutral: WordNet decides.
 *
 * Precision before recall: the thing asked is the question's last word or two (its object), after
 * a word that introduces an object of liking or doing ("any", "a", "into", "play", "speak" …), in a
 * yes/no question; for a language the question speaks of speaking or languages; a word that a
 * skill, tag or project uses names the work, not a pastime. A wh-question ("Which club does she play camogie
 * for?") is read over the same keys by ./pastime-asked.ts.
 */
import type { Portfolio } from '../../portfolio.ts';
import type { Urls } from '../../urls.ts';
import { careerView } from '../../views.ts';
import { url } from '../../../catalogue/paths.ts';
import type { Knowledge } from '../knowledge/knowledge.ts';
import type { PastimeVerb } from '../knowledge/pastime-verbs.ts';
import { FUNCTION_WORDS, PERSON_WORDS } from '../lexicon.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import type { AskAnswer } from '../schema.ts';
import { capitalise, joinList } from '../text/english.ts';
import { stem } from '../text/words.ts';
import { reply } from './reply.ts';
import { pastimeAskedAnswer } from './pastime-asked.ts';
import { playedUnlisted } from './pastime-unlisted.ts';
import { releaseCompiledCode } from '../text/patterns.ts';

/** Words after which the question names the object of liking, doing or speaking. */
const OBJECT_LEADS = new Set([
  'any',
  'a',
  'an',
  'some',
  'into',
  'play',
  'plays',
  'playing',
  'like',
  'likes',
  'enjoy',
  'enjoys',
  'do',
  'does',
  'practise',
  'practises',
  'practice',
  'practices',
  'speak',
  'speaks',
  'understand',
  'understands',
  'know',
  'knows',
  'keep',
  'keeps',
  // "Does she grow vegetables?", "does he go hiking?" (general English: what is grown, the activity gone on).
  'grow',
  'grows',
  'go',
  'goes',
]);

/** Words that may stand between the owner and those ("Is she able to speak any …?", "does he ever play …?"). */
const BETWEEN = new Set(['able', 'to', 'ever', 'also', 'still', 'really', 'even', 'at', 'all']);

const SPEAKING = /\b(?:speak|speaks|spoken|language|languages|fluent|understand|understands)\b/i;

interface Item {
  line: string;
  list: 'language' | 'interest';
  /** How the item relates to the word asked: a kind of it, the same pastime by derivation ("cycling" of "Bicycles"), or a word of its own name. */
  relation: 'kind' | 'same' | 'self' | 'object' | 'verb' | 'thing' | 'keyword';
  /** For an "object" relation: what the pastime is done with, by its WordNet definition ("bee" of "Beekeeping"). */
  object?: string;
  /** For a "verb" relation: the verb the pastime is done by and why it is the word asked ("to bake is to cook"). */
  verb?: { verb: string; why: string };
  /** For a "thing" relation: the thing the name or a keyword names, as written ("Tomatoes" of "Gardening"), that is the word asked or a kind of it. */
  thing?: string;
  /** A word of the item's name or keywords whose last part is the word asked ("Astrophotography" for "photography"). */
  compound?: string;
}

/**
 * The answerer of one portfolio: `(question, text)` gives "Yes" with the listed items that are a kind
 * of the thing asked, or undefined. Built once per engine from the index's broader words.
 */
export function listedKindAnswerer(
  portfolio: Portfolio,
  urls: Urls,
  broader: Record<string, string[]>,
  derived: Record<string, string[]> = {},
  objects: Record<string, string[]> = {},
  verbs: Record<string, PastimeVerb[]> = {},
  things: Record<string, string[][]> = {},
  glossKinds: Record<string, string[]> = {},
) {
  const career = careerView(portfolio);
  // Broader word -> the items it is the kind of; a word of the same pastime or of the item's own name -> the item.
  const byKind = new Map<string, Item[]>();
  const put = (word: string, item: Item) => byKind.set(word, [...(byKind.get(word) ?? []), item]);
  const add = (name: string, item: Omit<Item, 'relation'>) => putKinds(put, broader[name.toLowerCase()] ?? [], item);
  for (const language of career.languages)
    add(language.language, { line: language.fluency ? `${language.language} (${language.fluency})` : language.language, list: 'language' });
  for (const interest of career.interests) {
    add(interest.name, { line: interest.name, list: 'interest' });
    for (const word of derived[interest.name.toLowerCase()] ?? []) put(word, { line: interest.name, list: 'interest', relation: 'same' });
    // "Does she cook?" with "Baking" (to bake is to cook), "Does she play any sport?" with "Camogie" (the bio's "play camogie").
    for (const { word, verb, why } of verbs[interest.name.toLowerCase()] ?? [])
      put(word, { line: interest.name, list: 'interest', relation: 'verb', verb: { verb, why } });
    // "Does she play a musical instrument?" with "Cello", "Does he grow vegetables?" with "Gardening (Tomatoes)": a thing the
    // name or a keyword names, by its other names and kinds (WordNet, ../knowledge/pastime-things.ts).
    for (const [thing, ...kinds] of things[interest.name.toLowerCase()] ?? [])
      for (const word of kinds) put(word, { line: interest.name, list: 'interest', relation: 'thing', thing: thing! });
    // "Does she do any water sports?" with "Dragon boat racing": a kind by WordNet's definitions (a boat travels on water; ../knowledge/pastime-glosses.ts).
    for (const kind of glossKinds[interest.name.toLowerCase()] ?? [])
      if (!broader[interest.name.toLowerCase()]?.includes(kind)) put(kind, { line: interest.name, list: 'interest', relation: 'kind' });
    for (const word of keywordWords(interest)) put(word, { line: interest.name, list: 'interest', relation: 'keyword', thing: word });
    // "Does she keep any animals?" with "Beekeeping": what the pastime is done with ("bee") and its kinds.
    const [object, ...objectKinds] = objects[interest.name.toLowerCase()] ?? [];
    if (object) for (const word of [object, ...objectKinds]) put(word, { line: interest.name, list: 'interest', relation: 'object', object });
    // "Is she into jazz?" with "Jazz piano": a word of the item's own name other than its head names it too.
    const own = interest.name.toLowerCase().split(/\s+/);
    for (const word of own.slice(0, -1))
      if (word.length > 3 && !FUNCTION_WORDS.has(word)) put(word, { line: interest.name, list: 'interest', relation: 'self' });
    for (const form of headForms(own.at(-1)!)) put(form, { line: interest.name, list: 'interest', relation: 'self' });
  }
  const compoundOf = compoundFinder(career);
  // "Does he ride a bike?": a verb a pastime is done by ("ride" of "Gravel cycling"), or a word of the same pastime, may lead to its object.
  const pastimeWords = new Set(
    [...byKind].filter(([, items]) => items.some((item) => item.relation === 'verb' || item.relation === 'same')).map(([word]) => word),
  );
  const leads = (word: string) => OBJECT_LEADS.has(word) || pastimeWords.has(word);
  const careerRef = urls.api(url('getCareer'));
  return (knowledge: Knowledge, question: ParsedQuestion, text: string): AskAnswer | undefined => {
    if (!byKind.size) return undefined;
    if (!question.cues.has('yesno')) return pastimeAskedAnswer(knowledge, question, text, career.interests, byKind, careerRef);
    const words = question.words.map((word) => word.folded);
    const owned = words.findIndex((word) => PERSON_WORDS.has(word) || knowledge.person.words.has(word));
    // "Does she swim in the sea?": a pastime's own word right after the owner, then where or how (a place the portfolio may not say).
    const verb = words[owned + 1];
    if (owned > 0 && verb && /^(?:does|do|can|will|would)$/.test(words[0] ?? '') && PLACE_LEADS.has(words[owned + 2] ?? '')) {
      const items = (byKind.get(verb) ?? []).filter((item) => item.list === 'interest' && (item.relation === 'same' || item.relation === 'self'));
      if (items.length) return answerFor(knowledge, career, items, verb, careerRef, undefined, words.slice(owned + 2).join(' '));
    }
    const last = words.findLastIndex((word) => !FUNCTION_WORDS.has(word));
    if (last < 1 || last < words.length - 2) return undefined;
    // "Does she [play any] sport?": between the owner and the thing asked, only words that lead to an object of liking or doing
    // ("Does she write software for any sport?" asks for work).
    const owner = words.findIndex((word) => PERSON_WORDS.has(word) || knowledge.person.words.has(word));
    // "Does he cycle?": a verb right after the owner.
    const verbAfterOwner = (start: number) => start === owner + 1 && /^(?:does|do|did|can|could|will|would)$/.test(words[0] ?? '');
    // "Does she play any team sport?": a thing of two words none names, whose head a pastime's verb reaches ("sport"), last.
    for (const [start, headOnly] of [
      [last - 1, false],
      [last, false],
      [last - 1, true],
    ] as const) {
      if (start < 1 || owner < 0 || owner >= start || (!leads(words[start - 1]!) && !verbAfterOwner(start))) continue;
      if (!words.slice(owner + 1, start).every((word) => leads(word) || BETWEEN.has(word))) continue;
      const asked = words.slice(start, last + 1);
      const phrase = asked.join(' ');
      // "cooking" of "to bake is to cook": the verb's form in -ing too.
      const forms = [
        phrase,
        phrase.replace(/ies$/, 'y'),
        phrase.replace(/e?s$/, ''),
        phrase.replace(/s$/, ''),
        phrase.replace(/ing$/, ''),
        phrase.replace(/(\w)\1ing$/, '$1'),
        phrase.replace(/ing$/, 'e'),
      ];
      // That pastime with a "Yes" to the head only ("a sport"), not to what the modifier ("team") adds.
      const head = headOnly && asked.length === 2 && !OBJECT_LEADS.has(asked[0]!) ? asked[1]! : undefined;
      if (headOnly && !head) continue;
      const kind = head
        ? [head, head.replace(/e?s$/, '')].find((form) => byKind.get(form)?.some((item) => item.relation === 'verb'))
        : forms.find((form) => byKind.has(form));
      if (!kind) {
        const compound = head || asked.length > 1 ? [] : compoundOf(asked[0]!);
        if (compound.length) return answerFor(knowledge, career, compound, asked[0]!, careerRef);
        continue;
      }
      const items = byKind.get(kind)!.filter((item) => (item.list === 'interest' || SPEAKING.test(text)) && (!head || item.relation === 'verb'));
      // A thing asked whose every word the skills, tags or projects use names the work ("game" in a games portfolio), not a
      // pastime ("water sports" in a sports portfolio that never speaks of water is a pastime); the pastime's
      // own word or its verb ("Does she run?" with "Trail running") names the pastime, whatever the projects "run".
      const pastimes = items.filter(
        (item) =>
          item.list === 'language' ||
          !['kind', 'object', 'verb', 'thing', 'keyword'].includes(item.relation) ||
          (item.relation === 'object' && verbInName(item.line, words)) ||
          // "Does she play any sport?" in a sports portfolio: the question writes the pastime's own verb.
          (item.verb !== undefined && words.some((word) => stem(word) === stem(item.verb!.verb))) ||
          !asked.every((word) => knowledge.postings.has(stem(word))),
      );
      if (!pastimes.length) continue;
      // One line per item, by its closest relation ("row" is both a synonym of "rowing" and its verb).
      const order = { self: 0, same: 1, keyword: 2, kind: 3, thing: 4, object: 5, verb: 6 } as const;
      const unique = [...new Map([...pastimes].sort((a, b) => order[b.relation] - order[a.relation]).map((item) => [item.line, item])).values()];
      return answerFor(knowledge, career, unique, kind, careerRef, head ? `${asked[0]} ${kind}` : undefined);
    }
    // "Is she into outdoor water sports?", else a thing played that no interest is ("Does she play any instrument?").
    return modifiedOrPlayed(knowledge, career, words, owner, last, byKind, leads, careerRef);
  };
}

/**
 * "Is she into outdoor water sports?": "Yes" to a water sport, and what "outdoor" adds said unstated; else "Does she play any
 * instrument?" that no interest is: the interests, not a project's "statutory instruments" (./pastime-unlisted.ts).
 */
function modifiedOrPlayed(
  knowledge: Knowledge,
  career: ReturnType<typeof careerView>,
  words: readonly string[],
  owner: number,
  last: number,
  byKind: ReadonlyMap<string, Item[]>,
  leads: (word: string) => boolean,
  careerRef: string,
): AskAnswer | undefined {
  const modified = modifiedKind(words, owner, last, byKind, leads);
  if (!modified) return playedUnlisted(words, owner, last, career, knowledge);
  return answerFor(knowledge, career, modified.items, modified.kind, careerRef, modified.unsure);
}

/** Each broader word of an item -> the item, as a kind of it. */
function putKinds(put: (word: string, item: Item) => void, kinds: readonly string[], item: Omit<Item, 'relation'>): void {
  for (const kind of kinds) put(kind, { ...item, relation: 'kind' });
}

/** "Does he keep any animals?" with "Beekeeping": the question's verb of doing is written in the pastime's name, so its object is the pastime's. */
const verbInName = (name: string, words: readonly string[]) =>
  words.some((word) => word.length > 3 && OBJECT_LEADS.has(word) && name.toLowerCase().includes(word));

/** "Does she do ceramics?" with "Raku pottery (Ceramics)": the keywords of one word of an interest ("Ceramics" of "Raku pottery"), folded, as asked: themselves and without a plural "s". */
function keywordWords(interest: { keywords?: readonly string[] }): string[] {
  const single = (interest.keywords ?? []).filter((keyword) => /^\p{L}{4,}$/u.test(keyword)).map((keyword) => keyword.toLowerCase());
  return [...new Set(single.flatMap((word) => [word, word.replace(/s$/, '')]))].filter((word) => !FUNCTION_WORDS.has(word));
}

/**
 * "Does she do crosswords?" with "Cryptic crosswords": the forms of the head of the item's name; "Is she a birdwatcher?"
 * with "Birdwatching": an activity in "-ing" and its doer in "-er" (general English); "-graphy" and "-logy" by "-grapher"
 * and "-logist" ("Is he a photographer?" with "Photography"). None for a head of three letters or a function word.
 */
function headForms(head: string): Set<string> {
  if (head.length <= 3 || FUNCTION_WORDS.has(head)) return new Set();
  const doer = /ing$/.test(head)
    ? [head.replace(/ing$/, 'er'), head.replace(/(\w)\1ing$/, '$1er')]
    : /(?:graph|log)y$/.test(head)
      ? [head.replace(/graphy$/, 'grapher').replace(/logy$/, 'logist')]
      : [];
  return new Set([head.replace(/s$/, ''), ...doer]);
}

/** "Does he do photography?" with the keyword "Astrophotography": the interests with a compound word of the name or keywords, by its last part. */
function compoundFinder(career: ReturnType<typeof careerView>): (form: string) => Item[] {
  const compounds = career.interests.flatMap((interest) =>
    [interest.name, ...(interest.keywords ?? [])].flatMap((phrase) =>
      phrase
        .toLowerCase()
        .split(/[\s-]+/)
        .filter((word) => /^[a-z]{8,}$/.test(word))
        .map((word) => ({ word, written: phrase.split(/[\s-]+/).find((part) => part.toLowerCase() === word) ?? word, line: interest.name })),
    ),
  );
  return (form: string): Item[] =>
    // Only a neo-classical compound ("astro" + "photography", "micro" + "biology"): a closed compound in "-ing" ("bikepacking") is read by its tail only when WordNet makes that a recreation (../knowledge/broader.ts).
    form.length < 5 || !/^[a-z]+(?:graphy|logy|nomy|metry|scopy)$/.test(form)
      ? []
      : compounds
          .filter((compound) => compound.word.endsWith(form) && compound.word.length - form.length >= 3)
          .map((compound) => ({ line: compound.line, list: 'interest', relation: 'self', compound: compound.written }));
}

/** A word before a thing of two words that a pastime is a kind of ("outdoor water sports"): the items, the kind and the whole thing asked. */
function modifiedKind(
  words: readonly string[],
  owner: number,
  last: number,
  byKind: ReadonlyMap<string, Item[]>,
  leads: (word: string) => boolean,
): { items: Item[]; kind: string; unsure: string } | undefined {
  const start = last - 2;
  if (owner < 0 || start <= owner || !OBJECT_LEADS.has(words[start - 1]!) || FUNCTION_WORDS.has(words[start]!)) return undefined;
  if (!words.slice(owner + 1, start).every((word) => leads(word) || BETWEEN.has(word))) return undefined;
  const tail = words.slice(start + 1, last + 1).join(' ');
  const isKind = (item: Item) => item.list === 'interest' && item.relation === 'kind';
  const kind = [tail, tail.replace(/e?s$/, ''), tail.replace(/s$/, '')].find((form) => byKind.get(form)?.some(isKind));
  return kind ? { items: byKind.get(kind)!.filter(isKind), kind, unsure: `${words[start]} ${kind}` } : undefined;
}

/** "a kind of vegetable", "a violin" (a kind asked in the plural is said of one). */
function kindArticle(kind: string): string {
  const one = kind.replace(/ies$/, 'y').replace(/(?<!s)s$/, '');
  return `a kind of ${one}`;
}

/** Words after a pastime's verb that say where or how it is done ("swim in the sea"). */
const PLACE_LEADS: ReadonlySet<string> = new Set(['in', 'at', 'on', 'near', 'around', 'by', 'outdoors', 'outside', 'indoors', 'every', 'during', 'with']);

/** `unsure`: the thing asked when only its head is reached ("team sport"): "Yes" to the head only, and the rest said unstated. */
function answerFor(
  knowledge: Knowledge,
  career: ReturnType<typeof careerView>,
  items: Item[],
  kind: string,
  careerRef: string,
  unsure?: string,
  where?: string,
): AskAnswer {
  const name = knowledge.person.first || 'The portfolio owner';
  const found = joinList(items.map((item) => item.line));
  const isKind = items.length === 1 ? `a kind of ${kind}` : `kinds of ${kind}`;
  if (items[0]!.list === 'language') {
    // A language's kind is a name ("Chinese", "Scandinavian language").
    const named = `a kind of ${capitalise(kind)}`;
    const lines = career.languages.map((l) => (l.fluency ? `${l.language} (${l.fluency})` : l.language));
    return reply(
      'answer',
      'profile',
      `Yes. ${name} speaks ${found}, ${items.length === 1 ? named : `kinds of ${capitalise(kind)}`} (WordNet). ${name} speaks ${joinList(lines)}.`,
      [careerRef],
      0.9,
    );
  }
  const lines = career.interests.map((i) => (i.keywords?.length ? `${i.name} (${i.keywords.join(', ')})` : i.name));
  const kindOf = items.every((item) => item.relation === 'kind') ? `, ${isKind} (WordNet),` : '';
  const same = !kindOf && items.some((item) => item.relation === 'same') ? ` (“${kind}” is the same pastime in WordNet)` : '';
  const objects = items.filter((item) => item.relation === 'object');
  const verbs = [...new Set(items.flatMap((item) => (item.verb ? [item.verb.why] : [])))];
  const byVerb = !kindOf && !same && !objects.length && verbs.length ? ` (WordNet: ${joinList(verbs)})` : '';
  // "Cello, a musical instrument (WordNet)": the listed thing and what it is, the interest named when the thing is a keyword.
  const named = items.filter((item) => item.relation === 'thing');
  const thingNote =
    !kindOf && !same && named.length && named.length === items.length
      ? ` (WordNet: ${joinList(named.map((item) => `${item.thing === item.line ? item.line.toLowerCase() : `${item.thing!.toLowerCase()}, listed with ${item.line.toLowerCase()},`} ${/s$/.test(item.thing!) && !/ss$/.test(item.thing!) ? 'are' : 'is'} ${kindArticle(kind)}`))})`
      : '';
  const keyword = !kindOf && !same && items.every((item) => item.relation === 'keyword') ? ` (listed with “${items[0]!.thing}”)` : '';
  const compound = items.find((item) => item.compound);
  const part = compound ? ` (“${compound.compound}” is a kind of ${kind})` : '';
  const place = where ? `; “${where}” the portfolio does not say` : '';
  const article = unsure && /^[aeiou]/.test(unsure) ? 'an' : 'a';
  const about =
    !kindOf && !same && objects.length
      ? ` (WordNet: ${joinList(objects.map((item) => `${item.line.toLowerCase()} is done with the ${item.object}`))}${objects.every((item) => item.object === kind) ? '' : `, a kind of ${kind}`})`
      : '';
  return reply(
    'answer',
    'profile',
    `${unsure ? `Yes, a ${kind}: ` : 'Yes. '}${found}${kindOf} ${items.length === 1 ? 'is one' : 'are some'} of ${name}'s interests outside work${same}${keyword}${thingNote}${about}${byVerb}${part}${unsure ? `; whether ${items.length === 1 ? `it is ${article}` : `each is ${article}`} ${unsure} the portfolio does not say` : ''}${place}: ${joinList(lines)}.`,
    [careerRef],
    0.9,
  );
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(SPEAKING);
