/**
 * What a skill check says about a thing asked that is not a listed skill (or not the listed one):
 * another version or a longer name ("iOS 15" against "iOS 17"), the projects or bio sentences that
 * involve it, or one sentence naming what the portfolio never mentions.
 */
import { inCommonSense } from '../question/common-word.ts';
import { isOfThePerson } from '../question/mentions.ts';
import type { Entity } from '../knowledge/entity-phrases.ts';
import type { Knowledge } from '../knowledge/knowledge.ts';
import type { Mention } from '../question/mentions.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import { writtenForm } from '../question/topic.ts';
import type { Word } from '../question/words.ts';
import { selectProjects, type Term } from '../selection/select-projects.ts';
import { capitalise, joinList, sentenceEnd } from '../text/english.ts';
import { editDistance } from '../text/edit-distance.ts';
import { oneLetterApart } from '../text/spelling-variant.ts';
import { fold, tokenize } from '../text/words.ts';
import { namingIndex } from '../knowledge/naming-index.ts';
import { dottedVersion, isDatasetName, VERSION, versionOf, withoutVersion } from '../entities.ts';
import { distinctVersions, projectSentences, writtenVersions } from './versions.ts';
import { isStopLike } from '../question/stop-words.ts';
import { partNumbered, writesCapitalised } from './name-forms.ts';
import { apiUrl, MAX_NAMED_SHORT, owner, owners, projectList, projectPages, safeEcho } from './reply.ts';
import { letterWritten } from './name-parts.ts';
import { url } from '../../../catalogue/paths.ts';
import { compareVersions, NEWER, OLDER, RELEASE, withinRelease } from '../text/version-order.ts';
import { negatedInWriteups, onlyHeadAfterName, pluralForms, statedVersionOf, withStatingSentence } from './stated-mention.ts';

/** One finding of a skill check (./skills.ts). */
export interface CheckItem {
  /** Sentence(s) about the item. */
  text: string;
  /** Whether it says the portfolio has the thing asked about. */
  positive: boolean;
  /** The sources of those sentences. */
  references: string[];
  /** Whether a project's title, tags or description, or the bio, states it (not a write-up alone): a "yes" is earned. */
  stated?: boolean;
  /** For a thing the portfolio never mentions: whether the question names it as a thing one lists among skills (see namesAThing). */
  named?: boolean;
  /** Listed only inside a longer name ("C" of "MISRA C:2012"): a "yes" said less surely. */
  partial?: boolean;
}

/**
 * Whether words asked about name a thing ("Go", "Kubernetes", "rust"): a word the question
 * capitalises (not its first word) or a name of the alias datasets. The skill list is complete on
 * such names, so a yes/no question about one it does not list is answered "No."; a common word
 * ("does she know how to cook?", "does she manage people?") is not a listed-skill matter.
 */
export function namesAThing(question: ParsedQuestion, words: readonly Word[]): boolean {
  return words.some((word) => (word.capitalised && question.words[0] !== word) || isDatasetName(word.folded));
}

/**
 * Precision before recall: the skill a mention found may not be the thing asked about. "iOS 15"
 * is not "iOS 17" (a version that differs), and "Bluetooth classic" is not "Bluetooth Low Energy"
 * (one word of a longer name, next to a word of another name). Undefined when it is the skill.
 */
