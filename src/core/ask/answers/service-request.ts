/**
 * A request for help told in the visitor's own words, answered from the service whose own text covers it
 * (issue #28, class 3: services routed elsewhere): "Would she help us rationalise the alarms at our plant?"
 * against a service "Alarm rationalisation workshop: … going through the plant's alarm list against
 * ISA-18.2", "Does she offer anything around IEC 62443?" against a service whose description names the
 * standard, "How long does a hydraulic model review take?" against "… with a fix list, in three weeks."
 *
 * Read from the question's structure and the services' own text only: a request is a question to the owner
 * with a modal ("would she", "can he") about the visitor's own thing ("us", "our", "we", "my") or with a verb
 * of helping or offering; the service is the one whose name, description and keywords hold most of the
 * question's content words (a word and its derived forms are one: "rationalise" and "rationalisation"),
 * at least two of them and more than half, with no other service as close. No word list names a field.
 */
import { availabilityText, priceLabel } from '../../career.ts';
import type { Portfolio } from '../../portfolio.ts';
import type { Urls } from '../../urls.ts';
import { publicServices } from '../../views.ts';
import { url } from '../../../catalogue/paths.ts';
import { FUNCTION_WORDS } from '../lexicon.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import type { AskAnswer } from '../schema.ts';
import { isFormOf } from '../text/word-forms.ts';
import { tokenize } from '../text/words.ts';
import { NUMBER_WORDS } from '../text/number-words.ts';
import { isSiblingForm } from '../knowledge/stem-families.ts';
import { ownerFirstName } from '../knowledge/owner-name.ts';
import type { Knowledge } from '../knowledge/knowledge.ts';
import { levelOf, type ProjectInfo } from '../knowledge/project-index.ts';
import { reply } from './reply.ts';

type PublicService = ReturnType<typeof publicServices>['services'][number];

/** Auxiliaries that open a request or a question to the owner ("Would she …", "Can he …", "Does she offer …"). */
const ASKING = new Set(['would', 'could', 'can', 'will', 'might', 'does', 'do', 'is', 'are']);
/** The owner as the subject of a request. */
const OWNER_PRONOUNS = new Set(['she', 'he', 'they']);
/** The visitor's own words: a request is about the asker's thing ("our plant", "help us", "we need"). */
const VISITOR = new Set(['us', 'our', 'ours', 'we', 'my', 'me', 'i']);
/** Verbs of helping, offering and taking work on (general English): the request itself, never what is asked for. */
const REQUEST_VERBS = new Set(['help', 'helps', 'assist', 'assists', 'offer', 'offers', 'offered', 'provide', 'provides', 'sell', 'sells']);
/** Verbs that ask for the services themselves ("Does she offer …?"). */
const OFFER_VERBS = new Set(['offer', 'offers', 'provide', 'provides', 'sell', 'sells']);

/** The particles of English phrasal verbs ("set up", "go through", "sort out"). */
const PARTICLES = new Set(['up', 'through', 'out', 'over', 'at', 'into', 'on', 'off', 'with', 'about', 'around', 'down', 'in']);

/** How a question asks: for a service by what it covers, by an offer, or for a service's length. */
type Shape = 'request' | 'offer' | 'duration';

/** Words of the request's frame, not of its content ("take on", "anything around", "how long"). */
const FRAME_WORDS = new Set(['take', 'takes', 'long', 'anything', 'around', 'something', 'able', 'willing', 'happy', 'open', 'want', 'need', 'like']);
/**
 * Words of when and where the work is done ("five days a week", "on site", "remote"): the availability's, not a
 * service's content ("a four-week assessment" is no answer to "on site five days a week").
 */
const WHEN_WHERE = /^(?:hours?|days?|weeks?|months?|years?|site|onsite|remote|remotely|hybrid|office|full|part|time)$/;

/** The unit words of a duration (general English). */
const DURATION =
  /\b(?:in|within|over|for|takes?|lasts?)\s+((?:an?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|\d+(?:\.\d+)?)\s+(?:hours?|days?|weeks?|months?))\b/i;
/** "A day with your operators …": a description that opens with its own length. */
const OPENING_DURATION = /^(?:an?|one|two|three|four|five|\d+)\s+(?:hours?|days?|weeks?|months?)\b/i;

const isNumberWord = (word: string) => NUMBER_WORDS[word] !== undefined;

interface Keyed {
  service: PublicService;
  /** The stems of its name. */
  name: Set<string>;
  /** The stems of its name, description and keywords. */
  all: Set<string>;
}

