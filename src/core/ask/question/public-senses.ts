/**
 * A word that names one of the owner's private fields ("signal" the messenger, "phone", "private",
 * "hidden", "proficiency" of a level) asks for that field only when its object is the owner's own
 * (issue #28). The same word asks a public fact when it is part of a phrase the public content writes
 * ("a small Ada core for the signal timing", "phones without signal", the title "Private 5G network
 * for a paper mill", the certificate "Japanese-Language Proficiency Test N2"), or when it is used in
 * another sense: an adjective or participle of a thing the public content speaks of ("hidden ruins",
 * "demand hidden by load shedding"), not of information. Read from the question's neighbouring
 * words and the portfolio's public text only; the owner's own ("her phone", "call him", "her
 * private life") and information ("hidden fields", "private notes") keep the cue.
 */
import type { Knowledge } from '../knowledge/knowledge.ts';
import { projectSentences } from '../knowledge/project-index.ts';
import { FUNCTION_WORDS, PERSON_WORDS } from '../lexicon.ts';
import { isNounLike } from '../text/parts-of-speech.ts';
import { eachWord, stem } from '../text/words.ts';
import type { Cue } from './cues.ts';
import type { Word } from './words.ts';

/** The cues of a private field set by a single word (../tables/cue-words.json) that this rule reads. */
const FIELD_CUES = ['private', 'phone', 'calendar', 'level'] as const;
/** Words that make what follows the owner's: "her phone", "your calendar". */
const OWNER_POSSESSIVES = new Set(['her', 'his', 'their', 'your', 'my', 'our']);
/** Words naming the owner as reached or asked about: "call her", "text him". */
const OWNER_OBJECTS = new Set(['her', 'him', 'them', 'you', 'me', 'us', 'herself', 'himself', 'themselves']);
/**
 * Nouns of information and of a person's own matters (general English): what a private word asks
 * for when it modifies one ("hidden fields", "private life", "secret prices").
 */
const INFORMATION_NOUNS: ReadonlySet<string> = new Set(
  [
    'data detail info information field note file content section part stuff thing fact value message document',
    'record price rate fee salary number life matter project work client customer key prompt instruction rule',
    'config configuration setting address contact email phone account password credential token reference page',
    'text source code repo repository list entry secret plan opinion view reason system panel admin api endpoint',
    'url link profile yaml json frontmatter metadata attribute property parameter variable instruction option',
    'feature menu mode command handle username name id booking slot time hour availability channel group chat',
  ]
    .join(' ')
    .split(' ')
    .map(stem),
);
/** The words of a level that ./field-words.ts reads. */
const LEVEL_WORDS = new Set(['level', 'levels', 'rating', 'rated']);
/** Prepositions after a participle: "demand hidden by load shedding", "ruins hidden under trees". */
const PARTICIPLE_PREPOSITIONS = new Set(['by', 'under', 'beneath', 'behind', 'below', 'in', 'inside', 'within', 'from']);

interface PublicText {
  /** Adjacent stems ("signal tim"), as the public text writes them. */
  pairs: ReadonlySet<string>;
  /** Words the public text writes in lower case, as common nouns ("signal" of "when the evening's signal allows"). */
  lower: ReadonlySet<string>;
}

/** Each portfolio's public text as read here, made at the first question that needs it. */
const READ = new WeakMap<Knowledge, PublicText>();

function publicText(knowledge: Knowledge): PublicText {
  let made = READ.get(knowledge);
  if (made) return made;
  const pairs = new Set<string>();
  const lower = new Set<string>();
  const read = (text: string) => {
    let previous = '';
    eachWord(text, (word) => {
      const wordStem = stem(word);
      if (previous) pairs.add(`${previous} ${wordStem}`);
      previous = wordStem;
    });
    for (const word of text.match(/(?<![\p{L}\p{N}])\p{Ll}+(?![\p{L}\p{N}])/gu) ?? []) lower.add(word);
  };
  for (const project of knowledge.projects) {
    read(project.view.title);
    for (const tag of project.view.tags) read(tag.replace(/-/g, ' '));
    for (const sentence of projectSentences(project)) read(sentence.text);
  }
  for (const fact of knowledge.facts) read(fact.text);
  for (const sentence of knowledge.bio) read(sentence.text);
  for (const category of knowledge.categories) for (const name of [category.name, ...category.skills]) read(name);
  // The names of career entries (courses, certificates): their stems in order.
  for (const name of knowledge.entryNames) for (let i = 1; i < name.length; i++) pairs.add(`${name[i - 1]} ${name[i]}`);
  made = { pairs, lower };
  READ.set(knowledge, made);
  return made;
}