export function otherThing(knowledge: Knowledge, question: ParsedQuestion, mention: Mention, skill: Entity): CheckItem | undefined {
  const next = question.words[mention.end];
  const skillsUrl = apiUrl(knowledge, url('getSkills'));
  // "IFC 2x3" against a listed "IFC 4.3": a release written with letters between its numbers is a version too.
  if (next && (VERSION.test(next.folded) || (versionOf(skill.name) && RELEASE.test(next.folded)))) {
    next.inMention = true;
    const asked = next.folded.replace(/^v/, '');
    const written = versionOf(skill.name);
    // "ETCS Baseline 3 Release 2" is compared as "3.2": "Baseline 3" is a release of it, "Baseline 2" is not.
    const listed = written && dottedVersion(written);
    if (listed === asked) return undefined;
    const base = withoutVersion(skill.name) ?? skill.name;
    const askedName = written ? skill.name.trim().slice(0, skill.name.trim().length - written.length) + asked : `${base} ${asked}`;
    // "Is his Windows newer than Windows 10?": the listed version compared with the one asked.
    const direction = question.words.some((word) => NEWER.has(word.folded)) ? 1 : question.words.some((word) => OLDER.has(word.folded)) ? -1 : 0;
    const order = listed ? compareVersions(listed, asked) : 0;
    // "Has she used LLVM 19?" against a listed "LLVM": the versions the projects write after its name.
    if (!listed) {
      const written = writtenVersions(knowledge, base);
      const same = written.filter((item) => item.version.toLowerCase() === asked.toLowerCase());
      if (same.length) {
        const first = same[0]!;
        const text = `Yes. ${owner(knowledge)} lists ${skill.name} without a version; ${first.project.view.title} writes ${first.written}: “${first.sentence}”`;
        return { text, positive: true, references: [skillsUrl, ...same.map((item) => item.project.view.links.html)] };
      }
      if (written.length) {
        const text = `${owner(knowledge)} lists ${skill.name} without a version; the projects write ${joinList(distinctVersions(written).map((version) => `${base} ${version}`))}, not ${base} ${asked}.`;
        return { text, positive: true, references: [skillsUrl, ...written.map((item) => item.project.view.links.html)] };
      }
    }
    // "Has she used Java 8?" against a listed "Java 17": a write-up that writes "Java 8" earns the "Yes." (./stated-mention.ts).
    const stated = listed && !direction && !withinRelease(listed, asked) ? statedVersionOf(knowledge, question, mention, asked, skill.name) : undefined;
    if (stated) return stated;
    const text = !listed
      ? `${owner(knowledge)} lists ${skill.name} without a version; the portfolio does not say which versions.`
      : !direction && withinRelease(listed, asked)
        ? `Yes. ${owner(knowledge)} lists ${skill.name}, a release of ${askedName}.`
        : direction && order
          ? `${order === direction ? 'Yes' : 'No'}. ${owner(knowledge)} lists ${skill.name}, ${order > 0 ? 'newer' : 'older'} than ${askedName}.`
          : `No. ${owner(knowledge)} lists ${skill.name}, not ${askedName}.`;
    return { text, positive: true, references: [skillsUrl] };
  }
  if (!mention.weak) return undefined;
  const own = new Set(skill.phrases.flat());
  // "story" beside "inter" of a listed "Inter-storey drift estimation": the listed word spelled another way (../text/spelling-variant.ts).
  const spelt = (word: Word) => tokenize(skill.name).some((token) => oneLetterApart(token.folded, word.folded)) && (word.inMention = true);
  const neighbours = [question.words[mention.start - 1], next].filter(
    (word): word is Word => word !== undefined && !isStopLike(knowledge, word.folded) && !own.has(word.stem) && !/^\d/.test(word.folded) && !spelt(word),
  );
  // "FDI notation" against a listed "FDI tooth numbering": a head noun after the name is the kind of thing it is (./stated-mention.ts).
  if (!neighbours.length || onlyHeadAfterName(knowledge, question, mention, neighbours)) return undefined;
  const first = Math.min(mention.start, ...neighbours.map((word) => question.words.indexOf(word)));
  const last = Math.max(mention.end - 1, ...neighbours.map((word) => question.words.indexOf(word)));
  const label = safeEcho(question.words.slice(first, last + 1));
  for (const word of neighbours) word.inMention = true;
  // "Does she know moving block?" against a listed "Radio Block Centre …": the projects that write the words asked as one phrase ("moving-block").
  const written = phraseTerm(knowledge, question.words.slice(first, last + 1), label);
  if (written) return topicItem(knowledge, written, label);
  return {
    text: `“${label}” is not among ${owners(knowledge)} listed skills; the closest listed skill is ${skill.name} (${skill.category}).`,
    positive: false,
    references: [],
    // "NASA cFS" against a listed "NASA Open MCT 3": a name beside the listed word is another named thing, which the list is complete on.
    named: namesAThing(question, neighbours),
  };
}

