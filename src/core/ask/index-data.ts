/**
 * The build-time part of the engine: every form of every skill, category and tag name, Fuse.js indexes of their words
 * for typos, one per first letter, and the MiniSearch fact index of every sentence and field
 * (./knowledge/fact-index.ts). Built once by the build from the public views, stored as JSON next to the server's
 * content snapshot, loaded once per process with `Fuse.parseIndex`; `checkIndexMatches` refuses, at engine creation, an
 * index built from other content.
 *
 * Why per letter, and why Fuse is not used for the projects' text: Fuse scans its collection linearly (about 1 µs per
 * string per search, measured), so one index over all names costs a millisecond per typo, and one over write-ups tens
 * of milliseconds at 1,000 projects. Typos are corrected only towards words with the same first letter, so each search
 * scans a few dozen words; the projects' text is matched through the engine's own inverted index
 * (./knowledge/project-index.ts), built at engine creation.
 */
import Fuse from 'fuse.js';
import type { AsPlainObject } from 'minisearch';
import type { Portfolio } from '../portfolio.ts';
import { careerView, projectDetail, projectSummary, publicProfile, skillNames } from '../views.ts';
import { createUrls } from '../urls.ts';
import { entitySources, type EntityKind } from './entities.ts';
import { buildFactIndex, factDocuments } from './knowledge/fact-index.ts';
import { kindsOf } from './knowledge/wordnet.ts';
import { demonymsOf } from './knowledge/demonyms.ts';
import { limitKindsOf, type LimitToken } from './knowledge/limit-kinds.ts';
import { limitReachOf } from './knowledge/limit-reach.ts';
import { relatedOf } from './knowledge/limit-relations.ts';
import { broaderOf, derivedOf, objectsOf } from './knowledge/broader.ts';
import { synonymsOf } from './knowledge/synonyms.ts';
import { credentialNames, credentialWords } from './knowledge/credential-words.ts';
import { ordinaryWords } from './knowledge/ordinary-words.ts';
import { type CommonNames, commonNamesOf } from './knowledge/common-names.ts';
import { type LocationNames, locationNamesOf } from './knowledge/location-names.ts';
import { type PastimeVerb, pastimeVerbsOf } from './knowledge/pastime-verbs.ts';
import { pastimeThingsOf } from './knowledge/pastime-things.ts';
import { pastimeGlossKindsOf } from './knowledge/pastime-glosses.ts';
import { bridgesOf, flatTable } from './knowledge/bridges.ts';
import { realWordsNear } from './knowledge/real-words.ts';
import { FUNCTION_WORDS } from './lexicon.ts';
import boundaryWords from './tables/boundary-words.json' with { type: 'json' };
import { splitSentences } from './text/markdown.ts';
import { stem, tokenize } from './text/words.ts';
import { type LemmaForms, lemmaFormsIndex } from './knowledge/lemma-forms.ts';
import { ownTexts } from './knowledge/own-texts.ts';

export const ASK_INDEX_FORMAT = 'ask-index/8';

export interface AskNameEntry {
  /** A folded surface form, for example "postgres". */
  text: string;
  kind: EntityKind;
  /** The entity: skill name, category, concept id or tag. */
  ref: string;
}

/** A Fuse.js index of name words with one first letter. */
export interface AskFuzzyGroup {
  /** The words, in index order. */
  words: string[];
  /** `Fuse.createIndex([], words).toJSON()`. */
  index: { keys: unknown[]; records: unknown[] };
}

