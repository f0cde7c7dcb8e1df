/**
 * The entities of a portfolio (skills, categories, concepts and tags, see ../entities.ts) as the
 * engine recognises them in a question: the stem phrases of their forms, indexed by first stem
 * and by compact form ("githubactions"), and the projects that mention each skill and tag.
 */
import type { SkillNames } from '../../schema/public.ts';
import { entitySources, type EntityKind } from '../entities.ts';
import { CATEGORY_CONCEPTS, type CategoryConcept } from '../lexicon.ts';
import { compact, stem, tokenize } from '../text/words.ts';
import { phraseHits, type Hit, type ProjectIndex } from './project-index.ts';

export interface Entity {
  kind: EntityKind;
  name: string;
  /** For a skill: its category. */
  category?: string;
  /** For a category or a concept: the common category it stands for. */
  concept?: CategoryConcept;
  /** Stem phrases of its full forms. */
  phrases: string[][];
  /** Projects that mention it, best level first (3: title/tags/id, 2: description, 1: write-up). */
  hits: Hit[];
}

/** One way of writing an entity, as stems; a weak key is a single word of a longer name. */
export interface PhraseKey {
  stems: string[];
  entity: Entity;
  weak: boolean;
  /** For a weak key: the name's word as written, folded ("base" of "Visa Base I"). */
  word?: string;
}

export interface EntityPhrases {
  entities: Entity[];
  /** First stem -> phrase keys starting with it, longest first. */
  phrases: Map<string, PhraseKey[]>;
  /** Compact form ("githubactions") -> keys. */
  compacts: Map<string, PhraseKey[]>;
  /** Every prefix of a compact form: words whose compact run is not one cannot grow into one. */
  compactPrefixes: Set<string>;
}

export function buildEntityPhrases(
  skills: SkillNames,
  tags: readonly string[],
  projectIndex: Pick<ProjectIndex, 'projects' | 'termIds' | 'postings'>,
  labels: Readonly<Record<string, string>> = {},
): EntityPhrases {
  const sources = entitySources(skills, tags, labels);
  const entities: Entity[] = sources.map((source) => ({
    kind: source.kind,
    name: source.name,
    ...(source.category ? { category: source.category } : {}),
    ...(source.concept ? { concept: CATEGORY_CONCEPTS.find((concept) => concept.id === source.concept)! } : {}),
    phrases: uniquePhrases(source.forms),
    hits: [],
  }));
  const phrases = new Map<string, PhraseKey[]>();
  const compacts = new Map<string, PhraseKey[]>();
  const addPhraseKey = (key: PhraseKey, form: string) => {
    if (!key.stems.length) return;
    const list = phrases.get(key.stems[0]!) ?? [];
    list.push(key);
    phrases.set(key.stems[0]!, list);
    const compactForm = compact(form);
    if (compactForm.length >= 4) compacts.set(compactForm, [...(compacts.get(compactForm) ?? []), key]);
  };
  entities.forEach((entity, entityIndex) => {
    for (const form of sources[entityIndex]!.forms) addPhraseKey({ stems: tokenize(form).map((token) => token.stem), entity, weak: false }, form);
    for (const form of sources[entityIndex]!.weakForms) addPhraseKey({ stems: [stem(form)], entity, weak: true, word: form }, form);
  });
  for (const list of phrases.values()) list.sort((a, b) => b.stems.length - a.stems.length || Number(a.weak) - Number(b.weak));
  const compactPrefixes = new Set<string>();
  for (const compactForm of compacts.keys()) for (let i = 1; i <= compactForm.length; i++) compactPrefixes.add(compactForm.slice(0, i));
  for (const entity of entities) if (entity.kind === 'skill' || entity.kind === 'tag') entity.hits = phraseHits(projectIndex, entity.phrases);
  return { entities, phrases, compacts, compactPrefixes };
}

/** The distinct stem phrases of a list of forms. */
function uniquePhrases(forms: string[]): string[][] {
  const seen = new Set<string>();
  const phrases: string[][] = [];
  for (const form of forms) {
    const stems = tokenize(form).map((token) => token.stem);
    const key = stems.join(' ');
    if (stems.length && !seen.has(key)) {
      seen.add(key);
      phrases.push(stems);
    }
  }
  return phrases;
}