/**
 * "Does he know NZS 3603?" where the skills list NZS 3101 and NZS 3404: a name followed by a number
 * of three digits or more (not a version) is a name of its own, never the listed ones that share its
 * first word. Said with the listed names of that word and the project sentence that writes it
 * ("sizes the members to NZS 3603"), else "No." over the complete skill list. Undefined when the
 * number is not such a part of the name, or a listed name has it.
 */
export function numberedName(knowledge: Knowledge, question: ParsedQuestion, mention: Mention): CheckItem | undefined {
  const next = question.words[mention.end];
  if (!next || !/^\d{3,}(?:[.-]\d+)*$/.test(next.folded) || VERSION.test(next.folded)) return undefined;
  const written = question.words
    .slice(mention.start, mention.end)
    .map((word) => word.folded)
    .join(' ');
  const skills = knowledge.entities.filter((entity) => entity.kind === 'skill' && fold(entity.name).startsWith(`${written} `));
  if (skills.some((skill) => fold(skill.name).startsWith(`${written} ${next.folded}`))) return undefined;
  next.inMention = true;
  // "IEC 104" of a listed "IEC 60870-5-104": a standard's part called by its last number is that part.
  const part = partNumbered(skills, written, next.folded);
  if (part) {
    const text = `${owner(knowledge)} lists ${part.name}, which is “${part.name.slice(0, written.length)} ${next.folded}” by its part number.`;
    return { text, positive: true, references: [apiUrl(knowledge, url('getSkills'))], stated: true };
  }
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${literal(written).replace(/ /g, '[\\s-]+')}[\\s-]*${literal(next.folded)}(?![\\p{L}\\p{N}])`, 'iu');
  const listed = skills.length ? ` (listed: ${joinList(skills.map((skill) => skill.name))})` : '';
  for (const info of knowledge.projects)
    for (const sentence of projectSentences(info)) {
      const match = pattern.exec(sentence);
      if (!match) continue;
      const text = `“${match[0]}” is not among ${owners(knowledge)} listed skills${listed}; ${info.view.title} (${info.view.date}) writes it: “${sentence.trim()}”`;
      return { text, positive: true, references: [apiUrl(knowledge, url('getSkills')), info.view.links.html], stated: true };
    }
  const text = `No. “${written} ${next.folded}” is not among ${owners(knowledge)} listed skills${listed}, and no project mentions it.`;
  return { text, positive: true, references: [apiUrl(knowledge, url('getSkills'))] };
}

/**
 * The projects that write `words` as one phrase, spaced or hyphenated ("moving-block" for "moving
 * block"): level 2 where the title, tags or description write it, 1 where only the write-up does.
 */
function phraseTerm(knowledge: Knowledge, words: readonly Word[], label: string): Term | undefined {
  if (words.length < 2 || words.some((word) => !/^[a-z0-9]+$/.test(word.folded))) return undefined;
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${words.map((word) => pluralForms(word.folded)).join('[\\s-]+')}(?![\\p{L}\\p{N}])`, 'iu');
  const levels = new Map<number, number>();
  knowledge.projects.forEach((info, index) => {
    const view = info.view;
    if (pattern.test([view.title, view.description, ...view.tags].join(' . '))) levels.set(index, 2);
    else if (info.sections.some((section) => section.sentences.some((sentence) => pattern.test(sentence.text)))) levels.set(index, 1);
  });
  return levels.size ? { label, levels, words } : undefined;
}

