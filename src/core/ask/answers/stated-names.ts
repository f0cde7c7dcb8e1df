/**
 * Names that a project's sentence states in the place the question points at (issue #28, class 2):
 * - the question ends with a preposition ("Who did she run the crawl with?", "What licence is it
 *   under?") or starts with one ("For which agency …?"): the name after the same preposition in a sentence ("With Dr. Amara Lindqvist of
 *   Concordia University I crawled …", "… open source under the LGPL");
 * - "Which displays are in her lab?": the names listed after the noun and a colon ("three displays:
 *   a Focus 40 Blue, a Brailliant BI 40X and an Orbit Reader 20");
 * - "Where is the Nye Lysaker Sykehus hospital?": a name no project is about but one sentence
 *   writes, and the place after it ("… hospital in Bærum, Norway").
 * The prepositions and articles read are general English; names are the sentence's own words.
 */
import type { Knowledge } from '../knowledge/knowledge.ts';
import { projectSentences, type ProjectInfo } from '../knowledge/project-index.ts';
import type { Sentence } from '../knowledge/sentences.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import { FUNCTION_WORDS, OWNER_SUBJECTS } from '../lexicon.ts';
import { isStopLike } from '../question/stop-words.ts';
import type { AskAnswer } from '../schema.ts';
import { stem, tokenize } from '../text/words.ts';
import { agentNouns } from '../text/agent-nouns.ts';
import { reply } from './reply.ts';
import { byInClause, DATE_NAME } from './agent-after-by.ts';

/** Prepositions that may end a question and introduce the name asked. */
const END_PREPOSITIONS = new Set(['with', 'under', 'by', 'for', 'from', 'on', 'at', 'in', 'to', 'against']);

/** Nouns of a place asked with "which" ("in which city", "which country"): general English. */
const PLACE_NOUNS = new Set(['city', 'town', 'country', 'region', 'state', 'province', 'village', 'place']);

/** Verbs of being somewhere (general English). */
const PLACED = new Set(['based', 'located', 'headquartered', 'situated', 'found']);

/** Question words and auxiliaries, which no sentence states. */
const QUESTION_AUXILIARIES = new Set([
  'who',
  'whom',
  'what',
  'which',
  'does',
  'did',
  'was',
  'were',
  'are',
  'has',
  'have',
  'had',
  'she',
  'her',
  'his',
  'their',
  'they',
]);

/** Words before a name that are not part of it: articles and possessives. */
const DETERMINERS = new Set(['the', 'a', 'an', 'my', 'her', 'his', 'their', 'our', 'its', 'your']);

/** Lower-case words that join the parts of a name ("University of Canterbury", "Société de transport"). */
const CONNECTORS = new Set(['of', 'de', 'du', 'des', 'la', 'le', 'van', 'von', 'der', 'den', 'di', 'da', 'y', 'and', '&']);