/** Whether a question's stem is a word of the service's text: the same stem, or a form derived from one base ("rationaliz", "rationalization"). */
function holds(stems: ReadonlySet<string>, wordStem: string): boolean {
  if (stems.has(wordStem)) return true;
  if (wordStem.length < 4) return false;
  for (const own of stems) {
    if (own.length < 4 || own.slice(0, 4) !== wordStem.slice(0, 4)) continue;
    if ((own.length > wordStem.length ? isFormOf(wordStem, own) : isFormOf(own, wordStem)) || isSiblingForm(wordStem, own)) return true;
  }
  return false;
}

/** How a question asks: a request for work, a service's duration, or neither. */
export function requestShape(question: ParsedQuestion, text: string): Shape | undefined {
  const words = question.words.map((word) => word.folded);
  // "How long does a hydraulic model review take?": what a service takes (present tense: "how long did … take" asks about a project).
  // "How long does the model check take now?" asks what a project changed, not what a service takes.
  if (/\bhow long (?:does|do|would|will|should)\b.*\b(?:take|last)\b/i.test(text) && !/\bnow\b/i.test(text)) return 'duration';
  if (question.injection) return undefined;
  // "Can she …", "would Tamsin …", anywhere ("We have to prove our coverage … Can she help?").
  const toOwner = words.some(
    (word, i) => ASKING.has(word) && (OWNER_PRONOUNS.has(words[i + 1] ?? '') || (question.person && !FUNCTION_WORDS.has(words[i + 1] ?? ''))),
  );
  if (!toOwner && !/^\s*what (?:could|can|would|might) \S+ do for (?:us|me)\b/i.test(text)) return undefined;
  // "Does she offer anything around BeeBase?": the services asked about by name.
  if (words.some((word) => OFFER_VERBS.has(word))) return 'offer';
  if (words.some((word) => REQUEST_VERBS.has(word)) || /\btake on\b/i.test(text)) return 'request';
  // "Could she review the remote access into our plant's control network?": a request about the visitor's own thing.
  return words.some((word) => VISITOR.has(word)) ? 'request' : undefined;
}

/** The answerer of one portfolio's services: a service that covers the request, or undefined. */
export function serviceRequestAnswerer(portfolio: Portfolio, urls: Urls, today: string) {
  const { services, availability } = publicServices(portfolio);
  const keyed: Keyed[] = services.map((service) => ({
    service,
    name: new Set(tokenize(service.name).map((token) => token.stem)),
    all: new Set(tokenize(`${service.name} ${service.description ?? ''} ${(service.keywords ?? []).join(' ')}`).map((token) => token.stem)),
  }));
  const name = ownerFirstName(portfolio);
  const refs = [urls.api(url('getServices')), urls.abs(url('services'))];
  return (question: ParsedQuestion, text: string, knowledge: Knowledge): AskAnswer | undefined => {
    const owner = knowledge.person.words;
    if (!keyed.length) return undefined;
    const shape = requestShape(question, text);
    if (!shape) return undefined;
    const content = [
      ...new Set(
        question.words
          .filter(
            (word, i) =>
              word.folded.length > 1 &&
              !FUNCTION_WORDS.has(word.folded) &&
              !REQUEST_VERBS.has(word.folded) &&
              !FRAME_WORDS.has(word.folded) &&
              !WHEN_WHERE.test(word.folded) &&
              // "five days a week": a number of a time unit is the availability's.
              !((isNumberWord(word.folded) || /^\d+$/.test(word.folded)) && WHEN_WHERE.test(question.words[i + 1]?.folded ?? '')) &&
              !owner.has(word.folded),
          )
          .map((word) => word.stem),
      ),
    ];
    // Words written as names ("BeeBase", "IEC"), which one word of an offer may be.
    const named = new Set(question.words.filter((word) => word.asName || /\d/.test(word.folded)).map((word) => word.stem));
    const chosen = coveringService(keyed, content, shape, named);
    if (!chosen) return undefined;
    // "Can she help us falsify our claims systems?": the act asked must be one the service's text holds, not only its objects.
    const act = askedAct(question, owner);
    if (shape !== 'duration' && act && !holds(chosen.all, act.stem)) return undefined;
    const { service } = chosen;
    const price = service.price ? priceLabel(service.price) : 'no public price';
    const description = (service.description ?? '').trim();
    if (shape === 'duration') {
      const length = durationOf(description);
      const text = length
        ? `${service.name} takes ${length}: “${description}” (${price}).`
        : `${name}'s services do not state how long ${service.name} takes: “${description}” (${price}).`;
      return reply('answer', 'profile', text, refs, length ? 0.9 : 0.6);
    }
    // When and how the owner works, without the note (its own limits are the stated limits' to read).
    const when = availability ? ` ${withoutNote(availabilityText(availability, today), availability.note)}` : '';
    // "Can she help us report our water quality results?": the project whose title or description holds the request as well.
    const project = relatedProject(knowledge, content);
    const done = project ? ` Related work: ${project.view.title}${project.view.date ? ` (${project.view.date})` : ''}: ${project.view.description}` : '';
    const projectRefs = project ? [project.view.links.html, project.view.links.self] : [];
    return reply('answer', 'profile', `Yes. ${name} offers ${service.name} (${price}): ${description}${when}${done}`, [...refs, ...projectRefs], 0.8);
  };
}

