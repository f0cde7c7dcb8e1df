/**
 * Reading a question: its words (typos corrected against the portfolio's own vocabulary), the
 * skills, categories and tags it names, the project it names, places, years, the cue words of
 * each kind of question, and the topic words left over. No answer is chosen here.
 */
import { findPlaces, type Place } from './geo.ts';
import { isKnownStem, type Entity, type Knowledge, type PhraseKey } from './knowledge.ts';
import { FRAME_WORDS, FUNCTION_WORDS, INJECTION, MODIFIER_WORDS, PERSON_WORDS, SHORTHANDS } from './lexicon.ts';
import { compactFolded, editDistance, fold, stem, tokenize } from './text.ts';

export interface Word {
  /** Folded as typed. */
  raw: string;
  /** Stem, after typo correction. */
  stem: string;
  /** Corrected (typo or word family). */
  fuzzy: boolean;
  /** Part of a mention or a cue. */
  used: boolean;
  /** Capitalised in the question ("Go" rather than "go"). */
  cap: boolean;
}

export interface Mention {
  entities: Entity[];
  start: number;
  end: number;
  weak: boolean;
  fuzzy: boolean;
}

export interface NamedProject {
  project: number;
  score: number;
  /** Stems of the question matched by the title or id. */
  matched: Set<string>;
}

export interface Parsed {
  /** Folded question without injection phrases. */
  text: string;
  injection: boolean;
  words: Word[];
  mentions: Mention[];
  places: { place: Place; start: number; end: number }[];
  years: { from?: string; to?: string } | undefined;
  cues: Set<Cue>;
  /** Projects the question names, best first (only those that clear the bar). */
  named: NamedProject[];
  /** Whether the question names the owner or speaks of a person (she, he, you...). */
  person: boolean;
  fuzzy: boolean;
}

export type Cue =
  | 'help'
  | 'projectNoun'
  | 'projectVerb'
  | 'workNoun'
  | 'listy'
  | 'skillVerb'
  | 'skillNoun'
  | 'yesno'
  | 'count'
  | 'recent'
  | 'oldest'
  | 'featured'
  | 'compare'
  | 'who'
  | 'name'
  | 'role'
  | 'email'
  | 'contact'
  | 'website'
  | 'github'
  | 'linkedin'
  | 'links'
  | 'location'
  | 'when'
  | 'or'
  | 'plural'
  | 'private'
  | 'phone'
  | 'calendar'
  | 'level'
  | 'years'
  | 'architecture';