/** JSON-serialisable: what `buildAskIndex` writes and `createAskEngine` reads. */
export interface AskIndexData {
  format: typeof ASK_INDEX_FORMAT;
  /** Project ids in portfolio order: an index built from other content is refused. */
  projects: string[];
  /** Every form of every skill, category and tag. */
  names: AskNameEntry[];
  /**
   * Fuzzy indexes of the words of those names (four letters or more), one per first letter: a
   * typo is looked up only among words with its first letter, so a search scans a few dozen
   * words whatever the size of the portfolio.
   */
  fuzzy: Record<string, AskFuzzyGroup>;
  /** The MiniSearch index of every fact with its source (./knowledge/fact-index.ts). */
  facts: AsPlainObject;
  /**
   * Stem of a word of the bio's stated limits ("gambling") -> its kinds from WordNet ("casino",
   * "betting"), read at build time (./knowledge/wordnet.ts) so that the server never reads WordNet.
   */
  kinds: Record<string, string[]>;
  /**
   * Stem of a word no project writes -> the stems of the projects' words it is a WordNet synonym of
   * ("predict" -> "forecast"), read at build time (./knowledge/synonyms.ts); absent in an older index.
   */
  synonyms?: Record<string, string[]>;
  /**
   * Stem of a word of the bio's stated limits ("naval") -> the stems of its words of one meaning
   * from WordNet ("navy"), read at build time (./knowledge/limit-relations.ts); absent in an older index.
   */
  related?: Record<string, string[]>;
  /** The words that reach a word of the stated limits through WordNet, one line per word (./knowledge/limit-reach.ts); absent in an older index. */
  reach?: string;
  /**
   * Stem of an everyday word -> the stems of the projects' words it may describe ("jacket" ->
   * "garment"; "~pric" for "cheap", a bridge by a definition only): WordNet's relations and
   * definitions, read at build time (./knowledge/bridges.ts); one line per word, the word's stem then
   * the stems it reaches, separated by spaces; only for words no project writes; absent in an older index.
   */
  bridges?: string;
  /** Folded name of a spoken language or interest -> its broader words from WordNet ("mandarin" -> "chinese"; "rowing" -> "sport"), read at build time (./knowledge/broader.ts); absent in an older index. */
  broader?: Record<string, string[]>;
  /** Folded name of an interest -> the words of the same pastime by derivation ("bicycles" -> "cycling", "cyclist"); absent in an older index. */
  derived?: Record<string, string[]>;
  /** Folded name of an interest -> [what its WordNet definition says it is done with, ...that noun's kinds] ("beekeeping" -> "bee", "insect", "animal"); absent in an older index. */
  objects?: Record<string, string[]>;
  /** One-word names of skills, categories and tags that WordNet knows as common English words ("load", "tools"), sorted (./knowledge/ordinary-words.ts); absent in an older index. */
  ordinary?: string[];
  /** The names' words that are common English words too, and the WordNet compounds they make ("solar power") (./knowledge/common-names.ts); absent in an older index. */
  common?: CommonNames;
  /** Folded name of an interest -> the words it answers to by its verb ("baking" -> "cook": to bake is to cook) from WordNet and the bio (./knowledge/pastime-verbs.ts); absent in an older index. */
  pastimeVerbs?: Record<string, PastimeVerb[]>;
  /** Folded name of an interest -> per thing its name or keywords name, [the thing as written, its other names and kinds …] ("Cello" -> "musical instrument") from WordNet (./knowledge/pastime-things.ts); absent in an older index. */
  pastimeThings?: Record<string, string[][]>;
  /** Folded name of an interest -> the two-word kinds it is by WordNet's definitions ("dragon boat racing" -> "water sport": a boat travels on water) (./knowledge/pastime-glosses.ts); absent in an older index. */
  pastimeKinds?: Record<string, string[]>;
  /** Stem of a word for a certificate or volunteer role ("drone") -> the stems of its name's words ("pilot", "remote"), one line per word (./knowledge/credential-words.ts); absent in an older index. */
  credentials?: string;
  /** The words of nationality (folded: "german", "finn", "new zealander") from WordNet and the gazetteer (./knowledge/demonyms.ts); absent in an older index. */
  demonyms?: string[];
  /** Stems of English words (WordNet) one edit from a stem of the content and not written by it ("freez" near "free"): not typos (./knowledge/real-words.ts); absent in an older index. */
  realWords?: string[];
  /** Folded other name of the profile's location or of a place it lies in -> how, and the part it names (./knowledge/location-names.ts); absent in an older index. */
  locationNames?: LocationNames;
  /** Stem of a lemma or derived form ("busy", "travel") -> the stems of the owner's texts' words it is a form of ("busiest", "traveller"), and the days WordNet dates ("christmas" -> 12): WordNet, build time (./knowledge/lemma-forms.ts); absent in an older index. */
  lemmaForms?: LemmaForms;
}