/**
 * The act a request asks for: the verb after "help (us) (to)" ("help us falsify …"), else the verb after the modal and
 * the owner ("could she review …"); undefined when the request names none ("Can she help?", "help with …").
 */
function askedAct(question: ParsedQuestion, owner: ReadonlySet<string>): ParsedQuestion['words'][number] | undefined {
  const words = question.words;
  const act = (at: number) => {
    let i = at;
    while (i < words.length && (VISITOR.has(words[i]!.folded) || words[i]!.folded === 'to' || words[i]!.folded === 'them')) i++;
    const word = words[i];
    if (!word || FUNCTION_WORDS.has(word.folded) || REQUEST_VERBS.has(word.folded) || FRAME_WORDS.has(word.folded)) return undefined;
    // A phrasal verb ("set up", "go through", "look at") says little of the act: its object is what the service must cover.
    return PARTICLES.has(words[i + 1]?.folded ?? '') ? undefined : word;
  };
  const helping = words.findIndex((word) => REQUEST_VERBS.has(word.folded) && !OFFER_VERBS.has(word.folded));
  if (helping >= 0) return act(helping + 1);
  const asking = words.findIndex(
    (word, i) => ASKING.has(word.folded) && (OWNER_PRONOUNS.has(words[i + 1]?.folded ?? '') || owner.has(words[i + 1]?.folded ?? '')),
  );
  return asking >= 0 && !['does', 'do', 'is', 'are'].includes(words[asking]!.folded) ? act(asking + 2) : undefined;
}

/**
 * The service whose text holds most of the question's content words: at least two and more than half of them, no
 * other service as close; a duration is asked of a service by its whole name.
 */
function coveringService(keyed: readonly Keyed[], content: readonly string[], shape: Shape, named: ReadonlySet<string>): Keyed | undefined {
  if (!content.length) return undefined;
  const scored = keyed
    .map((entry) => ({
      entry,
      covered: content.filter((wordStem) => holds(entry.all, wordStem)).length,
      named: content.filter((wordStem) => entry.name.has(wordStem)).length,
    }))
    .sort((a, b) => b.covered - a.covered || b.named - a.named);
  const [best, next] = scored;
  if (!best) return undefined;
  // "How long does the hydraulic model review take?": a service asked by its whole name (its every word).
  if (shape === 'duration') return best.named === best.entry.name.size && best.named >= 2 && !(next && next.named === best.named) ? best.entry : undefined;
  // More than half of the words asked, and two at least: "configure IP routing on our network" is no optimisation service for routing.
  // An offer of one name only one service writes ("anything around BeeBase?"), not of a common word ("remote work").
  const oneName = shape === 'offer' && best.covered === 1 && content.some((wordStem) => named.has(wordStem) && holds(best.entry.all, wordStem));
  if ((best.covered < 2 && !oneName) || best.covered * 2 <= content.length) return undefined;
  if (next && next.covered === best.covered && next.named === best.named) return undefined;
  return best.entry;
}

/**
 * The one project whose title, tags or description hold more than half of the words asked (two at least), more
 * than any other project: work of the same kind beside the service; undefined when none or several do.
 */
function relatedProject(knowledge: Knowledge, content: readonly string[]): ProjectInfo | undefined {
  const counts = new Map<number, number>();
  for (const wordStem of content) {
    const list = knowledge.postings.get(wordStem) ?? [];
    for (let i = 0; i < list.length; i += 2) if (levelOf(list[i + 1]!) >= 2) counts.set(list[i]!, (counts.get(list[i]!) ?? 0) + 1);
  }
  const ranked = [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  const [best, next] = ranked;
  if (!best || best[1] < 2 || best[1] * 2 <= content.length || (next && next[1] === best[1])) return undefined;
  return knowledge.projects[best[0]];
}

/** The availability's sentence without its note ("Available from March 2027, 3 days a week, remote or hybrid (Europe/Lisbon)."). */
const withoutNote = (sentence: string, note: string | undefined) => (note && sentence.endsWith(` ${note}`) ? sentence.slice(0, -note.length - 1) : sentence);

/** The length a service's description states ("in three weeks", "A day with …"), or undefined. */
function durationOf(description: string): string | undefined {
  const stated = DURATION.exec(description)?.[1];
  if (stated) return stated;
  return OPENING_DURATION.exec(description)?.[0]?.toLowerCase();
}
