/**
 * A fact about an organisation of the work history asked by a wh-question (issue #28, the owner's facts): "Through which
 * port does Redgum ship its ore?", "Which plants does Musi Valley have?" against the position's description ("… ship 28
 * million tonnes a year through Port Hedland", "… three plants in Genome Valley and Jeedimetla"). The question names one
 * organisation (its whole name, or its first word of four letters or more); the description, summary or a highlight
 * of that position that writes the most of the question's other words, two thirds of them and two at least (or the only
 * one), is quoted; not a question about projects, a version or the order of the positions.
 * Field-neutral: the words are the content's.
 */
import type { CareerView } from '../../schema/public.ts';
import { FUNCTION_WORDS } from '../lexicon.ts';
import { splitSentences } from '../text/markdown.ts';
import { releaseCompiledCode } from '../text/patterns.ts';
import { fold, tokenize } from '../text/words.ts';

/** "Which …", "What …", "Where …", "Through which …", "In which …": a question for a value. */
const WH_ASKED = /^\s*(?:(?:through|in|at|from|to|for|with|on)\s+)?(?:which|what|where)\b/i;
/** Question words that name nothing of the organisation. */
const ASKING = new Set(['which', 'what', 'where', 'kind', 'kinds', 'type', 'types', 'sort', 'does', 'did', 'do', 'is', 'are', 'was', 'were', 'have', 'has']);

/** Questions about the owner's projects, a version, or the order of the positions, which other readers answer. */
const OTHER_ASKED = /\b(?:projects?|versions?|releases?|before|after|previous|prior|next|first|last)\b/i;

type Entry = CareerView['experience'][number];

/**
 * The reader of one work history (built once per engine): the organisation's text that answers a question, its entry and
 * the text quoted, or undefined. The organisations' names and texts are read once; a question is tokenized only when it
 * writes the first word of an organisation's name.
 */
export function organisationFacts(experience: readonly Entry[], person: ReadonlySet<string>): (question: string) => { entry: Entry; text: string } | undefined {
  const entries = experience.map((entry) => ({
    entry,
    own: tokenize(entry.organisation).map((token) => token.folded),
    texts: [entry.description, ...splitSentences(entry.summary ?? ''), ...(entry.highlights ?? [])]
      .filter((text): text is string => !!text)
      .map((text) => ({ text, stems: new Set(tokenize(text).map((token) => token.stem)) })),
  }));
  const firstWords = [...new Set(entries.flatMap((each) => (each.own[0] ? [each.own[0]] : [])))];
  return (question) => {
    if (!WH_ASKED.test(question) || OTHER_ASKED.test(question)) return undefined;
    const lower = fold(question);
    if (!firstWords.some((word) => lower.includes(word))) return undefined;
    const tokens = tokenize(question);
    const folded = tokens.map((token) => token.folded);
    const named = entries.filter(
      ({ own }) => own.length > 0 && (own.every((word) => folded.includes(word)) || (own[0]!.length >= 4 && folded.includes(own[0]!))),
    );
    if (new Set(named.map((each) => each.entry.organisation)).size !== 1) return undefined;
    const own = new Set(named[0]!.own);
    const wanted = [
      ...new Set(
        tokens
          .filter((token) => !own.has(token.folded) && !person.has(token.folded) && !FUNCTION_WORDS.has(token.folded) && !ASKING.has(token.folded))
          .map((token) => token.stem),
      ),
    ];
    if (!wanted.length) return undefined;
    let best: { entry: Entry; text: string; shared: number } | undefined;
    for (const { entry, texts } of named)
      for (const { text, stems } of texts) {
        const shared = wanted.filter((word) => stems.has(word)).length;
        if (shared > (best?.shared ?? 0)) best = { entry, text, shared };
      }
    // Most of what is asked, two words or more (or the one word asked): "port", "ship" and "ore" of "… ship … through Port Hedland".
    return best && (best.shared >= 2 || wanted.length === 1) && best.shared * 3 >= wanted.length * 2 ? best : undefined;
  };
}

// Their machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(WH_ASKED, OTHER_ASKED);