/** A word of a name: capitalised (any script), or a code with a digit ("40X", "4.0", "OS1-64"). */
const NAME_WORD = /^(?:\p{Lu}[\p{L}\p{N}&'’.+-]*|[\p{L}-]*\p{N}[\p{L}\p{N}.-]*)$/u;

/** A token without the quotes and brackets around it and the punctuation after it (a full stop stays). */
const bare = (token: string) => token.replace(/^[("“]+|[),;:!?"”]+$/g, '');

/** An abbreviation that ends with a full stop inside a name ("Dr.", "Ltd.", "U.S.", "Prof."). */
const ABBREVIATION = /^(?:\p{Lu}\p{Ll}{0,2}|(?:\p{Lu}\.)+\p{Lu}?|Prof|Capt|Sgt)\.$/u;

/** Whether a token ends a clause: a comma or other mark after it, or a full stop that is not an abbreviation's. */
const ends = (raw: string) => /[,;:!?)]$/.test(raw) || (/\.$/.test(raw) && !ABBREVIATION.test(bare(raw)));

/**
 * The name that starts at token `from` of a sentence: determiners and up to two lower-case words
 * before it skipped ("my co-author Pieter Daems"), name words and connectors between them, up to a
 * comma or the sentence's end. Undefined when no name starts there.
 */
export function nameAt(raw: readonly string[], from: number): string | undefined {
  let i = from;
  while (i < raw.length && DETERMINERS.has(raw[i]!.toLowerCase())) i++;
  // "my co-author Pieter Daems": a noun or two before the name.
  let skipped = 0;
  while (i < raw.length && skipped < 2 && !NAME_WORD.test(bare(raw[i]!)) && /^[\p{Ll}-]+$/u.test(raw[i]!)) {
    i++;
    skipped++;
  }
  const name: string[] = [];
  while (i < raw.length) {
    const token = bare(raw[i]!);
    // "… of Concordia University I crawled": the pronoun "I" starts the clause, it is no part of the name.
    if (NAME_WORD.test(token) && !DETERMINERS.has(token.toLowerCase()) && token !== 'I') {
      // The sentence's last word keeps no full stop ("… Prof. Marieke de Vos."), unless it is initials ("U.S.").
      const last = i === raw.length - 1 && !/\p{Lu}\.\p{Lu}/u.test(token);
      name.push(ABBREVIATION.test(token) && !last ? token : token.replace(/\.$/, ''));
      if (ends(raw[i]!)) break;
      i++;
      continue;
    }
    // A connector joins two name words only, past one lower-case word between two connectors ("Société de transport de Rivebourg").
    if (name.length && CONNECTORS.has(token.toLowerCase()) && i + 1 < raw.length && !ends(raw[i]!)) {
      if (NAME_WORD.test(bare(raw[i + 1]!))) {
        name.push(token);
        i++;
        continue;
      }
      // Up to three lower-case words ("de la mode de"), the last a connector, then a name word.
      let j = i + 1;
      while (j < raw.length && j <= i + 3 && /^\p{Ll}+$/u.test(raw[j]!)) j++;
      if (j > i + 1 && j < raw.length && CONNECTORS.has(raw[j - 1]!) && NAME_WORD.test(bare(raw[j]!))) {
        name.push(...raw.slice(i, j));
        i = j;
        continue;
      }
    }
    break;
  }
  // "in May 2023": a date is no name of a person, a place or an organisation.
  return name.length && name.some((word) => /\p{L}/u.test(word)) && !DATE_NAME.test(name.join(' ')) ? name.join(' ') : undefined;
}

/** The question's content words, stemmed (no function, person or question words). */
function contentStems(knowledge: Knowledge, question: ParsedQuestion, skip: ReadonlySet<string>): string[] {
  return question.words.filter((word) => !isStopLike(knowledge, word.folded) && !skip.has(word.stem)).map((word) => word.stem);
}

/** "Who did she run the crawl with?": the name after the question's last preposition in the project's sentence that shares most of its words. */
export function nameAfterEndPreposition(question: ParsedQuestion, info: ProjectInfo): AskAnswer | undefined {
  // "… run it with?", or the same preposition before the question word ("For which transit agency …?").
  const [first, second] = question.words.map((word) => word.folded);
  const leading = END_PREPOSITIONS.has(first ?? '') && ['which', 'what', 'whom'].includes(second ?? '') ? first! : undefined;
  const last = leading ?? question.words.at(-1)?.folded ?? '';
  if (!END_PREPOSITIONS.has(last) || question.words.length < 4) return undefined;
  // "On which supercomputer …?" where a sentence says "the Betzy supercomputer", "Which GPU does it run on?" where one says
  // "NVIDIA A100 GPUs": the noun asked finds it (../project-facts.ts), not the preposition.
  const which = leading ? 2 : ['which', 'what'].includes(first ?? '') ? 1 : -1;
  if (which > 0) {
    const end = question.words.findIndex(
      (word, i) => i > which && ['does', 'do', 'did', 'is', 'are', 'was', 'were', 'has', 'have', 'had'].includes(word.folded),
    );
    // The head noun: the last word before the auxiliary ("agency" of "transit agency").
    const noun = question.words[(end < 0 ? which + 1 : end) - 1]?.stem ?? '';
    if (projectSentences(info).some((sentence) => sentence.stems.has(noun))) return undefined;
  }
  const title = new Set([...info.titleStems, ...info.slugStems]);
  // Frame verbs ("run", "use") count here: "It runs on Revit 2023" for "… does it run on?".
  const rest = question.words
    .filter((word) => word.folded.length > 2 && !FUNCTION_WORDS.has(word.folded) && !QUESTION_AUXILIARIES.has(word.folded) && !title.has(word.stem))
    .map((word) => word.stem);
  let best: { sentence: Sentence; name: string; shared: number } | undefined;
  for (const sentence of projectSentences(info)) {
    const raw = sentence.text.split(/\s+/);
    const at = raw.findIndex((token, i) => token.toLowerCase() === last && nameAt(raw, i + 1) !== undefined);
    if (at < 0) continue;
    const name = nameAt(raw, at + 1)!;
    // A name the question writes itself ("the IDS validator") is not the answer.
    if (name.split(/\s+/).every((word) => question.words.some((asked) => asked.folded === word.toLowerCase()))) continue;
    // "It runs on Revit 2023" for "… run on?": the preposition right after a word of the question counts double.
    const after = at > 0 && rest.includes(stem(bare(raw[at - 1]!).toLowerCase())) ? 2 : 0;
    const shared = after + rest.filter((wordStem) => sentence.stems.has(wordStem)).length;
    if (!best || shared > best.shared) best = { sentence, name, shared };
  }
  return best && answered(info, best.name, best.sentence);
}

/** "Which displays are in her lab?": the names listed after the head noun and a colon. */
export function namesAfterColon(info: ProjectInfo, noun: string): AskAnswer | undefined {
  for (const sentence of projectSentences(info)) {
    if (!sentence.text.includes(':')) continue;
    const raw = sentence.text.split(/\s+/);
    const at = raw.findIndex(
      (token) =>
        token.endsWith(':') &&
        stem(
          token
            .slice(0, -1)
            .toLowerCase()
            .replace(/[^\p{L}\p{N}-]/gu, ''),
        ) === noun,
    );
    if (at < 0) continue;
    const list = raw
      .slice(at + 1)
      .join(' ')
      .replace(/\.\s*$/, '');
    const names = list
      .split(/,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+/)
      .map((item) => nameAt(item.split(/\s+/), 0))
      .filter((name): name is string => name !== undefined);
    if (names.length >= 2) return answered(info, names.join('; '), sentence);
  }
  return undefined;
}

/**
 * "Where is the Nye Lysaker Sykehus hospital?", "What was the span of the Tawa Intermediate School
 * hall?": a fact question (where, what, which, how) with a capitalised name and no named project,
 * whose content words are all in one project sentence: that sentence, and for "where" the place
 * after "in" or "at" that follows them there. Undefined otherwise.
 */
export function placeOfMention(knowledge: Knowledge, question: ParsedQuestion): AskAnswer | undefined {
  // "In which city is Sundial Media?" asks "where" as much as "Where is Sundial Media?".
  const lead = END_PREPOSITIONS.has(question.words[0]?.folded ?? '') ? 1 : 0;
  const placeNoun = question.words[lead]?.folded === 'which' && PLACE_NOUNS.has(question.words[lead + 1]?.folded ?? '');
  const first = placeNoun ? 'where' : (question.words[0]?.folded ?? '');
  if (!['where', 'what', 'which', 'how'].includes(first) || question.person || question.namedProjects.length) return undefined;
  // "Where is Access Assured based?": the verbs of being somewhere are no content of the sentence.
  const asked = placeNoun ? question.words.slice(lead + 2) : question.words;
  const content = asked.filter((word) => !isStopLike(knowledge, word.folded) && word.folded !== first && !PLACED.has(word.folded));
  if (
    content.length < (first === 'where' ? 1 : 3) ||
    !content.some((word) => word.capitalised) ||
    content.some((word) => knowledge.person.words.has(word.folded))
  )
    return undefined;
  for (const info of knowledge.projects) {
    for (const sentence of projectSentences(info)) {
      if (!content.every((word) => sentence.stems.has(word.stem))) continue;
      if (first !== 'where')
        return reply('answer', 'project', `${info.view.title}: “${sentence.text.trim()}”`, [info.view.links.html, info.view.links.self], 0.8);
      const raw = sentence.text.split(/\s+/);
      // "Sint-Janshospitaal" is one token of the sentence and two words of the question.
      const tokenStems = raw.map((token) => new Set(tokenize(token).map((word) => word.stem)));
      const lastAsked = Math.max(...content.map((word) => tokenStems.findIndex((stems) => stems.has(word.stem))));
      // "in Bærum", "at the University of Canterbury", "Access Assured Ltd. of Leeds".
      const at = raw.findIndex((token, i) => i > lastAsked && (token === 'in' || token === 'at' || token === 'of') && nameAt(raw, i + 1) !== undefined);
      if (lastAsked < 0 || at < 0 || at > lastAsked + 3) continue;
      // "in Bærum, Norway": a place and the country after its comma.
      const place = nameAt(raw, at + 1)!;
      const after = raw.slice(at + 1).findIndex((token) => ends(token));
      const country = after >= 0 && raw[at + 1 + after]!.endsWith(',') ? nameAt(raw, at + 2 + after) : undefined;
      return answered(info, country ? `${place}, ${country}` : place, sentence);
    }
  }
  return undefined;
}

/**
 * "Who fabricated the Dunedin arena's cladding?" against "The fabricator, Kiwi Sheetmetal of
 * Christchurch, estimated …": the name set beside the agent noun of the question's verb, in the
 * sentence of the project whose text shares most of the question's other words (at least one).
 * Undefined otherwise.
 */
export function agentOfVerb(knowledge: Knowledge, question: ParsedQuestion): AskAnswer | undefined {
  const [first, verb] = question.words;
  if (first?.folded !== 'who' || !verb || !/[a-z]{3,}ed$/.test(verb.folded)) return undefined;
  // "Who supervised her thesis?" speaks of the owner's thing; "who did she …" has the owner as subject.
  if (question.person && question.words.some((word) => OWNER_SUBJECTS.has(word.folded) || knowledge.person.words.has(word.folded))) return undefined;
  const agents = new Set(agentNouns(verb.folded));
  const rest = contentStems(knowledge, question, new Set([verb.stem]));
  let best: { info: ProjectInfo; sentence: Sentence; name: string; shared: number } | undefined;
  // The passive ("reviewed by …") only in the project the question names, if it names one.
  const named = new Set(question.namedProjects.map((candidate) => candidate.project));
  for (const info of knowledge.projects) {
    const title = new Set([...info.titleStems, ...info.slugStems]);
    const sentences = projectSentences(info);
    // The question's other words in the rest of the project's text ("the Dunedin arena"): none, no answer from this project.
    const inProject = rest.filter((wordStem) => title.has(wordStem) || sentences.some((other) => other.stems.has(wordStem))).length;
    if (!inProject) continue;
    for (const sentence of sentences) {
      const raw = sentence.text.split(/\s+/);
      // "Supervised by Prof. Marieke de Vos.": the verb itself and its agent after "by".
      const passive =
        named.size && !named.has(info.index)
          ? -1
          : raw.findIndex((token, i) => bare(token).toLowerCase() === verb.folded && raw[i + 1]?.toLowerCase() === 'by');
      const later = passive >= 0 || (named.size && !named.has(info.index)) ? -1 : byInClause(raw, verb.folded);
      const at = passive >= 0 ? passive + 1 : later >= 0 ? later : raw.findIndex((token) => agents.has(stem(bare(token).toLowerCase())));
      if (at < 0) continue;
      // "The fabricator, Kiwi Sheetmetal …" or "the fabricator Kiwi Sheetmetal"; "Nordsjø Verification, the verifier, …".
      const name = nameAt(raw, at + 1) ?? (passive < 0 ? nameInApposition(raw, at) : undefined);
      if (!name) continue;
      // The question's other words in the sentence count double; in the rest of the project's text, once.
      const shared = inProject + rest.filter((wordStem) => sentence.stems.has(wordStem)).length;
      if (!best || shared > best.shared) best = { info, sentence, name, shared };
    }
  }
  return best && answered(best.info, best.name, best.sentence);
}

/** "Nordsjø Verification, the verifier, questioned …": the name before a comma and "the" in front of the agent noun at `at`. */
function nameInApposition(raw: readonly string[], at: number): string | undefined {
  if (at < 2 || !DETERMINERS.has(raw[at - 1]!.toLowerCase()) || !raw[at - 2]!.endsWith(',')) return undefined;
  let start = at - 2;
  while (start > 0 && NAME_WORD.test(bare(raw[start - 1]!)) && !ends(raw[start - 1]!) && !DETERMINERS.has(raw[start - 1]!.toLowerCase())) start--;
  return nameAt(raw, start);
}

function answered(info: ProjectInfo, fact: string, sentence: Sentence): AskAnswer {
  return reply('answer', 'project', `${fact}. ${info.view.title}: “${sentence.text.replace(/\s+$/, '')}”`, [info.view.links.html, info.view.links.self], 0.9);
}

/** Question words and auxiliaries that end the noun asked ("which news site WAS …"). */
const NOUN_END = new Set(['does', 'do', 'did', 'is', 'are', 'was', 'were', 'has', 'have', 'had', 'will', 'would', 'can', 'could']);

/** A stem of a token with its possessive dropped ("distributor's" -> distributor). */
const tokenStem = (token: string) =>
  stem(
    bare(token)
      .replace(/['’]s$/, '')
      .toLowerCase(),
  );

/**
 * "Which news site was the subsetting service built for?", "Which distributor was the simulator
 * for?" (not "what": "what's the version of …" names no noun to stand beside), "Who checked the axle load rules?" about one named project, when no rule before found the
 * name: a name the project's text states beside the noun asked ("the Hindi news site Dainik
 * Prabhat", "the distributor Farmacias Loa"), or after the question's own preposition in a clause
 * with a word of the question ("built for the Arabic text face of Al-Sahil Daily", "checked by the
 * carrier's safety manager, Rodrigo Pizarro"). A name the question or the project's title writes is
 * not the answer. The sentence that shares most of the question's words wins; with none, the
 * organisation the project was done for (its `entity`), when it is not an employer of the work
 * history, answers "… for?" and "… with?". Undefined otherwise: the engine answers as before.
 */
export function nameStatedFor(knowledge: Knowledge, question: ParsedQuestion, info: ProjectInfo): AskAnswer | undefined {
  const words = question.words;
  const leading = END_PREPOSITIONS.has(words[0]?.folded ?? '') ? 1 : 0;
  const first = words[leading]?.folded ?? '';
  if (!['which', 'who', 'whom'].includes(first) || words.length < 4) return undefined;
  const last = words.at(-1)!.folded;
  const preposition = leading ? words[0]!.folded : END_PREPOSITIONS.has(last) ? last : undefined;
  // The noun asked: the words after "which" up to the auxiliary ("news site"); none for "who".
  const end = words.findIndex((word, i) => i > leading && NOUN_END.has(word.folded));
  const nouns = new Set(
    first === 'which'
      ? words
          .slice(leading + 1, end < 0 ? leading + 2 : end)
          .filter((word) => word.folded.length > 2 && !DETERMINERS.has(word.folded))
          .map((word) => word.stem)
      : [],
  );
  const title = new Set([...info.titleStems, ...info.slugStems]);
  const people = knowledge.person.words;
  const content = [
    ...new Set(
      words
        .filter((word) => word.folded.length > 2 && !QUESTION_AUXILIARIES.has(word.folded) && !people.has(word.folded))
        .filter((word) => nouns.has(word.stem) || (!FUNCTION_WORDS.has(word.folded) && !title.has(word.stem)))
        .map((word) => word.stem),
    ),
  ];
  if (!content.length) return undefined;
  const written = new Set([...words.map((word) => word.folded), ...tokenize(info.view.title).map((token) => token.folded)]);
  const fresh = (name: string | undefined) =>
    name !== undefined && !name.split(/[\s-]+/).every((part) => written.has(part.toLowerCase()) || people.has(part.toLowerCase())) ? name : undefined;
  // "who checked": the agent after "by" in a clause with the question's verb.
  const after = preposition ?? (first === 'who' ? 'by' : undefined);
  let best: { sentence: Sentence; name: string; shared: number } | undefined;
  for (const sentence of projectSentences(info)) {
    const shared = content.filter((wordStem) => sentence.stems.has(wordStem)).length;
    if (!shared || (best && shared <= best.shared)) continue;
    const raw = sentence.text.split(/\s+/);
    const name = besideNoun(raw, nouns, fresh) ?? (after ? afterPreposition(raw, after, content, fresh) : undefined);
    if (name) best = { sentence, name, shared };
  }
  if (best)
    return reply(
      'answer',
      'project',
      `${best.name}. ${info.view.title}: “${best.sentence.text.replace(/\s+$/, '')}”`,
      [info.view.links.html, info.view.links.self],
      0.8,
    );
  const entity = (info.view as { entity?: string }).entity;
  if ((preposition === 'for' || preposition === 'with') && entity && !knowledge.employers.some((employer) => employer.organisation === entity))
    return reply('answer', 'project', `${entity}. ${info.view.title} was done for or with ${entity}.`, [info.view.links.html, info.view.links.self], 0.7);
  return undefined;
}

/** "the distributor Farmacias Loa", "the mission Aurelia-2": the name right after the noun asked. */
function besideNoun(raw: readonly string[], nouns: ReadonlySet<string>, fresh: (name: string | undefined) => string | undefined): string | undefined {
  for (let i = 0; i < raw.length - 1; i++) {
    if (!nouns.has(tokenStem(raw[i]!)) || /[.;:]$/.test(raw[i]!) || !NAME_WORD.test(bare(raw[i + 1]!))) continue;
    const name = fresh(nameAt(raw, i + 1));
    if (name) return name;
  }
  return undefined;
}

/**
 * "built for the Arabic text face of Al-Sahil Daily in Dubai": the first new name after the
 * preposition, in its clause, when a word of the question comes before the preposition there.
 */
function afterPreposition(
  raw: readonly string[],
  preposition: string,
  content: readonly string[],
  fresh: (name: string | undefined) => string | undefined,
): string | undefined {
  for (let i = 1; i < raw.length - 1; i++) {
    if (raw[i]!.toLowerCase() !== preposition) continue;
    if (!raw.slice(Math.max(0, i - 4), i).some((token) => content.includes(tokenStem(token)))) continue;
    for (let j = i + 1; j < raw.length; j++) {
      if (NAME_WORD.test(bare(raw[j]!)) && !(j > i + 1 && NAME_WORD.test(bare(raw[j - 1]!)) && !ends(raw[j - 1]!))) {
        const name = fresh(nameAt(raw, j));
        if (name) return name;
      }
      if (/[.;:]$/.test(raw[j]!) && !ABBREVIATION.test(bare(raw[j]!))) break;
    }
  }
  return undefined;
}
