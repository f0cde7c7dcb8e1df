/**
 * A product asked under another maker's name (issue #28, jargon: products renamed or sold on): "Does
 * she know the OSIsoft PI historian?" where the skills list "AVEVA PI Server 2023". The skill check
 * found the listed skill by its word "PI" and said "“osisoft pi historian” is not among … the
 * closest listed skill is AVEVA PI Server 2023". When the listed name is a maker's name and a
 * product name (../text/maker-spelling.ts: "AVEVA" in capitals, then "PI"), and the question writes
 * that product name exactly as listed (capitals and all) right after another maker-spelled word the
 * portfolio writes nowhere ("OSIsoft"), the product is the same under another maker's name: "Yes,
 * most likely:" with the listed skill and the maker word the portfolio does not write. The same maker
 * word before another product ("NASA cFS" against "NASA Open MCT 3") is another product: the answer
 * stays. A product name of two letters ("PI") needs a word after it in the question ("the OSIsoft PI historian",
 * not "IBM PI?"); one with capitals inside ("MicroSCADA" of "Hitachi Energy MicroSCADA X") is read after any maker's
 * words, and asked after a maker the portfolio writes elsewhere ("ABB MicroSCADA") loses the hard "No." only.
 * Field-neutral: spelling only, no list of makers or products.
 */
import { url } from '../../../catalogue/paths.ts';
import { isKnownStem, type Knowledge } from '../knowledge/knowledge.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import type { AskAnswer } from '../schema.ts';
import { plural } from '../text/english.ts';
import { makerSpelling } from '../text/maker-spelling.ts';
import { releaseCompiledCode } from '../text/patterns.ts';
import { stem } from '../text/words.ts';
import { mayReplace } from './answer-shape.ts';
import { apiUrl, MAX_NAMED_SHORT, owner, projectList, projectPages, reply } from './reply.ts';

/** The skill check's "the closest listed skill is S (category)." for a name it did not find (after a "No." when the words beside it are names). */
const CLOSEST = /^(?:No\. )?“[^”]+” is not among \S+ listed skills; the closest listed skill is (.+) \(([^()]+)\)\.$/s;

/** A product's own name as a maker writes it: two capitals or more, or capitals inside ("PI", "TMS", "ArcGIS"). */
const NAME_TOKEN = /^(?:\p{Lu}{2,}|\p{Lu}+\p{Ll}+\p{Lu}[\p{L}]*)$/u;

/** The pre-test (./honest.ts): a yes/no question that writes two capitals in a row. */
export function renamedProductApplies(question: ParsedQuestion, text: string): boolean {
  return !question.injection && question.cues.has('yesno') && /\p{Lu}{2}/u.test(text);
}

/** The engine's answer, or the listed skill whose product the question names under another maker. */
export function withRenamedProduct(knowledge: Knowledge, text: string, answer: AskAnswer): AskAnswer {
  if (!mayReplace(answer, 'open') || answer._meta.intent !== 'skill_check') return answer;
  const closest = CLOSEST.exec(answer.answer);
  if (!closest) return answer;
  const [, name, category] = closest as unknown as [string, string, string];
  const parts = name
    .replace(/\([^)]*\)/g, ' ')
    .trim()
    .split(/\s+/);
  const found = listedProduct(parts, text);
  if (!found) return answer;
  const { maker, product, before } = found;
  // "ABB MicroSCADA" where the portfolio writes ABB elsewhere: perhaps another maker's own product (the next step drops its "No.").
  if (isKnownStem(knowledge, stem(before.toLowerCase()))) return answer;
  const skill = knowledge.entities.find((entity) => entity.kind === 'skill' && entity.name === name);
  if (!skill) return answer;
  const references = [apiUrl(knowledge, url('getSkills'))];
  const strong = skill.hits
    .filter((hit) => hit.level >= 2)
    .map((hit) => hit.project)
    .sort((a, b) => a - b);
  let uses = '';
  if (strong.length) {
    const listed = projectList(knowledge, strong, MAX_NAMED_SHORT);
    uses = ` It appears in ${plural(strong.length, 'project')}: ${listed.text}.`;
    references.push(...projectPages(knowledge, listed.shown));
  }
  const said = `Yes, most likely: ${owner(knowledge)} lists ${name} (${category}) among the skills, ${product} under the ${maker} name; the portfolio does not write “${before}”.${uses}`;
  return reply('answer', 'skill_check', said, references, 0.6);
}

/** A product name with capitals inside ("MicroSCADA", "ArcGIS"): distinctive enough to be the product after any maker's words ("Hitachi Energy"). */
const INNER_CAPITALS = /^\p{Lu}+\p{Ll}+\p{Lu}/u;

/**
 * The listed name's product part the question writes after another maker-spelled word, with the listed maker's words
 * and that word. The product follows a maker-spelled first word ("AVEVA PI"), or, when its capitals inside make it
 * distinctive, any maker's words ("Hitachi Energy MicroSCADA X" asked as "ABB MicroSCADA"). A product part of two
 * letters ("PI") alone is too weak for a rename: the question must write a word after it that says what kind of
 * thing it is ("the OSIsoft PI historian"), not the name alone ("IBM PI?").
 */
