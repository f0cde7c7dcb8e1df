/**
 * Everything the engine needs per request, computed once at engine creation from the public
 * views (never from the records: private fields cannot reach this module) and the build-time
 * index: the profile and its bio sentences, the project index (./project-index.ts), the
 * entities and their phrase tables (./entity-phrases.ts) and the typo tables (./typo-tables.ts).
 */
import type { LocationNames } from './location-names.ts';
import type Fuse from 'fuse.js';
import type { Portfolio } from '../../portfolio.ts';
import type { ProjectDetail, PublicProfile } from '../../schema/public.ts';
import type { Urls } from '../../urls.ts';
import { careerView, projectDetail, publicProfile, publicServices, skillNames } from '../../views.ts';
import { contentPlaceCountries } from './place-countries.ts';
import { resolveLocation, type ResolvedLocation } from '../gazetteer.ts';
import { categoryLabels, checkIndexMatches, type AskIndexData } from '../index-data.ts';
import { sections, splitSentences } from '../text/markdown.ts';
import { eachWord, stem, stemmer, tokenize } from '../text/words.ts';
import { buildEntityPhrases, type Entity, type PhraseKey } from './entity-phrases.ts';
import { loadFactIndex, type FactIndex } from './fact-index.ts';
import { buildFacts, type Fact } from './facts.ts';
import { buildProjectIndex, type ProjectInfo } from './project-index.ts';
import { toSentence, type Sentence } from './sentences.ts';
import { buildDeletionTable, buildWordDeletionTable, buildWordEntities, loadFuzzySearchers } from './typo-tables.ts';

export interface Knowledge {
  urls: Urls;
  profile: PublicProfile | null;
  /** The owner's full name, first name, and the folded words of the name. */
  person: { full: string; first: string; words: Set<string> };
  location: ResolvedLocation;
  bio: Sentence[];
  /** The skill categories; `level`: the category's public level as a whole ("Advanced"), where the content gives one. */
  /** `label`: the display name skills.yaml gives the category, when it gives one (listings show it; `name` is the key). */
  categories: { name: string; skills: string[]; level?: string; label?: string }[];
  skillCount: number;
  projects: ProjectInfo[];
  entities: Entity[];
  /** First stem -> phrase keys starting with it, longest first. */
  phrases: Map<string, PhraseKey[]>;
  /** Compact form ("githubactions") -> keys. */
  compacts: Map<string, PhraseKey[]>;
  /** Every prefix of a compact form: words whose compact run is not one cannot grow into one. */
  compactPrefixes: Set<string>;
  /** Tag -> the indices of the projects that carry it, in portfolio order. */
  projectsByTag: Map<string, number[]>;
  /** Stem -> term id (the ids of ProjectInfo.termSequences). */
  termIds: Map<string, number>;
  /** Stem -> flat [project, field bits, ...]. */
  postings: Map<string, number[]>;
  /** Stems of the bio. */
  bioStems: Set<string>;
  /** Stem -> the word as the content first writes it (for naming corrected words). */
  surfaceForms: Map<string, string>;
  /** One-letter deletion -> stems (typo correction of words of five letters or more). */
  stemsByDeletion: Map<string, string[]>;
  /** A written word with one letter dropped -> its stem ("buildng" -> "build"). */
  stemsByWordDeletion: Map<string, string>;
  /** Stems of English words one edit from a content stem ("freez"): never corrected as typos (./real-words.ts, from the index). */
  realWords: ReadonlySet<string>;
  /** The names' words that are common English words too ("son", "base", "power"), from the index (./common-names.ts). */
  commonWords: ReadonlySet<string>;
  /** The WordNet compounds those words make, as stem pairs ("solar power" -> "solar pow"), from the index (./common-names.ts). */
  commonCompounds: ReadonlySet<string>;
  /** Other names of the profile's location and the places it lies in (WordNet, build time: "salonica"; ./location-names.ts). */
  locationNames: LocationNames;
  /** In how many titles/ids a stem occurs. */
  titleCounts: Map<string, number>;
  /** Weight of a stem in project names: log(1 + projects / titles with it). */
  nameWordWeights: Map<string, number>;
  /** Stem -> flat [project, name index, ...] (see ProjectInfo.names). */
  namePostings: Map<string, number[]>;
  /** First letter -> Fuse searcher over name words of that letter. */
  fuzzySearchers: Map<string, Fuse<string>>;
  /** Retrievable facts (bio sentences and any other source of ./facts.ts), with their references. */
  facts: Fact[];
  /** Folded word -> as the content writes it when that is not lowercase ("arkit" -> "ARKit", "android" -> "Android"). */
  casing: Map<string, string>;
  /** Stems that only facts contain (not a project, skill or tag): "Nordvolt" of an employer. */
  factOnlyStems: Set<string>;
  /** Name word -> the entities it stands for on its own (a one-word form, or a skill's distinctive word). */
  wordEntities: Map<string, Entity[]>;
  /** Every fact of every content file with its source, searched with BM25 (./fact-index.ts). */
  factIndex: FactIndex;
  /** Stems of the names of career, profile and service entries that no skill, tag, project text or bio has ("Sonora", "GXPN", "Mastodon"). */
  entryStems: Set<string>;
  /** The roles of the work history, as written ("Red Team Lead at Mosaic Security"), with the stems of each role, its place and dates. */
  roles: { text: string; stems: Set<string>; location?: string; start: string; end?: string }[];
  /** The places of the work history's locations ("braunschweig") with their country's key (./place-countries.ts). */
  placeCountries: Map<string, string>;
  /** Each organisation of the work history with the projects done there
 (its `projects` list, and the projects whose `entity` it is). */
  employers: { organisation: string; stems: string[]; projects: number[] }[];
  /** Every stem of the career, profile and service entries (names and texts). */