/** A thing asked about that is not a listed skill: projects that involve it, else the bio. */
/** "let-polymorphism": the word before a one-word label in the question, joined to it by a hyphen (a compound the content may write). */
export function compoundOf(question: ParsedQuestion, label: string): string | undefined {
  const at = question.words.findIndex((word) => word.folded === label);
  const before = at > 0 ? question.words[at - 1] : undefined;
  return before && /^[a-z]{2,}$/.test(before.folded) ? `${before.folded}-${label}` : undefined;
}

export function topicItem(knowledge: Knowledge, term: Term, label: string, statedName = label, compound?: string): CheckItem {
  const ownerName = owner(knowledge);
  // "OpenType?" against a listed "OpenType Layout": listed inside a longer name, not "not among" them.
  const naming = term.words?.length ? namingItem(knowledge, term.words) : undefined;
  if (naming) return naming;
  // "R" of "ITU-R": a letter of a code is no project's thing (./name-parts.ts).
  const selection = inCommonSense(knowledge, letterWritten(knowledge, selectProjects(knowledge, { terms: [term] }), label), term.words);
  const name = `“${label}”`;
  if (selection.projects.length && selection.tier === 2) {
    const listed = projectList(knowledge, selection.projects, MAX_NAMED_SHORT);
    const involve = selection.projects.length === 1 ? '1 project involves' : `${selection.projects.length} projects involve`;
    // One project: what it is, from its description ("GC experience?": "… a p99 pause of 1.2 ms").
    const only = selection.projects.length === 1 ? ` ${sentenceEnd(knowledge.projects[selection.projects[0]!]!.view.description)}` : '';
    const text = `${name} is not among ${owners(knowledge)} listed skills, but ${involve} it: ${listed.text}.${only}`;
    // "R" in "EBU R128": a name of one or two letters is too short to be stated by a project's text.
    // "ML" for the tag machine-learning: the tag the mention found states it.
    // "C" for the tag c: a tag that is exactly the name asked states it, however short.
    const named = [statedName, term.tag ?? ''].sort((a, b) => b.length - a.length)[0]!;
    const exactTag = term.tag !== undefined && term.tag.toLowerCase() === statedName.toLowerCase();
    // "Does he know Spring?": one word asked as a name, which the projects write only as a common word ("spring flow peaks").
    const asked = term.words?.length === 1 ? term.words[0] : undefined;
    const commonOnly =
      !exactTag &&
      asked?.asName === true &&
      !selection.projects.some((index) => {
        const info = knowledge.projects[index]!;
        return writesCapitalised([info.view.title, info.view.description].join(' . '), asked.folded) || writesAsName(info, asked.folded);
      });
    return {
      text,
      positive: true,
      references: projectPages(knowledge, listed.shown),
      stated: (exactTag || named.replace(/[^\p{L}\p{N}]/gu, '').length >= 3) && !commonOnly,
    };
  }
  if (selection.projects.length) {
    const listed = projectList(knowledge, selection.projects, 3);
    const text = `${name} is not among ${owners(knowledge)} listed skills; it is mentioned in the write-up of ${listed.text}.`;
    // "Domain randomisation", a name of two words or more a write-up writes, states it; one word alone may be incidental.
    const stems = tokenize(label).map((token) => token.stem);
    const negated = negatedInWriteups(knowledge, selection.projects, stems);
    // "Coq" of "a formal model in Coq": one word that a write-up writes as a name (a capital inside a
    // sentence) names a thing the project used; a common word ("sensor") may be incidental.
    const asName = stems.length === 1 && label.length >= 3 && selection.projects.some((index) => writesAsName(knowledge.projects[index]!, label));
    // "let-polymorphism": a compound the write-up writes as the question does names one thing.
    const asCompound =
      compound !== undefined &&
      selection.projects.some((index) =>
        knowledge.projects[index]!.sections.some((section) => section.sentences.some((sentence) => sentence.text.toLowerCase().includes(compound))),
      );
    const said = asCompound ? text.replace(name, `“${compound}”`) : text;
    // "Has she used MySQL?": a stated mention quotes its sentence (./stated-mention.ts).
    const stated = (stems.length >= 2 || asName || asCompound) && !negated;
    return withStatingSentence(knowledge, selection.projects, stems, { text: said, positive: true, references: projectPages(knowledge, listed.shown), stated });
  }
  const stems = new Set(tokenize(label).map((token) => token.stem));
  const bio = knowledge.bio.find((sentence) => [...stems].every((wordStem) => sentence.stems.has(wordStem)));
  if (bio) {
    const text = `${name} is not among ${owners(knowledge)} listed skills, but the bio says: "${bio.text}"`;
    return { text, positive: true, references: [apiUrl(knowledge, url('getProfile'))], stated: !/\b(not|never|no)\b/i.test(bio.text) };
  }
  return { text: `${name} is not among ${ownerName}'s listed skills, and no project mentions it.`, positive: false, references: [] };
}

