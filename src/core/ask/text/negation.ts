/**
 * The clauses of a sentence that a negation reaches (issue #28): one rule for every reader of a
 * negated sentence, so that the owner's stated stances (../answers/stances.ts), the last look at a
 * quoted "Yes." (../answers/earned-verdict.ts) and the verdict on a bio fact (../answers/facts.ts)
 * judge the same sentence alike.
 *
 * A clause ends at a semicolon or a bracket, at a colon before a new subject ("I do not relocate: I
 * work remotely", "I do not sell closed controllers: every controller …"; not the colon that opens a
 * list: "What I will not work on: weapons, …", "I do not build dark patterns: fake banners, …"), at
 * a conjunction that opens a contrast ("but", "while", "whereas", "although", "though") and at a
 * comma before a new subject ("…, and I train …"); a comma inside a list ("prices, reviews or stock
 * levels") does not end it. The stated limits
 * (../answers/boundaries.ts) read a negation's reach to the same end. A negation is one of the
 * general English words of ../tables/boundary-words.json ("not", "never", "no", "nor"; contractions are
 * folded to "not" by ./words.ts), "neither" or "without"; it reaches to the end of its clause.
 */
import words from '../tables/boundary-words.json' with { type: 'json' };
import { releaseCompiledCode } from './patterns.ts';
import { type Token, tokenize } from './words.ts';

const NEGATIONS: ReadonlySet<string> = new Set([...words.negations, 'neither', 'without']);

const CLAUSE_END =
  /;|:\s*(?=(?:i|we|she|he|they|it|my|our|their|his|her|every|each|this|that|these|those)\s)|[()]|,\s*(?:and\s+|but\s+|or\s+|so\s+)?(?=(?:i|we|she|he|they|it)\s)|,?\s(?:but|while|whereas|although|though)\s/i;

/** The text up to the end of its first clause ("not program the ironers but train …" -> "not program the ironers"). */
export function firstClause(text: string): string {
  return text.split(CLAUSE_END, 1)[0]!;
}

/** Whether a folded word is a negation ("not", "never", "no", "nor", "without"). */
export function isNegation(folded: string): boolean {
  return NEGATIONS.has(folded);
}

/** A clause: its words and where each negation stands among them. */
export interface Clause {
  tokens: Token[];
  /** The positions in `tokens` of the negation words, in order (none in a clause without one). */
  negations: number[];
}

/** The text of each clause of `sentence`, in order, as written (for readers of more than its words). */
export function clauseTexts(sentence: string): string[] {
  return sentence.split(CLAUSE_END).filter((clause) => clause?.trim());
}

/** The clauses of `sentence`, in order. */
export function clausesOf(sentence: string): Clause[] {
  const found: Clause[] = [];
  for (const clause of sentence.split(CLAUSE_END)) {
    if (!clause) continue;
    const tokens = tokenize(clause);
    if (tokens.length) found.push({ tokens, negations: tokens.flatMap((token, i) => (NEGATIONS.has(token.folded) ? [i] : [])) });
  }
  return found;
}

/** The clauses of `sentence` that hold a negation, in order. */
export function negatedClauses(sentence: string): Clause[] {
  return clausesOf(sentence).filter((clause) => clause.negations.length > 0);
}

/**
 * Whether the sentence negates the words asked (stems): in the clause that holds them all, a
 * negation before one of them; else, over the clauses, more of them in the reach of a negation
 * (after it in its clause) than outside. "I do not program the ironers but train the staff" negates
 * "program ironers", not "train staff".
 */
export function negates(sentence: string, asked: readonly string[]): boolean {
  const clauses = clausesOf(sentence);
  const at = (clause: Clause, wordStem: string) => clause.tokens.findIndex((token) => token.stem === wordStem);
  const whole = clauses.find((clause) => asked.every((wordStem) => at(clause, wordStem) >= 0));
  if (whole) return whole.negations.some((i) => asked.some((wordStem) => at(whole, wordStem) > i));
  let reached = 0;
  let free = 0;
  for (const wordStem of asked) {
    const clause = clauses.find((candidate) => at(candidate, wordStem) >= 0);
    if (!clause) continue;
    if (clause.negations.length && clause.negations[0]! < at(clause, wordStem)) reached++;
    else free++;
  }
  return reached > free;
}

// Its machine code goes when idle (./patterns.ts).
releaseCompiledCode(CLAUSE_END);