  entryTextStems: Set<string>;
  /** The stems of each career, profile and service entry's name ("Sonora Instruments" -> sonora, instrument). */
  entryNames: string[][];
}

export function createKnowledge(portfolio: Portfolio, urls: Urls, index: AskIndexData): Knowledge {
  checkIndexMatches(portfolio, index);
  const profile = portfolio.profile ? publicProfile(portfolio.profile) : null;
  const views = portfolio.projects.map((project) => projectDetail(project, urls));
  const skills = skillNames(portfolio.skills);
  const stemOf = stemmer();

  const projectIndex = buildProjectIndex(views, stemOf);
  const tags = [...new Set(views.flatMap((view) => view.tags))].sort();
  const { entities, phrases, compacts, compactPrefixes } = buildEntityPhrases(skills, tags, projectIndex, categoryLabels(portfolio));

  // Profile.
  const bio = profile ? splitSentences(plainBio(profile.bio)).map((sentence) => toSentence(sentence, stemOf)) : [];
  const bioStems = new Set(bio.flatMap((sentence) => [...sentence.stems]));
  const fullName = profile?.name ?? '';
  const first = fullName.split(/\s+/)[0] ?? '';
  // "Yoonseo" for "Yoon-seo": a hyphenated part of the name written joined is a word of the name too.
  const joined = fullName
    .split(/\s+/)
    .filter((part) => part.includes('-'))
    .map((part) =>
      tokenize(part)
        .map((token) => token.folded)
        .join(''),
    );
  const person = { full: fullName, first, words: new Set([...tokenize(fullName).map((token) => token.folded), ...joined]) };

  // Typo tables over every stem the engine can match.
  const knownStems = new Set<string>([...projectIndex.postings.keys(), ...bioStems]);
  for (const list of phrases.values()) for (const key of list) for (const wordStem of key.stems) knownStems.add(wordStem);

  const facts = buildFacts({ profile, urls, career: careerView(portfolio), services: publicServices(portfolio) });
  const phraseStems = new Set<string>();
  for (const list of phrases.values()) for (const key of list) for (const wordStem of key.stems) phraseStems.add(wordStem);
  const factOnlyStems = new Set<string>();
  for (const fact of facts)
    for (const wordStem of fact.stems) if (!projectIndex.postings.has(wordStem) && !phraseStems.has(wordStem)) factOnlyStems.add(wordStem);

  return {
    urls,
    profile,
    facts,
    casing: contentCasing(skills, views),
    factOnlyStems,
    person,
    location: profile?.location ? resolveLocation(profile.location) : {},
    bio,
    categories: Object.entries(skills).map(([name, list]) => {
      const written = portfolio.skills.find((category) => category.category === name);
      return { name, skills: list, ...(written?.level ? { level: written.level } : {}), ...(written?.label ? { label: written.label } : {}) };
    }),
    skillCount: Object.values(skills).reduce((total, categorySkills) => total + categorySkills.length, 0),
    projects: projectIndex.projects,
    entities,
    phrases,
    compacts,
    compactPrefixes,
    projectsByTag: projectIndex.projectsByTag,
    termIds: projectIndex.termIds,
    postings: projectIndex.postings,
    bioStems,
    surfaceForms: projectIndex.surfaceForms,
    stemsByDeletion: buildDeletionTable(knownStems),
    stemsByWordDeletion: buildWordDeletionTable(contentWords(profile, views), stemOf),
    realWords: new Set(index.realWords ?? []),
    commonWords: new Set(index.common?.words ?? []),
    commonCompounds: new Set(
      (index.common?.compounds ?? []).map((compound) =>
        tokenize(compound)
          .map((token) => token.stem)
          .join(' '),
      ),
    ),
    locationNames: index.locationNames ?? {},
    titleCounts: projectIndex.titleCounts,
    nameWordWeights: projectIndex.nameWordWeights,
    namePostings: projectIndex.namePostings,
    fuzzySearchers: loadFuzzySearchers(index),
    wordEntities: buildWordEntities(index, entities),
    factIndex: loadFactIndex(index.facts),
    entryStems: entryStems(index, (wordStem) => projectIndex.postings.has(wordStem) || phraseStems.has(wordStem) || bioStems.has(wordStem)),
    entryNames: entryNames(index),
    entryTextStems: entryTextStems(index),
    employers: employersOf(careerView(portfolio), projectIndex.projects),
    placeCountries: contentPlaceCountries([profile?.location, ...careerView(portfolio).experience.map((position) => position.location)]),
    roles: careerView(portfolio).experience.map((position) => ({
      text: `${position.role} at ${position.organisation}`,
      stems: new Set(tokenize(position.role).map((token) => token.stem)),
      ...(position.location ? { location: position.location } : {}),
      start: position.start,
      ...(position.end ? { end: position.end } : {}),
    })),
  };
}

