/**
 * General knowledge of the answering engine, loaded from ./tables: English function words and
 * other word classes, chat shorthands, injection phrases, technology synonyms and common skill
 * categories, as the sets and maps the engine looks words up in. Nothing here names a
 * particular portfolio: the engine must answer any content directory, and the second
 * evaluation set proves it.
 */
import datasetAliases from './tables/dataset-aliases.json' with { type: 'json' };
import categoryConcepts from './tables/skill-category-concepts.json' with { type: 'json' };
import chatShorthands from './tables/chat-shorthands.json' with { type: 'json' };
import frameWords from './tables/frame-words.json' with { type: 'json' };
import functionWords from './tables/function-words.json' with { type: 'json' };
import genericNouns from './tables/generic-nouns.json' with { type: 'json' };
import injectionPatterns from './tables/injection-patterns.json' with { type: 'json' };
import levelWords from './tables/level-words.json' with { type: 'json' };
import modifierWords from './tables/modifier-words.json' with { type: 'json' };
import personWords from './tables/person-words.json' with { type: 'json' };
import roleNouns from './tables/role-nouns.json' with { type: 'json' };
import technologyAliases from './tables/technology-aliases.json' with { type: 'json' };
import vendorPrefixes from './tables/vendor-prefixes.json' with { type: 'json' };
import { releaseCompiledCode } from './text/patterns.ts';

/** Words that carry no topic: never searched for, never a reason to say "not found". */
export const FUNCTION_WORDS: ReadonlySet<string> = new Set(functionWords);

/**
 * Words that shape a question about projects or skills but are not its topic ("which projects
 * did she build using ..."). Compared on the folded word and on its stem.
 */
export const FRAME_WORDS: ReadonlySet<string> = new Set(frameWords);

/**
 * Adjectives and verbs that qualify a topic without naming it ("projects about reducing costs"):
 * dropped from the topic, so that the noun decides.
 */
export const MODIFIER_WORDS: ReadonlySet<string> = new Set(modifierWords);

/**
 * Nouns so general that, next to a real topic, they do not narrow it: "etl pipelines" are the
 * ETL projects. Alone ("pipelines"), they are a topic.
 */
export const GENERIC_NOUNS: ReadonlySet<string> = new Set(genericNouns);

/** Nouns of job titles: "is she a data scientist?" is answered with the role. */
export const ROLE_NOUNS: ReadonlySet<string> = new Set(roleNouns);

/** Chat spellings, read as the words they stand for ("u" -> "you"). */
export const SHORTHANDS: ReadonlyMap<string, string> = new Map(Object.entries(chatShorthands));

/** Auxiliaries that follow a noun or start a question about it ("how many engineers does …", "who certified …"): general English. */
export const NOUN_AUXILIARIES: ReadonlySet<string> = new Set(['does', 'do', 'did', 'is', 'are', 'was', 'were', 'has', 'have', 'had', 'will', 'can']);

/** The pronouns a question uses for the owner after an auxiliary ("does she …", "would you …"). */
export const OWNER_SUBJECTS: ReadonlySet<string> = new Set(['she', 'he', 'they', 'you']);

/** Pronouns and nouns that refer to the portfolio's owner. The owner's name is added per portfolio. */
export const PERSON_WORDS: ReadonlySet<string> = new Set(personWords);

/** Phrases of injection attempts ("ignore the previous instructions"); removed before the question is read. */
export const INJECTION_PATTERNS: readonly RegExp[] = injectionPatterns.map((source) => new RegExp(source, 'g'));

/**
 * Technology names that mean the same thing. A skill, tag or category whose name is one of a
 * group's forms is also found by every other form of the group.
 */
export const ALIAS_GROUPS: readonly (readonly string[])[] = technologyAliases;

/** Vendor words that may be left out of a skill's name: "Apache Airflow" is also "Airflow". */
export const VENDOR_PREFIXES: ReadonlySet<string> = new Set(vendorPrefixes);

/**
 * Common skill categories and the words people use for them. A content category whose name
 * matches one of a concept's words is found by all of them. `members` (lowercase skill names)
 * answer "which languages" when the content has no category of that name.
 */
export interface CategoryConcept {
  id: string;
  words: readonly string[];
  members: readonly string[];
  /** A generic word such as "tools": without such a category, it means every skill. */
  generic?: boolean;
}

/** The common categories; "languages" also has every programming language of linguist-languages (./tables/dataset-aliases.json). */
export const CATEGORY_CONCEPTS: readonly CategoryConcept[] = categoryConcepts.map((concept) =>
  concept.id === 'languages' ? { ...concept, members: [...new Set([...concept.members, ...datasetAliases.programmingLanguages])] } : concept,
);

/** Level words: private evaluations; never echoed in an answer, whatever the question says. */
export const LEVEL_WORDS: readonly string[] = levelWords;

// Their machine code goes when idle (./text/patterns.ts).
releaseCompiledCode(...INJECTION_PATTERNS);
