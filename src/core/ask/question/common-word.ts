/**
 * A name or the common word (issue #28, common words captured as names): one word of a question
 * that matches a word of the content's names is the content's NAME only when the question writes
 * it as that name. It is the common English word when
 * - the content writes it in capitals, as an acronym ("SON", "SMART"), and the question, which
 *   uses capitals elsewhere, writes it in lower case ("Does she have a son?");
 * - it is only one word of a longer name ("Base" of "Visa Base I", "Power" of "Siemens Spectrum
 *   Power 7"), and the question writes another form of it ("Where is she based?") or a common noun
 *   phrase with it ("a son", "her base");
 * - it is only one word of a longer name and the question's words around it make an English
 *   compound that is no form of that name ("solar power", "base station"): a multi-word name needs
 *   its own words, not a compound of others. (A category's word in a compound, "power tools"
 *   against `tools`, is left to the sense check of ../answers/senses.ts.)
 * Which words are common and which compounds English has is WordNet's decision at build time
 * (../knowledge/common-names.ts). Field-neutral: no word list of a field.
 */
import type { Entity, PhraseKey } from '../knowledge/entity-phrases.ts';
import type { Knowledge } from '../knowledge/knowledge.ts';
import type { Word } from './words.ts';

/** Words before a common noun that make it a noun phrase of everyday English ("a son", "her base"): articles and possessives. */
const DETERMINERS: ReadonlySet<string> = new Set(['a', 'an', 'my', 'your', 'her', 'his', 'our', 'their', 'its']);

/** Subject pronouns: the word after one is a verb ("they base", "we power"). */
const SUBJECTS: ReadonlySet<string> = new Set(['i', 'we', 'you', 'they', 'she', 'he']);

/** Closed-class words that make no compound with a name ("the", "of", "and"): articles, prepositions, conjunctions, pronouns. */
const NO_COMPOUND: ReadonlySet<string> = new Set(
  'a an the and or but of in on at to for from by with as than any some each every no not she he her his they them their it its this that these those what which who'.split(
    ' ',
  ),
);

/** Whether the question's word at `at`, matched by a one-word key, is the common English word rather than the content's name. */
export function isCommonWordHere(knowledge: Knowledge, words: readonly Word[], at: number, key: PhraseKey, naming: boolean): boolean {
  const word = words[at]!;
  if (word.asName || word.capitalised) return false;
  const nameWord = key.word ?? word.folded;
  if (!knowledge.commonWords.has(nameWord) && !knowledge.commonWords.has(word.folded)) return false;
  const written = nameWriting(knowledge, key.entity, nameWord);
  if (written === undefined) return false;
  // "what they base it on" against "Visa Base I": one word of a longer name right after a subject pronoun is the question's verb.
  if (key.weak && SUBJECTS.has(words[at - 1]?.folded ?? '')) return true;
  const acronym = /^[A-Z]{2,}$/.test(written);
  // "son" against "SON": an acronym written in lower case by a question that writes capitals, and asks no skill.
  if (acronym && !naming && words.some((other) => other.capitalised)) return true;
  // "a son", "her son": a noun phrase of everyday English around an acronym's letters or one word of a longer name.
  if ((acronym || key.weak) && DETERMINERS.has(words[at - 1]?.folded ?? '')) return true;
  if (!key.weak) return false;
  // "based" against "Base": another form of one word of a longer name, not its plural.
  return !sameWordForm(word.folded, nameWord) || inForeignCompound(knowledge, words, at, key);
}

/**
 * How an entity writes a word as a name, if it does: a skill whose name writes it in capitals
 * ("SON" of "Nokia MantaRay SON") or capitalised after the name's first word ("Base" of "Visa Base
 * I"; not "Election" of "Election night results feeds", a capital of the name's start); a tag whose
 * projects write it only so ("SON" in a description, never "son"). A category's word is left to
 * ../answers/senses.ts, and a word the entity writes in lower case is the common word in the content too.
 */
function nameWriting(knowledge: Knowledge, entity: Entity, word: string): string | undefined {
  if (entity.kind === 'skill') {
    const parts = entity.name.split(/[\s/()-]+/).filter(Boolean);
    const found = parts.find((part, index) => part.toLowerCase() === word && (/^[A-Z]{2,}$/.test(part) || (index > 0 && /^\p{Lu}/u.test(part))));
    return found;
  }
  if (entity.kind !== 'tag') return undefined;
  const written = knowledge.casing.get(word);
  if (written === undefined) return undefined;
  const lower = new RegExp(`(?<![\\p{L}\\p{N}])${word}(?:e?s)?(?![\\p{L}\\p{N}])`, 'u');
  const writesLower = (knowledge.projectsByTag.get(entity.name) ?? []).some((index) => {
    const info = knowledge.projects[index]!;
    return [info.view.description, ...info.sections.flatMap((section) => section.sentences.map((sentence) => sentence.text))].some((text) => lower.test(text));
  });
  return writesLower ? undefined : written;
}

/** "plugin" and "plugins", "business" and "businesses", "analyser" and "analyzer": one form of a word, up to a plural ending and British or American spelling. */
function sameWordForm(asked: string, name: string): boolean {
  const spelling = (word: string) => word.replace(/z/g, 's').replace(/ll/g, 'l');
  const plurals = (word: string) => [word, `${word}s`, `${word}es`, word.replace(/y$/, 'ies')].map(spelling);
  return plurals(name).includes(spelling(asked)) || plurals(asked).includes(spelling(name));
}

/** Whether the word and a neighbour of it make a WordNet compound ("solar power") that is no form of the key's entity. */
function inForeignCompound(knowledge: Knowledge, words: readonly Word[], at: number, key: PhraseKey): boolean {
  for (const [first, second] of [
    [at - 1, at],
    [at, at + 1],
  ] as const) {
    const left = words[first];
    const right = words[second];
    if (!left || !right || NO_COMPOUND.has(left.folded) || NO_COMPOUND.has(right.folded)) continue;
    const pair = `${left.stem} ${right.stem}`;
    if (!knowledge.commonCompounds.has(pair)) continue;
    if (key.entity.phrases.some((phrase) => phrase.join(' ').includes(pair))) continue;
    return true;
  }
  return false;
}

/**
 * "Does she have a son?" against a project whose texts write "SON" only: of the projects a word
 * read as the common word selected, those that write it in lower case (the common word too), not
 * only as the name (a tag, a title's or a sentence's capitals). Other words leave the selection as it is.
 */
export function inCommonSense<T extends { projects: number[] }>(knowledge: Knowledge, selection: T, words: readonly Word[] | undefined): T {
  const word = words?.length === 1 && words[0]!.common ? words[0]! : undefined;
  if (!word || !selection.projects.length) return selection;
  const lower = new RegExp(`(?<![\\p{L}\\p{N}])${word.folded}(?:e?s)?(?![\\p{L}\\p{N}])`, 'u');
  const writes = (index: number) => {
    const info = knowledge.projects[index]!;
    const texts = [info.view.description, ...info.sections.flatMap((section) => section.sentences.map((sentence) => sentence.text))];
    return texts.some((text) => lower.test(text));
  };
  return { ...selection, projects: selection.projects.filter(writes) };
}