/** The stems of the entries' names and texts (career, profile links, services) that the projects and skills do not use. */
function entryStems(index: AskIndexData, used: (wordStem: string) => boolean): Set<string> {
  const stems = new Set<string>();
  for (const stored of Object.values(index.facts.storedFields) as { kind: string; keys: string }[]) {
    if (stored.kind === 'project' || stored.kind === 'bio' || stored.kind === 'availability') continue;
    eachWord(stored.keys, (word) => {
      const wordStem = stem(word);
      if (!used(wordStem) && /[a-z]/.test(wordStem)) stems.add(wordStem);
    });
  }
  return stems;
}

/** The organisations of the work history and, for each, the indices of its projects in portfolio order. */
function employersOf(career: ReturnType<typeof careerView>, projects: readonly ProjectInfo[]): Knowledge['employers'] {
  const byId = new Map(projects.map((info) => [info.view.id, info.index]));
  const employers = new Map<string, Set<number>>();
  for (const position of career.experience) {
    const set = employers.get(position.organisation) ?? new Set<number>();
    for (const id of (position as { projects?: string[] }).projects ?? []) if (byId.has(id)) set.add(byId.get(id)!);
    employers.set(position.organisation, set);
  }
  for (const info of projects) {
    const entity = (info.view as { entity?: string }).entity;
    if (entity && employers.has(entity)) employers.get(entity)!.add(info.index);
  }
  return [...employers].map(([organisation, set]) => ({
    organisation,
    stems: tokenize(organisation).map((token) => token.stem),
    projects: [...set].sort((a, b) => a - b),
  }));
}