const WORD_CUES: Record<string, Cue[]> = {
  project: ['projectNoun'],
  projects: ['projectNoun', 'plural'],
  repo: ['projectNoun'],
  repos: ['projectNoun', 'plural'],
  repository: ['projectNoun'],
  repositories: ['projectNoun', 'plural'],
  portfolio: ['projectNoun'],
  built: ['projectVerb'],
  build: ['projectVerb'],
  building: ['projectVerb'],
  made: ['projectVerb'],
  created: ['projectVerb'],
  shipped: ['projectVerb'],
  done: ['projectVerb'],
  anything: ['projectVerb', 'listy'],
  something: ['projectVerb'],
  which: ['listy'],
  any: ['listy'],
  all: ['listy'],
  list: ['listy'],
  show: ['listy'],
  examples: ['listy', 'projectNoun'],
  know: ['skillVerb'],
  knows: ['skillVerb'],
  knew: ['skillVerb'],
  knowledge: ['skillVerb'],
  familiar: ['skillVerb'],
  familiarity: ['skillVerb'],
  experience: ['skillVerb'],
  experienced: ['skillVerb'],
  proficient: ['skillVerb', 'level'],
  fluent: ['skillVerb'],
  skilled: ['skillVerb'],
  use: ['skillVerb'],
  uses: ['skillVerb'],
  used: ['skillVerb'],
  using: ['skillVerb'],
  skill: ['skillNoun'],
  skills: ['skillNoun', 'plural'],
  skillset: ['skillNoun'],
  stack: ['skillNoun'],
  technologies: ['skillNoun', 'plural'],
  technology: ['skillNoun'],
  tech: ['skillNoun'],
  tools: ['skillNoun', 'plural'],
  tool: ['skillNoun'],
  framework: ['skillNoun'],
  frameworks: ['skillNoun', 'plural'],
  library: ['skillNoun'],
  libraries: ['skillNoun', 'plural'],
  latest: ['recent'],
  newest: ['recent'],
  recent: ['recent'],
  recently: ['recent'],
  lately: ['recent'],
  oldest: ['oldest'],
  earliest: ['oldest'],
  featured: ['featured'],
  highlight: ['featured'],
  highlights: ['featured'],
  highlighted: ['featured'],
  flagship: ['featured'],
  notable: ['featured'],
  proudest: ['featured'],
  showcase: ['featured'],
  standout: ['featured'],
  signature: ['featured'],
  compare: ['compare'],
  compared: ['compare'],
  comparing: ['compare'],
  comparison: ['compare'],
  vs: ['compare'],
  versus: ['compare'],
  difference: ['compare'],
  differences: ['compare'],
  differ: ['compare'],
  contrast: ['compare'],
  newer: ['compare'],
  older: ['compare'],
  bio: ['who'],
  everything: ['who'],
  background: ['who'],
  introduce: ['who'],
  introduction: ['who'],
  summary: ['who'],
  name: ['name'],
  called: ['name'],
  role: ['role'],
  title: ['role'],
  job: ['role'],
  position: ['role'],
  occupation: ['role'],
  profession: ['role'],
  headline: ['role'],
  seniority: ['role'],
  email: ['email'],
  mail: ['email'],
  emails: ['email'],
  contact: ['contact'],
  reach: ['contact'],
  touch: ['contact'],
  hire: ['contact'],
  hiring: ['contact'],
  freelance: ['contact'],
  website: ['website'],
  homepage: ['website'],
  blog: ['website'],
  webpage: ['website'],
  github: ['github'],
  linkedin: ['linkedin'],
  links: ['links'],
  socials: ['links'],
  social: ['links'],
  profiles: ['links'],
  online: ['links'],
  where: ['location'],
  based: ['location'],
  live: ['location'],
  lives: ['location'],
  located: ['location'],
  location: ['location'],
  city: ['location'],
  country: ['location'],
  reside: ['location'],
  resides: ['location'],
  timezone: ['location'],
  hometown: ['location'],
  when: ['when'],
  or: ['or'],
  phone: ['phone'],
  telephone: ['phone'],
  whatsapp: ['phone'],
  signal: ['phone'],
  telegram: ['phone'],
  sms: ['phone'],
  calendar: ['calendar'],
  calendly: ['calendar'],
  availability: ['contact'],
  available: ['contact'],
  level: ['level'],
  levels: ['level'],
  proficiency: ['level'],
  rating: ['level'],
  rated: ['level'],
  mastery: ['level'],
  expert: ['level'],
  advanced: ['level'],
  intermediate: ['level'],
  beginner: ['level'],
  years: ['years'],
  architecture: ['architecture'],
  architectural: ['architecture'],
  internals: ['architecture'],
  private: ['private'],
  secret: ['private'],
  secrets: ['private'],
  hidden: ['private'],
  confidential: ['private'],
  password: ['private'],
  passwords: ['private'],
  credentials: ['private'],
  salary: ['private'],
  compensation: ['private'],
  birthday: ['private'],
  dump: ['private'],
  raw: ['private'],
  frontmatter: ['private'],
};