/** Fuse options of the searcher (typos of one word against words of the same first letter). */
export const FUSE_OPTIONS = {
  threshold: 0.34,
  ignoreLocation: true,
  includeScore: true,
  ignoreDiacritics: true,
  minMatchCharLength: 3,
  isCaseSensitive: false,
} as const;

// Only names are indexed: the URLs in the views are not used, so any origin will do.
const INDEX_URLS = createUrls('http://localhost');

/** The names of a portfolio, from its public views. */
function nameEntries(portfolio: Portfolio): AskNameEntry[] {
  const tags = [...new Set(portfolio.projects.flatMap((project) => projectSummary(project, INDEX_URLS).tags))].sort();
  const entries: AskNameEntry[] = [];
  const seen = new Set<string>();
  for (const source of entitySources(skillNames(portfolio.skills), tags, categoryLabels(portfolio))) {
    for (const text of source.forms) {
      const key = `${source.kind}\u0000${source.name}\u0000${text}`;
      if (seen.has(key)) continue;
      seen.add(key);
      entries.push({ text, kind: source.kind, ref: source.name });
    }
  }
  return entries;
}

/** The labels the content gives its skill categories, where it gives one ("Signal processing" for `dsp`). */
export function categoryLabels(portfolio: Portfolio): Record<string, string> {
  return Object.fromEntries(portfolio.skills.filter((category) => category.label).map((category) => [category.category, category.label!]));
}

/** The stems of every text of the projects, of the bio and of the names: what a typo may be corrected to. */
function contentStems(portfolio: Portfolio, names: readonly AskNameEntry[]): Set<string> {
  const stems = new Set<string>();
  const add = (text: string) => {
    for (const token of tokenize(text)) stems.add(token.stem);
  };
  for (const project of portfolio.projects) {
    const view = projectDetail(project, INDEX_URLS);
    for (const text of [view.title, view.description, view.writeup, ...view.tags]) add(text);
  }
  if (portfolio.profile) add(publicProfile(portfolio.profile).bio);
  for (const entry of names) add(entry.text);
  return stems;
}

/** The words of names that typos are corrected to, by first letter. */
function fuzzyWords(names: readonly AskNameEntry[]): Map<string, string[]> {
  const groups = new Map<string, Set<string>>();
  for (const entry of names) {
    for (const word of entry.text.split(' ')) {
      if (word.length < 4 || !/^[a-z]+$/.test(word)) continue;
      const set = groups.get(word[0]!) ?? new Set<string>();
      set.add(word);
      groups.set(word[0]!, set);
    }
  }
  return new Map([...groups].sort(([a], [b]) => a.localeCompare(b)).map(([letter, set]) => [letter, [...set].sort()]));
}

/** Build time: the index of a portfolio. */
export function buildAskIndex(portfolio: Portfolio): AskIndexData {
  const names = nameEntries(portfolio);
  const broader = listBroader(portfolio);
  const interests = careerView(portfolio).interests;
  const interestNames = interests.map((interest) => interest.name);
  const fuzzy: Record<string, AskFuzzyGroup> = {};
  for (const [letter, words] of fuzzyWords(names)) {
    fuzzy[letter] = { words, index: JSON.parse(JSON.stringify(Fuse.createIndex<string>([], words).toJSON())) };
  }
  return {
    format: ASK_INDEX_FORMAT,
    projects: portfolio.projects.map((project) => project.id),
    names,
    fuzzy,
    facts: buildFactIndex(portfolio),
    kinds: limitKinds(portfolio),
    related: limitRelated(portfolio),
    reach: limitReachOf(limitWords(portfolio), stem, limitKindsOf(limitTokens(portfolio), stem)),
    synonyms: projectSynonyms(portfolio),
    bridges: projectBridges(portfolio),
    broader,
    derived: derivedOf(interestNames),
    objects: objectsOf(interestNames),
    pastimeVerbs: pastimeVerbsOf(interestNames, portfolio.profile ? publicProfile(portfolio.profile).bio : ''),
    pastimeThings: pastimeThingsOf(interests),
    pastimeKinds: pastimeGlossKindsOf(interests, broader),
    ordinary: ordinaryWords(names.filter((entry) => entry.kind !== 'concept').map((entry) => entry.ref)),
    common: commonNamesOf(names.map((entry) => entry.text)),
    realWords: realWordsNear(contentStems(portfolio, names), stem),
    lemmaForms: lemmaFormsIndex(
      ownTexts(portfolio, INDEX_URLS).flatMap((own) => [own.text, own.context ?? '']),
      (text) => tokenize(text),
    ),
    locationNames: locationNamesOf(portfolio.profile ? (publicProfile(portfolio.profile).location ?? '') : ''),
    credentials: credentialWords(
      credentialNames(portfolio),
      (text) => tokenize(text),
      (folded) => FUNCTION_WORDS.has(folded),
    ),
    demonyms: demonymsOf(),
  };
}