function ownerWord(word: Word | undefined, ownerNames: ReadonlySet<string>): boolean {
  return !!word && ownerNames.has(word.folded.replace(/['’]s$/, ''));
}

/** Whether the word at `i` is asked of the owner: "her phone", "Tobias's calendar", "call her", "phone Tobias". */
function ownersOwn(words: readonly Word[], i: number, ownerNames: ReadonlySet<string>): boolean {
  const before = words.slice(Math.max(0, i - 2), i);
  if (before.some((word) => OWNER_POSSESSIVES.has(word.folded) || (ownerWord(word, ownerNames) && /['’]s$/.test(word.folded)))) return true;
  const next = words[i + 1];
  return !!next && (OWNER_OBJECTS.has(next.folded) || ownerWord(next, ownerNames));
}

/**
 * Whether the word at `i` is in a phrase of the public content: with a content word next to it
 * ("signal timing", "private 5g"), or with a function word when nobody is reached in the question
 * and the word is not written as a name ("without signal", not "on Signal").
 */
function inPublicPhrase(words: readonly Word[], i: number, pairs: ReadonlySet<string>, reached: boolean): boolean {
  const word = words[i]!;
  for (const [first, second] of [
    [words[i - 1], word],
    [word, words[i + 1]],
  ] as const) {
    if (!first || !second || !pairs.has(`${first.stem} ${second.stem}`)) continue;
    const neighbour = first === word ? second : first;
    if (!FUNCTION_WORDS.has(neighbour.folded) && !PERSON_WORDS.has(neighbour.folded)) return true;
    if (!reached && !word.asName) return true;
  }
  return false;
}

/**
 * Nouns of a means of reaching someone (general English): "the Signal app", "a Signal account", "her
 * messenger". A messenger's name or a reach word before one of them, written as a name or asked of a
 * person, names the owner's own contact ("Does she use the Signal app?", "Which signal app does he prefer?").
 */
const MEANS_NOUNS: ReadonlySet<string> = new Set(
  ['app', 'application', 'messenger', 'account', 'chat', 'channel', 'group', 'handle', 'username', 'client', 'profile', 'contact'].map(stem),
);

/** Words after "phone" that ask for its number. */
const NUMBER_WORDS = new Set(['number', 'numbers', 'no', 'nr', 'line']);

/**
 * Whether a private word ("hidden", "secret") at `i` describes a thing rather than information:
 * before its noun ("hidden ruins"), or as a participle after it ("demand hidden by load shedding").
 */
function describesThing(words: readonly Word[], i: number): boolean {
  const thing = (word: Word | undefined) =>
    !!word && !FUNCTION_WORDS.has(word.folded) && !PERSON_WORDS.has(word.folded) && isNounLike(word.folded) && !INFORMATION_NOUNS.has(word.stem);
  const next = words[i + 1];
  if (thing(next)) return true;
  return thing(words[i - 1]) && PARTICIPLE_PREPOSITIONS.has(next?.folded ?? '');
}

/** What the question says around the words that set a cue. */
interface Reading {
  words: readonly Word[];
  /** Whether the owner is reached or asked for contact ("call her", "contact him"). */
  reached: boolean;
  /** Whether the question speaks of a person (she, he, the owner's name). */
  person: boolean;
  /** Words inside a whole name the question mentions ("Japanese-Language Proficiency Test"). */
  inWholeName: ReadonlySet<Word>;
}

/**
 * Whether the word at `i`, which set `cue`, is used in a public sense (see the module comment):
 * `written` when the public text writes it so (a phrase, a whole name, a common noun), `thing` when
 * it describes a thing the public text need not write ("hidden feeders"), else false.
 */
function publicSense(cue: Cue, reading: Reading, i: number, text: PublicText, ownerNames: ReadonlySet<string>): 'written' | 'thing' | false {
  const { words, reached, person, inWholeName } = reading;
  const word = words[i]!;
  if (ownersOwn(words, i, ownerNames) || NUMBER_WORDS.has(words[i + 1]?.folded ?? '')) return false;
  if (inWholeName.has(word) || inPublicPhrase(words, i, text.pairs, reached)) return 'written';
  // "hidden ruins", "demand hidden by load shedding": seen or not, not information.
  if (cue === 'private') return describesThing(words, i) && 'thing';
  // "Does she use the Signal app?", "Which signal app does he prefer?": a means of reaching the owner, not a thing.
  const means = MEANS_NOUNS.has(words[i + 1]?.stem ?? '') && (word.asName || person);
  // "Has she built a Telegram bot?", "a phone mast": the word of a thing, nobody reached.
  if (!reached && !means && describesThing(words, i)) return 'thing';
  // "How does the app sync when there is signal?": a common noun of the public text, nobody reached nor asked about.
  return (cue === 'phone' || cue === 'calendar') && !person && !reached && !word.asName && text.lower.has(word.folded) && 'written';
}

/**
 * Drops a private field's cue when every word that set it is used in a public sense (see the module
 * comment). `cueOf`: the cues a single word sets; `phraseCue`: whether a phrase of the cue other than
 * a bare word matched (then the cue stays). An injection keeps its cues. Returns the words whose cue
 * was dropped as describing a thing the public text does not write so: still asked, so a verdict must
 * be earned by a source that states them (../answers/public-sense-verdict.ts).
 */
export function dropCuesOfPublicSenses(
  knowledge: Knowledge,
  cues: Set<Cue>,
  reading: Omit<Reading, 'reached'> & { injection: boolean },
  cueOf: (folded: string) => readonly Cue[],
  phraseCue: (cue: Cue) => boolean,
): Word[] {
  const dropped: Word[] = [];
  if (reading.injection || !FIELD_CUES.some((cue) => cues.has(cue))) return dropped;
  const { words } = reading;
  const full: Reading = { ...reading, reached: words.some((word) => OWNER_OBJECTS.has(word.folded)) || cues.has('contact') };
  for (const cue of FIELD_CUES) {
    if (!cues.has(cue) || phraseCue(cue)) continue;
    const carriers = words.flatMap((word, i) => (cueOf(word.folded).includes(cue) ? [i] : []));
    // "level", "rated": read by ./field-words.ts, whose work questions ../answers/work-over-private.ts answers.
    if (!carriers.length || carriers.some((i) => LEVEL_WORDS.has(words[i]!.folded))) continue;
    const text = publicText(knowledge);
    const senses = carriers.map((i) => publicSense(cue, full, i, text, knowledge.person.words));
    if (!senses.every(Boolean)) continue;
    cues.delete(cue);
    // A word the public text writes so is stated there; one of a thing ("hidden feeders") is still to be earned.
    carriers.forEach((i, at) => {
      if (senses[at] === 'thing' && !dropped.includes(words[i]!)) dropped.push(words[i]!);
    });
  }
  return dropped;
}