/** A sentence about what was there before the project ("Before this project, … in Java"), not what it used. */
const PRIOR_STATE = /\b(?:before|previously|formerly|used to|legacy|replaced|instead of|no longer)\b/i;

/**
 * A word written as a name: a capital anywhere in it ("Coq", "eCPRI", "iOS"), or letters and digits joined in one
 * identifier ("pain.009", "x86"), which no common word is.
 */
const NAME_FORM = /\p{Lu}|\p{L}[^\s]*\p{N}|\p{N}[^\s]*\p{L}/u;

/** Whether a project's write-up writes a word as a name (see `NAME_FORM`; not as a sentence's first word) in a sentence about the project's own work. */
function writesAsName(info: Knowledge['projects'][number], word: string): boolean {
  // After a word or a punctuation mark inside the sentence, or right after an opening bracket ("braille (UEB grade 1)").
  const pattern = new RegExp(`(?<=[\\p{L}\\p{N},;:)]\\s+|\\()${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'giu');
  return info.sections.some((section) =>
    section.sentences.some(
      (sentence) =>
        !PRIOR_STATE.test(sentence.text) &&
        // "Storm Bert": a word before another capitalised word is part of a longer name, another thing than the word alone.
        [...sentence.text.matchAll(pattern)].some(
          (match) => NAME_FORM.test(match[0]) && !/^\s+\p{Lu}\p{Ll}/u.test(sentence.text.slice(match.index + match[0].length)),
        ),
    ),
  );
}

/**
 * The listed skills whose names write the asked name as one of their words: "OpenType" (or "Open
 * Type") of "OpenType Layout", "C" of "MISRA C:2012". A "not among the listed skills" would be false
 * for them. Only a word written as a name in the skill (inner or all capitals, or letters and
 * digits), so that "train" is not taken from "Automatic Train Operation"; a name of one or two
 * letters counts only when the question writes it in capitals too.
 */
export function skillsNaming(knowledge: Knowledge, words: readonly Word[]): { name: string; category: string; written: string }[] {
  const asked = words.map((word) => word.folded).join('');
  // "Is she smart?": the person's adjective (../question/parse.ts) is no word of "SMART 7".
  // "Does she have a son?": the common word (../question/common-word.ts) is no word of "Nokia MantaRay SON" either.
  if (!/^[a-z][a-z0-9+#]*$/.test(asked) || words.some((word) => isOfThePerson(word) || word.common)) return [];
  if (asked.length <= 2 && !words.every((word) => word.capitalised)) return [];
  return namingIndex(knowledge).skills.get(asked)?.slice() ?? [];
}

/** "Kavya lists OpenType Layout (…) and OpenType Font Variations 1.8 among the skills; their names write “opentype”." Undefined when no listed name writes the words. */
export function namingItem(knowledge: Knowledge, words: readonly Word[]): CheckItem | undefined {
  // "e discovery" for the category `ediscovery`: a category's name written apart is that category.
  const asked = words.map((word) => word.folded).join('');
  const category = asked.length >= 4 ? namingIndex(knowledge).categories.get(asked) : undefined;
  if (category) {
    const text = `${owner(knowledge)} lists ${category.skills.length} skills under ${category.name}: ${joinList(category.skills)}.`;
    return { text, positive: true, references: [apiUrl(knowledge, url('getSkills', { query: { category: category.name } }))], stated: true };
  }
  const skills = skillsNaming(knowledge, words);
  if (!skills.length) return undefined;
  const text = `${owner(knowledge)} lists ${joinList(skills.map((skill) => `${skill.name} (${skill.category})`))} among the skills; ${skills.length === 1 ? 'its name writes' : 'their names write'} “${skills[0]!.written}”.`;
  return { text, positive: true, references: [apiUrl(knowledge, url('getSkills'))], stated: true, partial: true };
}

/** One sentence for every thing asked about that the portfolio never mentions. */
export function absentItem(knowledge: Knowledge, question: ParsedQuestion, groups: Word[][]): CheckItem {
  // "Does she know C?" against a listed "MISRA C:2012": listed inside a longer name.
  const naming = groups.length === 1 ? namingItem(knowledge, groups[0]!) : undefined;
  if (naming) return naming;
  const labels = groups.map((words) => `“${safeEcho(words)}”`);
  const text =
    labels.length === 1
      ? `${labels[0]} is not among ${owners(knowledge)} listed skills, and no project mentions it.`
      : `${joinList(labels)} are not among ${owners(knowledge)} listed skills, and no project mentions them.`;
  return { text, positive: false, references: [], named: groups.every((words) => namesAThing(question, words)) };
}

/** Unknown words grouped by adjacency in the question. */
export function adjacentGroups(words: Word[], question: ParsedQuestion): Word[][] {
  const grouped: Word[][] = [];
  let last = -2;
  for (const word of words) {
    const position = question.words.indexOf(word);
    if (position === last + 1 && grouped.length) grouped[grouped.length - 1]!.push(word);
    else grouped.push([word]);
    last = position;
  }
  return grouped.filter((group) => safeEcho(group));
}

/** "Web programming" of "does she do web programming?": the mention with a content word just before or after it. */
export function askedWords(question: ParsedQuestion, mention: Mention): Word[] {
  const content = (word: Word | undefined) => word && !word.inMention && /^[a-z]{3,}$/.test(word.folded) && !NOT_ASKED.has(word.folded);
  const start = content(question.words[mention.start - 1]) ? mention.start - 1 : mention.start;
  const end = content(question.words[mention.end]) ? mention.end + 1 : mention.end;
  return question.words.slice(start, end);
}

/** Verbs and auxiliaries before a mention that are not part of what is asked. */
const NOT_ASKED = new Set([
  'does',
  'did',
  'know',
  'knows',
  'use',
  'uses',
  'used',
  'have',
  'has',
  'any',
  'some',
  'with',
  'about',
  'the',
  'her',
  'his',
  'their',
  'she',
  'they',
  'can',
  'for',
  'and',
  'any',
  'what',
  'which',
  'experience',
  'skills',
  'done',
]);

/** "“web programming” is not among Ada's listed skills, which have no ": the words asked, named in the "no". */
export function notListed(knowledge: Knowledge, asked: string[]): string {
  return asked.length
    ? `${capitalise(joinList(asked.map((words) => `“${words}”`)))} ${asked.length === 1 ? 'is' : 'are'} not among ${owners(knowledge)} listed skills, which have no `
    : '';
}

/** How the question wrote a mention, or the entity's own name when that was misspelt ("kubernets" -> "kubernetes"). */
export function askedName(question: ParsedQuestion, mention: Mention): string {
  const written = writtenForm(question, mention);
  const names = [...new Set(mention.entities.map((entity) => entity.name.toLowerCase()))];
  if (names.length !== 1) return written;
  const name = names[0]!;
  const related = name === written || name.startsWith(written) || written.startsWith(name);
  return !related && editDistance(written, name, 2) <= 2 ? name : written;
}
