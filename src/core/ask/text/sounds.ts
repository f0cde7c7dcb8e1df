/**
 * How a word sounds, by Double Metaphone (the maintained double-metaphone package): a misspelling
 * that sounds like a name ("Playwrite" for "Playwright", "Kubernets" for "Kubernetes") is more
 * than the edit distance says. Used only for words no name or text of the portfolio has.
 */
import { doubleMetaphone } from 'double-metaphone';

/** The primary Double Metaphone code of a folded word ("playwright" -> "PLRT"). */
export function soundOf(folded: string): string {
  return doubleMetaphone(folded)[0];
}