/** Phrases of the (already folded) question; each is a list of alternatives, `\b`-delimited. */
const PHRASE_CUES: [string[], Cue[]][] = [
  [['how many', 'number of', 'count', 'how much', 'total'], ['count']],
  [
    [
      'most recent',
      'last (?:project|thing|one|piece)',
      'current(?:ly)? (?:project|working|doing|building)',
      'working on (?:now|currently|these days|at the moment|right now)',
      'what is (?:she|he|they) (?:working on|doing|building)',
    ],
    ['recent'],
  ],
  [['first (?:project|thing|one)', 'when did (?:she|he|they) start'], ['oldest']],
  [
    [
      '(?:best|top|main|key|favou?rite|most important|proud(?:est)? of|greatest|biggest)(?: \\w+){0,2} (?:projects?|work|things|achievements?)',
      'best work',
    ],
    ['featured'],
  ],
  [['which (?:one |project )?(?:is|was|came) (?:newer|older|more recent|earlier|later|first|bigger)', '(?:newer|older) than'], ['compare']],
  [
    [
      'who (?:made|built|created|owns|wrote|is behind|runs) (?:this|the) (?:portfolio|site|website|page|api)',
      'who (?:is|are|was) (?:she|he|they|you|this|the (?:person|owner|author))',
      'tell me about (?:her|him|them|yourself|the (?:person|owner|author))',
      'about (?:her|him|them)(?:self|selves)?$',
      'who (?:am i|are we) talking (?:to|about)',
    ],
    ['who'],
  ],
  [['how senior', 'job title', 'do(?:es)? (?:she|he|they) do(?: for (?:a )?living| for work| professionally)?$', 'work(?:s|ing)? as'], ['role']],
  [
    [
      'get in touch',
      'write to',
      'send (?:her|him|them) (?:a )?message',
      'how (?:can|do|could|should) (?:i|we|one) (?:reach|contact)',
      'contact (?:details|info|information|data|block|field)',
    ],
    ['contact'],
  ],
  [['personal (?:site|page)', 'home ?page', 'own (?:site|website)'], ['website']],
  [
    ['(?:is|are) (?:she|he|they) living', 'living in', 'time ?zone', '(?:is|are) (?:she|he|they) from', 'where (?:is|are|does|do) (?:she|he|they)'],
    ['location'],
  ],
  // Private data: refused (see ./engine.ts), never answered.
  [['phone', 'mobile (?:number|phone)', 'cell(?: ?phone)?', 'call (?:her|him|them)', 'text (?:her|him|them)'], ['phone']],
  [
    ['book (?:a|an) (?:call|meeting|slot|chat|intro)', 'schedule (?:a|an) (?:call|meeting|chat|interview|intro)', 'meeting link', 'booking link'],
    ['calendar'],
  ],
  [['(?:preferred|best) (?:way|time|channel) to (?:reach|contact|call)', 'prefer(?:s|red)? (?:to be )?contact\\w*'], ['contact', 'phone']],
  [['(?:home|postal|street|physical|mailing) address'], ['private']],
  [
    ['how (?:good|well|strong|skilled|experienced|proficient|fluent)', 'skill level', '(?:her|his|their) (?:day |hourly )?rate', 'rate (?:her|him|them)'],
    ['level'],
  ],
  [['how long', 'years? of', 'since when', 'how many years'], ['years']],
  [
    ['system design', 'internal design', 'design notes', 'infrastructure details', 'private fields?', 'front matter', 'source files?'],
    ['private'],
  ],
  [['works?(?! (?:with|as|for)\\b)'], ['workNoun']],
  [
    [
      '(?:worked|work|works|working) (?:with|in|on)',
      'can (?:she|he|they|you) (?:do|write|code|program|speak|handle)',
      'is (?:she|he|they) (?:good|comfortable) (?:with|at|in)',
    ],
    ['skillVerb'],
  ],
  [['^(?:do|does|did|can|could|has|have|is|are|was|were)'], ['yesno']],
];
const PHRASE_RES: [RegExp, Cue[]][] = PHRASE_CUES.map(([alts, cues]) => [new RegExp(alts.map((a) => `\\b${a}\\b`).join('|')), cues]);

/** The whole question is a request for help. */
const HELP = new RegExp(
  `^(?:${[
    'help(?: me)?',
    '\\?+',
    'menu|usage|commands?|examples?|start|hi|hello|hey',
    'what (?:can|could|should|do) (?:i|you|we) (?:ask|do|answer|say|tell me)(?: you| here| about| this)?',
    'how (?:do|does|can|should) (?:i|this|you|it) (?:use|work|ask)(?: this| it| you| things)?',
    'what is this|what are you|who are you|how does this work|what do you know',
    'what (?:is|does) this (?:site|page|api|endpoint|service|thing)(?: do| for)?',
  ].join('|')})$`,
);

/** Looked up by the question's words: a Map, so that "constructor" is not a cue found on Object.prototype. */
const WORD_CUE_MAP: ReadonlyMap<string, Cue[]> = new Map(Object.entries(WORD_CUES));
/** Words that are cues, so never typo-corrected into something else. */
const CUE_WORDS = new Set(WORD_CUE_MAP.keys());

const PRIVATE_HINT_WORDS = ['print', 'reveal', 'dump', 'show', 'output', 'display', 'leak', 'expose', 'give'];

/** Whitespace runs as one space, trimmed; most questions need only the trim. */
function squeeze(text: string): string {
  return /\s\s|[^\S ]/.test(text) ? text.replace(/\s+/g, ' ').trim() : text.trim();
}