/**
 * The words of the projects' titles, descriptions and tags (folded word -> its stem; three letters
 * or more, not a function word), and the stems every text of the projects writes, write-ups included.
 */
function projectWords(portfolio: Portfolio): { words: Map<string, string>; written: Set<string> } {
  const words = new Map<string, string>();
  const written = new Set<string>();
  for (const project of portfolio.projects) {
    const view = projectDetail(project, INDEX_URLS);
    for (const token of tokenize(`${view.title} ${view.description} ${view.tags.join(' ').replace(/-/g, ' ')}`)) {
      written.add(token.stem);
      if (token.folded.length >= 3 && /^[a-z]+$/.test(token.folded) && !FUNCTION_WORDS.has(token.folded)) words.set(token.folded, token.stem);
    }
    for (const token of tokenize(view.writeup)) written.add(token.stem);
  }
  return { words, written };
}

/**
 * The WordNet synonyms of the words of the projects' titles, descriptions and tags, inverted: the
 * stem of a synonym that no project writes -> the stems of the projects' words it stands for.
 */
function projectSynonyms(portfolio: Portfolio): Record<string, string[]> {
  const { words, written } = projectWords(portfolio);
  const inverted = new Map<string, Set<string>>();
  for (const [word, synonyms] of Object.entries(synonymsOf(words.keys()))) {
    const target = words.get(word)!;
    for (const synonym of synonyms) {
      const [token] = tokenize(synonym);
      if (!token || written.has(token.stem) || FUNCTION_WORDS.has(token.folded)) continue;
      const set = inverted.get(token.stem) ?? new Set<string>();
      set.add(target);
      inverted.set(token.stem, set);
    }
  }
  return Object.fromEntries([...inverted].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([key, set]) => [key, [...set].sort()]));
}

/**
 * The WordNet bridges to the words of the projects' titles, descriptions and tags, inverted: the
 * stem of an everyday word -> the stems of the projects' words it may describe (./knowledge/bridges.ts).
 */
function projectBridges(portfolio: Portfolio): string {
  // Only a word no project writes is read through a bridge (../answers/problems.ts): the others are not stored.
  const { words, written } = projectWords(portfolio);
  const inverted = new Map<string, Set<string>>();
  for (const [word, bridges] of Object.entries(bridgesOf(words.keys(), stem))) {
    const target = words.get(word)!;
    // A bridge by a definition only is marked "~" (weaker evidence than a relation).
    for (const [list, mark] of [
      [bridges.related, ''],
      [bridges.defined, '~'],
    ] as const) {
      for (const bridge of list) {
        const [token] = tokenize(bridge);
        if (!token || written.has(token.stem) || FUNCTION_WORDS.has(token.folded)) continue;
        const set = inverted.get(token.stem) ?? new Set<string>();
        if (!set.has(target)) set.add(`${mark}${target}`);
        inverted.set(token.stem, set);
      }
    }
  }
  // One line per word ("stem target target …"), in one string: the server holds one flat string, not thousands of keys,
  // and an engine reads it into a map at its first need (./knowledge/bridge-table.ts).
  return flatTable(inverted);
}

/** The broader words of the spoken languages and the interests, the career's complete lists of kinds. */
function listBroader(portfolio: Portfolio): Record<string, string[]> {
  const career = careerView(portfolio);
  return broaderOf([
    { kind: 'language', items: career.languages.map((language) => language.language) },
    {
      kind: 'act',
      items: career.interests.map((interest) => interest.name),
      hints: Object.fromEntries(career.interests.map((interest) => [interest.name, interest.keywords ?? []])),
    },
  ]);
}