function listedProduct(parts: readonly string[], text: string): { maker: string; product: string; before: string } | undefined {
  for (let index = 1; index < parts.length; index++) {
    const product = parts[index]!;
    if (!NAME_TOKEN.test(product)) continue;
    const maker = parts.slice(0, index).join(' ');
    if (!(index === 1 && makerSpelling(maker)) && !INNER_CAPITALS.test(product)) continue;
    // The word right before the product's name as the question writes it: another maker's, written nowhere in the portfolio.
    const escaped = product.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const asked = new RegExp(`(?<![\\p{L}\\p{N}])([\\p{L}]+)\\s+${escaped}(?![\\p{L}\\p{N}])(\\s+\\p{L})?`, 'u').exec(text);
    const before = asked?.[1];
    if (!before || parts.slice(0, index).includes(before) || !makerSpelling(before)) continue;
    if ([...product].length <= 2 && !asked[2]) continue;
    return { maker, product, before };
  }
  return undefined;
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(CLOSEST, NAME_TOKEN, INNER_CAPITALS);

/** The pre-test of the maker-only "No." (./honest.ts): a yes/no question that writes a capital after its first letter. */
export function makerNoApplies(question: ParsedQuestion, text: string): boolean {
  return !question.injection && question.cues.has('yesno') && /.\p{Lu}/su.test(text);
}

/**
 * "Has she used kCura Relativity?" against a listed "Relativity Server 2024", "Micro Focus Axcelerate" against "OpenText
 * Axcelerate 7": the product's own name is written whole in the listed skill the answer names, and only the maker's
 * name before it differs. The product may have been sold on, so the maker alone earns no hard "No.": the answer keeps
 * what it says without its verdict. The product's name counts when the listed name tells it is one: it opens the listed
 * name, follows a maker-spelled first word ("OpenText", ../text/maker-spelling.ts), or has capitals inside ("MicroSCADA").
 * A common word after a maker ("Acme Server" against "Relativity Server 2024") is no product name of the listed skill.
 */
export function withoutMakerNo(knowledge: Knowledge, text: string, answer: AskAnswer): AskAnswer {
  if (answer._meta.intent !== 'skill_check' || !answer.answer.startsWith('No. ')) return answer;
  for (const asked of text.matchAll(/(?<![\p{L}\p{N}])(\p{L}[\p{L}-]*)(?=\s+(\p{Lu}\p{L}{2,})(?![\p{L}\p{N}]))/gu)) {
    const [, before, product] = asked as unknown as [string, string, string];
    if (!/\p{Lu}/u.test(before) || asked.index === 0) continue;
    for (const skill of knowledge.entities) {
      if (skill.kind !== 'skill' || !answer.answer.includes(skill.name)) continue;
      const parts = skill.name.split(/\s+/);
      const index = parts.indexOf(product);
      if (index < 0 || parts.includes(before)) continue;
      if (index === 0 || (index === 1 && makerSpelling(parts[0]!)) || INNER_CAPITALS.test(product)) return { ...answer, answer: answer.answer.slice(4) };
    }
  }
  return answer;
}

/** The "Yes." of a listed skill "S (category)" (./skills.ts), its name read. */
const LISTED_YES = /^Yes\. \S+ lists (.+?) \([^()]+\) among the skills/;

/**
 * "Does she know Siemens ADMS?" against a listed "Schneider Electric EcoStruxure ADMS", "Apple VTT" against "Microsoft VTT
 * 6.35": the listed skill was found by its product word, but the question writes another maker's name right before it,
 * one the portfolio writes as the maker of another listed skill ("Siemens Spectrum Power 7"). That maker's own product of
 * the kind is not the one listed, so the listed one earns no "Yes.": the answer keeps what it says without its verdict.
 * A maker the listed name has ("Schneider ADMS") keeps the "Yes.", and so does a maker the portfolio writes nowhere
 * ("SDL Trados" against "RWS Trados Studio 2024": perhaps the product's former maker). The product word must be written
 * as a name (a capital first): "SEL relays" against "SEL-451 protection relays" asks for the kind.
 */
export function withoutMakerYes(knowledge: Knowledge, text: string, answer: AskAnswer): AskAnswer {
  if (answer._meta.intent !== 'skill_check') return answer;
  const name = LISTED_YES.exec(answer.answer)?.[1];
  if (!name) return answer;
  const parts = name.split(/\s+/);
  for (const asked of text.matchAll(/(?<![\p{L}\p{N}])(\p{L}[\p{L}-]*)(?=\s+(\p{L}[\p{L}\p{N}-]*))/gu)) {
    const [, maker, product] = asked as unknown as [string, string, string];
    const index = parts.indexOf(product);
    if (asked.index === 0 || index < 1 || !/^\p{Lu}/u.test(maker) || !/^\p{Lu}/u.test(product)) continue;
    if (parts.some((part) => part === maker || part.startsWith(`${maker}-`))) continue;
    const makesOther = knowledge.entities.some((entity) => entity.kind === 'skill' && entity.name !== name && entity.name.split(/\s+/)[0] === maker);
    if (makesOther) return { ...answer, answer: answer.answer.slice(5) };
  }
  return answer;
}