export function parse(k: Knowledge, question: string): Parsed {
  let text = squeeze(fold(question));
  let injection = false;
  for (const re of INJECTION) {
    const next = text.replace(re, ' ');
    if (next !== text) injection = true;
    text = next;
  }
  if (injection) text = squeeze(text);
  const tokens = tokenize(text).map((t) => {
    const long = SHORTHANDS.get(t.raw);
    return long ? { raw: long, stem: stem(long) } : t;
  });
  const capitals = new Set(question.match(/\b[A-Z][A-Za-z0-9.+#]*/g)?.map((w) => fold(w)) ?? []);
  const words: Word[] = tokens.map((t) => ({ raw: t.raw, stem: t.stem, fuzzy: false, used: false, cap: capitals.has(t.raw) }));

  const cues = new Set<Cue>();
  for (const w of words) for (const c of WORD_CUE_MAP.get(w.raw) ?? []) cues.add(c);
  const plain = words.map((w) => w.raw).join(' ');
  for (const [re, list] of PHRASE_RES) if (re.test(plain)) for (const c of list) cues.add(c);
  if (HELP.test(plain.replace(/\b(?:please|pls|plz|maybe|exactly|actually)\b/g, '').replace(/\s+/g, ' ').trim())) cues.add('help');
  if (cues.has('architecture') && words.some((w) => PRIVATE_HINT_WORDS.includes(w.raw))) cues.add('private');

  const person = words.some((w) => PERSON_WORDS.has(w.raw) || k.person.words.has(w.raw));

  // Places before corrections: they are not the portfolio's words.
  const places = findPlaces(words.map((w) => w.raw)).filter(({ place, start }) => {
    // "us" is a pronoun unless written "the US" or "USA".
    const raw = words[start]!.raw;
    return !(raw === 'us' && words[start - 1]?.raw !== 'the' && !capitalsHas(question, 'US')) && !(place.kind === 'city' && raw === 'la' && !capitalsHas(question, 'LA'));
  });
  const placeWords = new Set<number>();
  for (const p of places) for (let i = p.start; i < p.end; i++) placeWords.add(i);

  // Typo correction against the portfolio's vocabulary.
  let fuzzy = false;
  words.forEach((w, i) => {
    if (placeWords.has(i) || isStopLike(k, w.raw) || isKnownStem(k, w.stem) || k.phrases.has(w.stem)) return;
    const fixed = correct(k, w.stem);
    if (fixed) {
      w.stem = fixed;
      w.fuzzy = true;
      fuzzy = true;
    }
  });

  const mentions = findMentions(k, words, cues);
  for (const m of mentions) {
    for (let i = m.start; i < m.end; i++) words[i]!.used = true;
    if (m.fuzzy) fuzzy = true;
  }

  return {
    text,
    injection,
    words,
    mentions,
    places,
    years: findYears(plain),
    cues,
    named: namedProjects(k, words, mentions),
    person,
    fuzzy,
  };
}

function capitalsHas(question: string, word: string): boolean {
  return new RegExp(`\\b${word}\\b`).test(question);
}

/** Function, frame, modifier, person and cue words in one set (one lookup per word). */
const STOP_WORDS: ReadonlySet<string> = new Set([...FUNCTION_WORDS, ...FRAME_WORDS, ...MODIFIER_WORDS, ...PERSON_WORDS, ...CUE_WORDS]);

/** Function, frame, modifier, person and cue words, and the owner's name. */
export function isStopLike(k: Knowledge, raw: string): boolean {
  return STOP_WORDS.has(raw) || k.person.words.has(raw) || /^\d/.test(raw) || FUNCTION_WORDS.has(stem(raw));
}

/** A known stem for an unknown one: one edit away (same first letter), or of the same word family. */
function correct(k: Knowledge, s: string): string | undefined {
  if (s.length < 5 || /[^a-z]/.test(s)) return undefined;
  const candidates = new Set<string>();
  for (const c of k.deletions.get(s) ?? []) candidates.add(c);
  for (let i = 0; i < s.length; i++) {
    const d = s.slice(0, i) + s.slice(i + 1);
    if (isKnownStem(k, d) || k.phrases.has(d)) candidates.add(d);
    for (const c of k.deletions.get(d) ?? []) candidates.add(c);
  }
  let best: string | undefined;
  let bestDf = -1;
  for (const c of [...candidates].sort()) {
    if (c[0] !== s[0] || editDistance(s, c, 1) > 1) continue;
    // A short word with one letter changed is too often another word ("react" / "reach").
    if (s.length < 7 && c.length === s.length && !isTransposition(s, c)) continue;
    const df = (k.postings.get(c)?.length ?? 0) / 2 + (k.phrases.has(c) ? 1000 : 0);
    if (df > bestDf) {
      best = c;
      bestDf = df;
    }
  }
  if (best) return best;
  // Word family: "detection" -> "detect", "optimisation" -> "optimis".
  if (s.length >= 6) {
    for (const suffix of FAMILY_SUFFIXES) {
      if (!s.endsWith(suffix) || s.length - suffix.length < 4) continue;
      const base = s.slice(0, -suffix.length);
      for (const c of [base, `${base}e`, stem(`${base}e`)]) if (isKnownStem(k, c)) return c;
    }
  }
  return undefined;
}

/** Derivational endings: a word with one of them belongs to the family of its base. */
const FAMILY_SUFFIXES = ['ations', 'ation', 'ions', 'ion', 'ments', 'ment', 'ness', 'ity', 'ically', 'ical', 'ally', 'ly', 'ive', 'ers', 'er', 'ors', 'or', 'able', 'al', 'ic'];

function isTransposition(a: string, b: string): boolean {
  const diff: number[] = [];
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) diff.push(i);
  return diff.length === 2 && diff[1] === diff[0]! + 1 && a[diff[0]!] === b[diff[1]!] && a[diff[1]!] === b[diff[0]!];
}

/** Words that name a thing in general English too: they count only in a technical question. */
const AMBIGUOUS = new Set(['go', 'r', 'c', 'd', 'next', 'express', 'native', 'swift', 'rust', 'ruby', 'dart', 'elm', 'julia', 'crystal', 'node', 'react', 'it', 'us', 'spark', 'signal', 'rag']);

function findMentions(k: Knowledge, words: Word[], cues: Set<Cue>): Mention[] {
  const technical = ['skillVerb', 'skillNoun', 'projectNoun', 'projectVerb', 'workNoun', 'compare', 'count', 'yesno', 'level', 'years', 'recent', 'featured'].some((c) => cues.has(c as Cue));
  const out: Mention[] = [];
  const n = words.length;
  let i = 0;
  while (i < n) {
    let best: { len: number; entities: Entity[]; weak: boolean; fuzzy: boolean } | undefined;
    for (const key of k.phrases.get(words[i]!.stem) ?? []) {
      const len = key.stems.length;
      if (i + len > n || (best && (len < best.len || (len === best.len && key.weak && !best.weak)))) continue;
      let ok = true;
      for (let j = 1; j < len; j++) if (words[i + j]!.stem !== key.stems[j]) ok = false;
      if (!ok) continue;
      if (len === 1 && AMBIGUOUS.has(words[i]!.raw) && !words[i]!.cap && !technical) continue;
      if (best && best.len === len && best.weak === key.weak) {
        if (!best.entities.includes(key.entity)) best.entities.push(key.entity);
      } else {
        best = { len, entities: [key.entity], weak: key.weak, fuzzy: words.slice(i, i + len).some((w) => w.fuzzy) };
      }
    }
    // Written together or apart: "type script", "githubactions": the longest run of up to three
    // words whose compact form names something (a run that is no form's prefix cannot grow into one).
    let run = '';
    let together: { len: number; all: PhraseKey[] } | undefined;
    for (let len = 1; len <= Math.min(3, n - i); len++) {
      run += compactFolded(words[i + len - 1]!.raw);
      if (!k.compactPrefixes.has(run)) break;
      const all = k.compacts.get(run);
      if (all?.length) together = { len, all };
    }
    if (together && !(best && best.len >= together.len) && !(together.len === 1 && AMBIGUOUS.has(words[i]!.raw) && !words[i]!.cap && !technical)) {
      const keys = together.all.some((key) => !key.weak) ? together.all.filter((key) => !key.weak) : together.all;
      best = { len: together.len, entities: [...new Set(keys.map((key) => key.entity))], weak: keys.every((key) => key.weak), fuzzy: false };
    }
    if (best) {
      out.push({ entities: best.entities, start: i, end: i + best.len, weak: best.weak, fuzzy: best.fuzzy });
      i += best.len;
    } else i++;
  }
  // Fuzzy names (Fuse.js) for words still unknown: two-edit typos of skills, categories and tags.
  const covered = new Set<number>();
  for (const m of out) for (let j = m.start; j < m.end; j++) covered.add(j);
  let budget = 3;
  words.forEach((w, idx) => {
    if (covered.has(idx) || budget <= 0 || w.raw.length < 5 || /[^a-z]/.test(w.raw) || isStopLike(k, w.raw) || isKnownStem(k, w.stem)) return;
    budget--;
    const entity = fuzzyName(k, w.raw);
    if (entity) {
      out.push({ entities: [entity], start: idx, end: idx + 1, weak: false, fuzzy: true });
      w.fuzzy = true;
    }
  });
  return out.sort((a, b) => a.start - b.start);
}

/** A skill, category or tag for a word with up to two typos (one below eight letters). */
function fuzzyName(k: Knowledge, raw: string): Entity | undefined {
  const max = raw.length >= 8 ? 2 : 1;
  const fuse = k.fuzzy.get(raw[0]!);
  if (!fuse) return undefined;
  for (const r of fuse.search(raw, { limit: 5 })) {
    const word = r.item;
    if (editDistance(raw, word, max) > max) continue;
    const entities = k.wordEntities.get(word);
    if (entities?.length) return entities[0];
  }
  return undefined;
}

function findYears(plain: string): Parsed['years'] {
  const between = /\bbetween ((?:19|20)\d\d) and ((?:19|20)\d\d)\b|\bfrom ((?:19|20)\d\d) (?:to|until|till) ((?:19|20)\d\d)\b/.exec(plain);
  if (between) {
    const a = between[1] ?? between[3]!;
    const b = between[2] ?? between[4]!;
    return { from: a < b ? a : b, to: a < b ? b : a };
  }
  const m = /\b(in|from|during|since|after|before|until|of)? ?((?:19|20)\d\d)\b/.exec(plain);
  if (!m) return undefined;
  const year = m[2]!;
  switch (m[1]) {
    case 'since':
      return { from: year };
    case 'after':
      return { from: String(Number(year) + 1) };
    case 'before':
      return { to: String(Number(year) - 1) };
    case 'until':
      return { to: year };
    default:
      return { from: year, to: year };
  }
}

/**
 * The projects a question names by title, id or repository name. A project is named when the
 * question covers most of its title's distinctive words, or a word only its title has.
 */
export function namedProjects(k: Knowledge, words: Word[], mentions: Mention[]): NamedProject[] {
  const considered = words.filter((w) => !FUNCTION_WORDS.has(w.raw) && !PERSON_WORDS.has(w.raw) && !CUE_WORDS.has(w.raw));
  const stems = new Set(considered.map((w) => w.stem));
  const exact = new Set(considered.filter((w) => !w.fuzzy).map((w) => w.stem));
  if (!stems.size) return [];
  const entityStems = new Set<string>();
  for (const m of mentions) for (let i = m.start; i < m.end; i++) entityStems.add(words[i]!.stem);
  // Per project and name (title, id, repository, acronym): the weight of the question's words in it.
  const hits = new Map<number, Map<number, { weight: number; matched: Set<string> }>>();
  for (const s of stems) {
    const list = k.namePostings.get(s);
    if (!list) continue;
    const weight = k.nameIdf.get(s)!;
    for (let j = 0; j < list.length; j += 2) {
      const byName = hits.get(list[j]!) ?? new Map();
      hits.set(list[j]!, byName);
      const h = byName.get(list[j + 1]!) ?? { weight: 0, matched: new Set<string>() };
      h.weight += weight;
      h.matched.add(s);
      byName.set(list[j + 1]!, h);
    }
  }
  const out: NamedProject[] = [];
  for (const [project, byName] of hits) {
    let best = 0;
    let matched = new Set<string>();
    for (const [name, h] of byName) {
      const score = h.weight / k.projects[project]!.nameWeights[name]!;
      if (score > best || (score === best && h.matched.size > matched.size)) {
        best = score;
        matched = h.matched;
      }
    }
    let unique = false;
    // One word only this project's names have, written as such (not a corrected typo).
    for (const s of matched) if ((k.titleDf.get(s) ?? 0) === 1 && !entityStems.has(s) && exact.has(s) && s.length >= 4) unique = true;
    const strong = (best >= 0.6 && matched.size >= 2) || (best >= 0.999 && !(matched.size === 1 && entityStems.has([...matched][0]!)));
    const medium = unique && best >= 0.25;
    if (strong || medium) out.push({ project, score: best + (strong ? 1 : 0), matched });
  }
  return out.sort((a, b) => b.score - a.score || a.project - b.project);
}

/** Topic words: not used by a mention, not a cue, not a function word, not the owner's name. */
export function topicWords(k: Knowledge, parsed: Parsed): Word[] {
  return parsed.words.filter((w) => !w.used && !isStopLike(k, w.raw));
}