const NEGATIONS: ReadonlySet<string> = new Set(boundaryWords.negations);
const LIMIT_VERBS: ReadonlySet<string> = new Set([...boundaryWords.verbs, ...boundaryWords.requests]);

/** The words of the bio's sentences with a negation (the stated limits): folded word -> stem. */
/** The words of the bio's sentences with a negation, in order, content words marked (as `limitWords` takes them). */
function limitTokens(portfolio: Portfolio): LimitToken[][] {
  const bio = portfolio.profile ? publicProfile(portfolio.profile).bio : '';
  return splitSentences(bio)
    .map((sentence) => tokenize(sentence))
    .filter((tokens) => tokens.some((token) => NEGATIONS.has(token.folded)))
    .map((tokens) =>
      tokens.map((token) => ({
        folded: token.folded,
        stem: token.stem,
        content: token.folded.length >= 3 && /^[a-z-]+$/.test(token.folded) && !FUNCTION_WORDS.has(token.folded) && !LIMIT_VERBS.has(token.folded),
      })),
    );
}

function limitWords(portfolio: Portfolio): Map<string, string> {
  const bio = portfolio.profile ? publicProfile(portfolio.profile).bio : '';
  const words = new Map<string, string>();
  for (const sentence of splitSentences(bio)) {
    const tokens = tokenize(sentence);
    if (!tokens.some((token) => NEGATIONS.has(token.folded))) continue;
    for (const token of tokens)
      if (token.folded.length >= 3 && /^[a-z-]+$/.test(token.folded) && !FUNCTION_WORDS.has(token.folded) && !LIMIT_VERBS.has(token.folded))
        words.set(token.folded, token.stem);
  }
  return words;
}

/** The words of one meaning as the stated limits' words, by stem, as stems ("naval" -> "navy"). */
function limitRelated(portfolio: Portfolio): Record<string, string[]> {
  const words = limitWords(portfolio);
  const related: Record<string, Set<string>> = {};
  for (const [word, list] of Object.entries(relatedOf(words.keys()))) {
    const wordStem = words.get(word)!;
    const set = (related[wordStem] ??= new Set());
    for (const other of list) {
      const [token] = tokenize(other);
      if (token && token.stem !== wordStem && !FUNCTION_WORDS.has(token.folded)) set.add(token.stem);
    }
  }
  return Object.fromEntries(
    Object.entries(related)
      .filter(([, set]) => set.size)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, set]) => [key, [...set].sort()]),
  );
}

/** The kinds of the words of the bio's sentences with a negation (the stated limits), by stem. */
function limitKinds(portfolio: Portfolio): Record<string, string[]> {
  const words = limitWords(portfolio);
  const kinds: Record<string, string[]> = {};
  for (const [word, kindList] of Object.entries(kindsOf(words.keys()))) {
    const wordStem = words.get(word)!;
    kinds[wordStem] = [...new Set([...(kinds[wordStem] ?? []), ...kindList])].sort();
  }
  return kinds;
}

/** Engine creation: refuses an index built from other content or by another engine version. */
export function checkIndexMatches(portfolio: Portfolio, index: AskIndexData): void {
  const ids = portfolio.projects.map((project) => project.id);
  const fresh = nameEntries(portfolio);
  const same =
    index?.format === ASK_INDEX_FORMAT &&
    index.projects.length === ids.length &&
    index.projects.every((id, i) => id === ids[i]) &&
    index.names.length === fresh.length &&
    index.names.every((entry, i) => entry.text === fresh[i]!.text && entry.kind === fresh[i]!.kind && entry.ref === fresh[i]!.ref) &&
    [...fuzzyWords(fresh)].every(([letter, words]) => index.fuzzy[letter]?.words.join(' ') === words.join(' ')) &&
    sameFacts(portfolio, index.facts);
  if (!same) throw new Error('The ask index was built from other content (or another engine version): rebuild it with buildAskIndex.');
}

/** Whether a serialised fact index holds the facts of this portfolio (their number and texts). */
function sameFacts(portfolio: Portfolio, facts: AsPlainObject | undefined): boolean {
  const fresh = factDocuments(portfolio);
  const stored = facts?.storedFields as Record<string, { text?: string }> | undefined;
  return facts?.documentCount === fresh.length && fresh.every((document) => stored?.[String(document.id)]?.text === document.text);
}