/** Every stem of the entries that are not sentences of a project. */
function entryTextStems(index: AskIndexData): Set<string> {
  const stems = new Set<string>();
  for (const stored of Object.values(index.facts.storedFields) as { kind: string; keys: string; text: string }[])
    if (stored.kind !== 'project') eachWord(`${stored.keys} ${stored.text}`, (word) => stems.add(stem(word)));
  return stems;
}

/** The stems of the names of the entries that are not sentences of a project or of the bio. */
function entryNames(index: AskIndexData): string[][] {
  const names = new Map<string, string[]>();
  for (const stored of Object.values(index.facts.storedFields) as { kind: string; keys: string }[]) {
    if (stored.kind === 'project' || stored.kind === 'bio' || stored.kind === 'availability') continue;
    for (const name of stored.keys.split('; '))
      if (!names.has(name))
        names.set(
          name,
          tokenize(name).map((token) => token.stem),
        );
  }
  return [...names.values()].filter((stems) => stems.length);
}

/** Every written word of the bio and of the projects' titles, tags, descriptions and write-ups. */
function contentWords(profile: PublicProfile | null, views: readonly ProjectDetail[]): Set<string> {
  const words = new Set<string>();
  const add = (word: string) => words.add(word);
  if (profile) eachWord(profile.bio, add);
  for (const view of views) for (const text of [view.title, view.description, view.writeup, ...view.tags]) eachWord(text, add);
  return words;
}

/** The bio as one paragraph of plain text (headings dropped). */
function plainBio(markdown: string): string {
  return sections(markdown)
    .flatMap((section) => section.sentences)
    .join(' ');
}

/**
 * How the content writes its names: every word of a skill name, and the words of titles and
 * descriptions with a capital after their first letter ("ARKit", "iOS", "MQTT") or, in a
 * description, a capital inside a sentence ("Android"). Sentence-initial and title-case words are
 * left out: "Motor" of a title is not how "motor" is written in running text.
 */
function contentCasing(skills: Record<string, string[]>, views: { title: string; description: string }[]): Map<string, string> {
  const casing = new Map<string, string>();
  const note = (word: string) => {
    const folded = word.toLowerCase();
    if (word !== folded && !casing.has(folded)) casing.set(folded, word);
  };
  for (const names of Object.values(skills)) for (const name of names) for (const word of name.split(/[\s/()]+/)) if (word) note(word);
  for (const view of views) {
    for (const word of view.title.split(/[\s:,()]+/)) if (/[A-Z]/.test(word.slice(1))) note(word);
    for (const sentence of view.description.split(/[.!?]\s+/)) {
      sentence
        .split(/[\s,;:()]+/)
        .slice(1)
        .forEach((word) => {
          if (/^[A-Za-z][A-Za-z0-9+#.-]*$/.test(word) && /[A-Z]/.test(word)) note(word.replace(/\.$/, ''));
        });
    }
  }
  return casing;
}

/** A label with each word written as the content writes it ("android" -> "Android"). */
export function contentCase(knowledge: Knowledge, label: string): string {
  return label.replace(/[a-z0-9][a-z0-9+#.-]*/g, (word) => knowledge.casing.get(word) ?? word);
}

/** Whether a stem occurs in the portfolio's text (projects or bio). */
export function isKnownStem(knowledge: Knowledge, wordStem: string): boolean {
  return knowledge.postings.has(wordStem) || knowledge.bioStems.has(wordStem);
}
