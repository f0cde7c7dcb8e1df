/**
 * The named things a question can mention: skills, skill categories, common category concepts
 * the content lacks ("languages" in a portfolio without that category), and tags, each with
 * every surface form it may be written in (aliases such as postgres/PostgreSQL, k8s/Kubernetes).
 * Derived from the public views only, identically at build time and at engine creation.
 */
import type { SkillNames } from '../schema/public.ts';
import datasetAliases from './tables/dataset-aliases.json' with { type: 'json' };
import genericNameWords from './tables/generic-name-words.json' with { type: 'json' };
import { ALIAS_GROUPS, CATEGORY_CONCEPTS, FRAME_WORDS, FUNCTION_WORDS, MODIFIER_WORDS, VENDOR_PREFIXES } from './lexicon.ts';
import { fold, stem, tokenize } from './text/words.ts';
import { labelForms } from './text/label-parts.ts';
import { makerSpelling, productWords } from './text/maker-spelling.ts';
import { releaseCompiledCode } from './text/patterns.ts';

export type EntityKind = 'skill' | 'category' | 'concept' | 'tag';

export interface EntitySource {
  kind: EntityKind;
  /** The skill, category or tag as written in the content, or the concept id. */
  name: string;
  /** For a skill: its category. */
  category?: string;
  /** For a category or a concept: the concept id (see CATEGORY_CONCEPTS). */
  concept?: string;
  /** Folded forms that name the entity fully ("postgresql", "postgres"). */
  forms: string[];
  /** Folded single words that name it when nothing more precise matches ("airflow" alone is full; "llm" for "LLM evaluation"). */
  weakForms: string[];
}

/** Words too general to stand for a skill of several words on their own. */
const GENERIC_NAME_WORDS: ReadonlySet<string> = new Set(genericNameWords);

/**
 * Every form of every alias group (spaced) -> the forms it is an alias of: the groups derived
 * from maintained datasets (./tables/dataset-aliases.json, written by `npm run ask:aliases` from
 * linguist-languages and simple-icons) and the small hand list (./tables/technology-aliases.json)
 * for what no dataset gives. A form in several groups gets the union.
 */
const aliasIndex = new Map<string, readonly string[]>();
for (const group of [...datasetAliases.groups, ...ALIAS_GROUPS]) {
  for (const form of group) aliasIndex.set(spaced(form), [...new Set([...(aliasIndex.get(spaced(form)) ?? []), ...group])]);
}

/**
 * Whether a folded word is itself a name in the alias datasets ("postgres", "kotlin"): a real
 * name the portfolio may not list, never a typo of another one ("postgres" is not "PostGIS").
 */
export function isDatasetName(folded: string): boolean {
  return aliasIndex.has(folded);
}

/**
 * A version number written after a name: "17" in "iOS 17", "2.2" in "WCAG 2.2", a year "2019" in
 * "SQL Server 2019" (not "26262" in "ISO 26262"). The same pattern reads the version a question asks.
 */
export const VERSION = /^v?(?:\d{1,2}(?:\.\d+)*|(?:19|20)\d{2})$/;

/** A word that joins two numbers of one version: "3 Release 2", "2 Update 4", "6 Service Pack 1" is read "3.2", "2.4". */
const RELEASE_JOINER = /^(?:release|update|revision|rev|patch|sp|edition)$/i;

/**
 * The name without its version: "iOS 17" -> "iOS", "C++17" -> "C++", "ETCS Baseline 3 Release 2"
 * -> "ETCS Baseline", a standard's year "EN 50128:2011" -> "EN 50128"; undefined when it has none.
 */
export function withoutVersion(name: string): string | undefined {
  const trimmed = name.trim();
  const yearOfStandard = /^(.*\S):(?:19|20)\d{2}$/.exec(trimmed);
  if (yearOfStandard) return yearOfStandard[1];
  const words = trimmed.split(/\s+/);
  if (words.length > 1 && VERSION.test(words[words.length - 1]!)) {
    const joined = words.length > 3 && RELEASE_JOINER.test(words[words.length - 2]!) && VERSION.test(words[words.length - 3]!);
    return words.slice(0, joined ? -3 : -1).join(' ');
  }
  const attached = /^(.*[+#])v?\d{1,2}(?:\.\d+)*$/.exec(trimmed);
  return attached ? attached[1] : undefined;
}

/** The version a name is written with ("17" for "iOS 17", "17" for "C++17", "3 Release 2", "2011" for "EN 50128:2011"), if any. */
export function versionOf(name: string): string | undefined {
  const base = withoutVersion(name);
  return base === undefined ? undefined : name.trim().slice(base.length).trim().replace(/^[:v]/, '');
}

/** A version as dotted numbers: "3 Release 2" -> "3.2", "v2.1" -> "2.1". */
export function dottedVersion(version: string): string {
  return version
    .trim()
    .replace(/^v/i, '')
    .replace(/\s+\S+\s+/, '.');
}

/**
 * Forms derived from how a name is written, for every field alike: its distinctive words (a word
 * with letters and digits or inner capitals: "ESP32" of "Espressif ESP32", "nRF52840", "J-Link"),
 * the name without the words of its own category ("Zephyr" of "Zephyr RTOS" under `rtos`), and
 * British and American spellings ("analyser"/"analyzer").
 */
function writtenVariants(name: string, category: string | undefined): string[] {
  const variants: string[] = [];
  const words = name
    .replace(/\([^)]*\)/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  if (words.length > 1) {
    for (const word of words) {
      if (/[A-Za-z].*\d|\d.*[A-Za-z]|^[a-z]+[A-Z]|^[A-Z]-[A-Z]/.test(word) && !GENERIC_NAME_WORDS.has(fold(word))) variants.push(word);
    }
    if (category) {
      const categoryStems = new Set(tokenize(category.replace(/[-_]/g, ' ')).map((token) => token.stem));
      const rest = words.filter((word) => !categoryStems.has(stem(fold(word))));
      if (rest.length && rest.length < words.length) variants.push(rest.join(' '));
    }
  }
  const folded = fold(name);
  const spelling = folded.replace(/(?<=[a-z]{2})(y|i)s(e|er|ers|ation|ations|ing|ed)\b/g, '$1z$2');
  if (spelling !== folded) variants.push(spelling);
  const british = folded.replace(/(?<=[a-z]{2})(y|i)z(e|er|ers|ation|ations|ing|ed)\b/g, '$1s$2');
  if (british !== folded) variants.push(british);
  return variants;
}

/**
 * Acronyms of a name of several words: every initial ("TDD" of "Test-Driven Development", "BLE"
 * of "Bluetooth Low Energy"), without articles, and without a last generic word ("HIL" of
 * "Hardware-in-the-loop testing"). Two-letter acronyms only for names whose words are all
 * capitalised ("CI" of "Continuous Integration", "RN" of "React Native"); none that is an English
 * function word, and initials of part of the name only where `own` says they are the name's.
 */
function acronyms(name: string, own: (acronym: string) => boolean = () => true): string[] {
  const words = name
    .replace(/\([^)]*\)/g, ' ')
    .split(/[\s\-/]+/)
    .filter((word) => /^[A-Za-z]/.test(word));
  if (words.length < 2) return [];
  const capitalised = words.every((word) => /^[A-Z]/.test(word));
  const initials = (list: string[]) => list.map((word) => word[0]!.toLowerCase()).join('');
  const noArticles = words.filter((word) => !['the', 'a', 'an', 'of', 'and', 'for'].includes(word.toLowerCase()));
  // "CVRPTW" of "Capacitated VRP with time windows": an acronym inside the name gives all its letters.
  const spelled = (list: string[]) => list.map((word) => (/^[A-Z]{2,}$/.test(word) ? word.toLowerCase() : word[0]!.toLowerCase())).join('');
  const found = new Set<string>();
  // Two written-out words at least beside it ("FHIR Shorthand" is no "FHIRS").
  const content = words.filter((word) => !FUNCTION_WORDS.has(word.toLowerCase()));
  const inner = content.some((word) => /^[A-Z]{2,}$/.test(word)) && content.filter((word) => !/^[A-Z]{2,}$/.test(word)).length >= 2 ? [spelled(content)] : [];
  for (const candidate of [initials(words), initials(noArticles), initials(noArticles.slice(0, -1)), ...inner]) {
    if (candidate.length < 2 || (candidate.length === 2 && !capitalised) || candidate.length > 6) continue;
    if (FUNCTION_WORDS.has(candidate) || FRAME_WORDS.has(candidate) || (candidate.length < words.length && !own(candidate))) continue;
    found.add(candidate);
  }
  if (noArticles.slice(0, -1).length < 2) found.delete(initials(noArticles.slice(0, -1)));
  return [...found];
}

/**
 * "AD attacks" of "Active Directory attacks", "MC simulation" of "Monte Carlo simulation": the
 * initials of the first two words of a name of three words or more, with the rest written out.
 */
function partialAcronyms(name: string): string[] {
  const words = name
    .replace(/\([^)]*\)/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  if (words.length < 3 || !words.slice(0, 2).every((word) => /^[A-Za-z][a-z]+$/.test(word) || /^[A-Z][a-z]+$/.test(word))) return [];
  const initials = `${words[0]![0]}${words[1]![0]}`.toLowerCase();
  if (FUNCTION_WORDS.has(initials) || FRAME_WORDS.has(initials)) return [];
  return [`${initials} ${fold(words.slice(2).join(' '))}`];
}

/**
 * The parts a name is also called by, as weak forms: each side of a slash ("kdb+" and "q" of
 * "kdb+/q"), a word without its trailing symbols ("afl" of "AFL++", "kdb" of "kdb+"), and an
 * upper-case ending of three letters or more ("TBB" of "oneTBB").
 */
function nameParts(name: string): string[] {
  const parts = new Set<string>();
  for (const word of name.replace(/\([^)]*\)/g, ' ').split(/\s+/)) {
    const sides = word.includes('/') ? word.split('/') : [word];
    for (const side of sides) {
      const bare = fold(side).replace(/[+#]+$/, '');
      if (sides.length > 1 && /^[a-z]+$/.test(bare) && !FUNCTION_WORDS.has(bare)) parts.add(bare);
      if (bare !== fold(side) && bare.length >= 3 && /^[a-z]+$/.test(bare)) parts.add(bare);
      const upper = /^[a-z]+([A-Z]{3,})$/.exec(side)?.[1];
      if (upper) parts.add(upper.toLowerCase());
      // "Influx" of "InfluxDB", "Mongo" of "MongoDB": a capitalised word before a short upper-case ending.
      const head = /^([A-Z][a-z]{3,})[A-Z]{2,3}$/.exec(side)?.[1];
      if (head) parts.add(head.toLowerCase());
    }
  }
  return [...parts].filter((part) => !GENERIC_NAME_WORDS.has(part));
}

/** "protocols" -> "protocol": a category name's singular, by its regular plural. */
function singular(category: string): string {
  const word = fold(category).replace(/[-_]+/g, ' ').trim();
  return word.endsWith('ies') ? `${word.slice(0, -3)}y` : word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
}

/** Folded, hyphens and slashes as spaces: the canonical way to compare two names. */
function spaced(name: string): string {
  return fold(name)
    .replace(/[-_/]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function withAliases(forms: Iterable<string>): string[] {
  const spacedForms = new Set<string>();
  for (const form of forms) {
    const spacedForm = spaced(form);
    if (!spacedForm) continue;
    spacedForms.add(spacedForm);
    for (const alias of aliasIndex.get(spacedForm) ?? []) spacedForms.add(spaced(alias));
  }
  return [...spacedForms];
}

/** Whether an acronym is no dataset name, or one whose alias group holds a form of the name itself ("ci" of "Continuous Integration"). */
function namesItself(acronym: string, variants: ReadonlySet<string>): boolean {
  const aliases = aliasIndex.get(acronym);
  return !aliases || aliases.some((alias) => [...variants].some((variant) => spaced(variant) === spaced(alias)));
}

function skillForms(name: string, category?: string): { forms: string[]; weak: string[] } {
  const base = fold(name).trim();
  const variants = new Set([base]);
  const unversioned = withoutVersion(name);
  if (unversioned) variants.add(fold(unversioned).trim());
  for (const variant of writtenVariants(name, category)) variants.add(fold(variant).trim());
  // An acronym the engine derives ("RS" of "Relativity Server") is no name of the datasets: its aliases ("rs" of Rust) are not the skill's.
  // "GO" of "Google OR-Tools": initials of part of a name that the datasets give to another thing ("go" of Golang) are that thing's.
  const derived = new Set(acronyms(name, (acronym) => namesItself(acronym, variants)));
  // "OASIS" of "OASIS3-MCT 5.0", "YOLO" of "YOLOv8", "Hailo" of "Hailo-8": the letters a name's first word starts with, before its number.
  const head = /^([A-Za-z]{3,}?)(?:v|-)?\d/.exec(name.trim())?.[1]?.toLowerCase();
  if (head && !FUNCTION_WORDS.has(head) && !GENERIC_NAME_WORDS.has(head)) variants.add(head);
  for (const form of partialAcronyms(unversioned ?? name)) if (namesItself(form.split(' ')[0]!, variants)) variants.add(form);
  // "FIX 4.4" under protocols is also "FIX protocol".
  if (category && !/\s/.test((unversioned ?? name).trim())) variants.add(`${fold(unversioned ?? name).trim()} ${singular(category)}`);
  const withoutParens = base
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (withoutParens) variants.add(withoutParens);
  for (const match of base.matchAll(/\(([^)]*)\)/g)) if (match[1]!.trim()) variants.add(match[1]!.trim());
  for (const variant of [...variants]) {
    const words = variant.split(/\s+/);
    while (words.length > 1 && VENDOR_PREFIXES.has(words[0]!)) words.shift();
    variants.add(words.join(' '));
  }
  const forms = [...new Set([...withAliases(variants), ...derived])];
  for (const acronym of derived) variants.add(acronym);
  const weak = new Set<string>();
  // The later words of a hyphenated compound qualify the first: "based" of "Model-based design" names nothing.
  // "ARIA" of "WAI-ARIA" is written as a name of its own: only a lower-case later word qualifies.
  const qualifiers = new Set([...name.matchAll(/-([a-z]+)\b/g)].map((match) => match[1]!));
  for (const part of nameParts(name)) weak.add(part);
  // "research" of the variant "Dovetail research" (under `research`) is the category's word, not the skill's.
  const categoryWords = new Set(category ? singular(category).split(' ') : []);
  for (const variant of variants) {
    const words = tokenize(variant).map((token) => token.folded);
    if (words.length < 2) continue;
    for (const word of words) {
      if (word.length < 2 || /^\d/.test(word) || GENERIC_NAME_WORDS.has(word) || FUNCTION_WORDS.has(word) || FRAME_WORDS.has(word)) continue;
      if (categoryWords.has(word) && !fold(name).split(/\s+/).includes(word)) continue;
      if (MODIFIER_WORDS.has(word) || VENDOR_PREFIXES.has(word) || qualifiers.has(word)) continue;
      weak.add(word);
    }
  }
  // "asm" of "x86-64 assembly": a word of the name that an alias group has ("assembly", "asm", "nasm") names it as weakly by its aliases.
  for (const word of [...weak])
    for (const alias of aliasIndex.get(word) ?? []) if (/^[a-z][a-z0-9]+$/.test(alias) && !FUNCTION_WORDS.has(alias)) weak.add(alias);
  return { forms, weak: [...weak].filter((word) => !forms.includes(word)) };
}

/** The concept a category name stands for, if any ("databases" -> databases, "tooling" -> tools). */
function conceptOf(category: string): string | undefined {
  const stems = new Set(tokenize(category.replace(/[-_]/g, ' ')).map((token) => token.stem));
  const whole = spaced(category);
  for (const concept of CATEGORY_CONCEPTS) {
    for (const word of concept.words) {
      if (spaced(word) === whole) return concept.id;
      // "assistive-tech" is not the generic "skills" ("tech"): a generic concept names a category only by its whole name.
      if (!word.includes(' ') && !concept.generic && stems.has(stem(word))) return concept.id;
    }
  }
  return undefined;
}

/** Every entity of a portfolio, in a stable order: skills, categories, concepts, tags. */
export function entitySources(skills: SkillNames, tags: readonly string[], labels: Readonly<Record<string, string>> = {}): EntitySource[] {
  const sources: EntitySource[] = [];
  for (const [category, names] of Object.entries(skills)) {
    for (const name of names) {
      const { forms, weak } = skillForms(name, category);
      sources.push({ kind: 'skill', name, category, forms, weakForms: weak });
    }
  }
  addMakerless(sources);
  const skillForm = (form: string) => sources.some((source) => source.forms.includes(spaced(form)));
  const covered = new Set<string>();
  for (const category of Object.keys(skills)) {
    const concept = conceptOf(category);
    // The category as the content labels it too ("Signal processing" for `dsp`), and each topic its label lists, not a skill's name (./text/label-parts.ts).
    const words = [category, category.replace(/[-_]/g, ' '), ...labelForms(labels[category], skillForm)];
    if (concept) {
      covered.add(concept);
      words.push(...CATEGORY_CONCEPTS.find((known) => known.id === concept)!.words);
    }
    sources.push({ kind: 'category', name: category, ...(concept ? { concept } : {}), forms: withAliases(words), weakForms: [] });
  }
  for (const concept of CATEGORY_CONCEPTS) {
    if (covered.has(concept.id)) continue;
    sources.push({ kind: 'concept', name: concept.id, concept: concept.id, forms: withAliases(concept.words), weakForms: [] });
  }
  for (const tag of tags) {
    const forms = withAliases([tag]);
    sources.push({ kind: 'tag', name: tag, forms, weakForms: [] });
    promoteTag(sources, forms);
  }
  return sources;
}

/**
 * "Platform Services" of "Autodesk Platform Services": a capitalised first word that starts two
 * skill names or more ("Autodesk Revit 2025", "Autodesk Navisworks Manage 2024") is their maker's
 * name, as is a first word spelled as a maker's before capitalised words ("OMICRON Test Universe", ./text/maker-spelling.ts);
 * the rest of each name (two words or more, without the version) names the skill too. Read from the content, no list of makers.
 */
function addMakerless(sources: EntitySource[]): void {
  const skills = sources.filter((source) => source.kind === 'skill');
  const words = (name: string) =>
    (withoutVersion(name) ?? name)
      .replace(/\([^)]*\)/g, ' ')
      .trim()
      .split(/\s+/);
  const firsts = new Map<string, number>();
  for (const skill of skills) {
    const [first, ...rest] = words(skill.name);
    if (rest.length && /^\p{Lu}/u.test(first!)) firsts.set(first!, (firsts.get(first!) ?? 0) + 1);
  }
  for (const skill of skills) {
    const [first, ...rest] = words(skill.name);
    if (((firsts.get(first!) ?? 0) < 2 && !(makerSpelling(first!) && productWords(rest))) || rest.length < 2 || /^(?:the|a|an)$/i.test(first!)) continue;
    const form = spaced(rest.join(' '));
    if (!skill.forms.includes(form) && !skills.some((other) => other !== skill && other.forms.includes(form))) skill.forms = [...skill.forms, form];
  }
}

/**
 * Tags and skills are one vocabulary: a tag that is the short form of exactly one skill ("mapbox"
 * for "Mapbox GL JS": one of its words, and no skill's full form) becomes a full form of that
 * skill, so the longer name answers for the short one instead of the tag hiding it.
 */
function promoteTag(sources: EntitySource[], tagForms: readonly string[]): void {
  const skills = sources.filter((source) => source.kind === 'skill');
  if (tagForms.some((form) => skills.some((skill) => skill.forms.includes(form)))) return;
  // "c-sharp" and "C# 12" (a form "csharp"): a tag written apart that is a skill's form written together is that skill.
  const compact = (form: string) => form.replace(/[\s-]+/g, '');
  const same = skills.filter((skill) => tagForms.some((form) => form.includes(' ') && skill.forms.includes(compact(form))));
  if (same.length === 1) {
    same[0]!.forms = [...same[0]!.forms, ...tagForms.filter((form) => !same[0]!.forms.includes(form))];
    return;
  }
  const sharing = skills.filter((skill) => tagForms.some((form) => skill.weakForms.includes(form)));
  // "revit" of "Autodesk Revit 2025" and "Revit API": the name that ends with the tag is the thing
  // itself; in the other, the tag qualifies another word (the API of Revit).
  const heads = sharing.filter((skill) => tagForms.includes(headWord(skill.name)));
  const owners = sharing.length > 1 && heads.length === 1 ? heads : sharing;
  // "ros2" of "ROS 2 Jazzy" and "ROS 2 Humble", "isaac-sim" of "NVIDIA Isaac Sim 4.2": a tag that is
  // a run of two words or more of skills' names (spaces and hyphens aside) is a form of each.
  const runOwners = owners.length === 1 ? owners : skills.filter((skill) => tagForms.some((form) => isWordRun(form, skill.forms)));
  if (!runOwners.length || runOwners.length > 3) return;
  for (const owner of runOwners) {
    owner.forms = [...owner.forms, ...tagForms.filter((form) => !owner.forms.includes(form))];
    owner.weakForms = owner.weakForms.filter((form) => !tagForms.includes(form));
  }
}

/** The last word of a name without its version and parentheses ("revit" of "Autodesk Revit 2025", "aria" of "WAI-ARIA 1.2"). */
function headWord(name: string): string {
  const words = spaced((withoutVersion(name) ?? name).replace(/\([^)]*\)/g, ' ')).split(' ');
  return words[words.length - 1] ?? '';
}

/** Whether `form`, without spaces and hyphens, is a run of two words or more of one of `names`, and not the whole of it. */
function isWordRun(form: string, names: readonly string[]): boolean {
  const compact = form.replace(/[\s-]+/g, '');
  if (compact.length < 3) return false;
  return names.some((name) => {
    const words = name.split(/[\s-]+/).filter(Boolean);
    for (let start = 0; start < words.length; start++)
      for (let end = start + 2; end <= words.length; end++) if (end - start < words.length && words.slice(start, end).join('') === compact) return true;
    return false;
  });
}

// Their machine code goes when idle (text/patterns.ts).
releaseCompiledCode(VERSION, RELEASE_JOINER);
