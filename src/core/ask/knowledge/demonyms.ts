/**
 * The words that name a nationality or the people of a country ("German", "Brazilian", "Finn", "Kiwi",
 * "New Zealander"), from WordNet 3.1 read at build time and the gazetteer's countries: a noun whose
 * definition is "a native or inhabitant of <country>", "the people of <country>", "a person of <X>
 * nationality", "a member of the <X> people" or "an ethnic minority …" (Navajo, Maori), and an adjective that pertains to a country (WordNet's pertainym pointer: "German" ->
 * Germany). Stored in the ask index, so that the server never reads WordNet; ../answers/nationality.ts
 * reads "Is he German?" with them as a question of nationality, which a language level does not answer.
 */
import countries from '../tables/countries.json' with { type: 'json' };
import { fold, glosses, memo, synsetAt, wordnet } from './wordnet-data.ts';

const PEOPLE_OF =
  /^(?:an? (?:native|citizen|inhabitant|resident)(?: or (?:native|citizen|inhabitant|resident))*|the (?:people|citizens|inhabitants)) of (?:the )?(.+?)\s*(?:[;,(]|$)/;
const NATIONALITY = /^an? person of (\S+(?: \S+)?) nationality\b/;
/** "Navajo: a member of the Athapaskan people …", "Maori: an ethnic minority of Polynesian … descent": a people, asked as a nationality is. */
const MEMBER_OF_PEOPLE = /^(?:(?:an?|any) member of (?:the |an? )?(?:[\p{L}-]+ ){0,3}(?:people|tribe)s?\b|an? ethnic (?:minority|group)\b)/u;

/** The folded names of the gazetteer's countries and their other names. */
function countryNames(): Set<string> {
  return new Set(
    (countries as { name: string; aliases: string[] }[]).flatMap((country) => [country.name, ...country.aliases].map((name) => name.toLowerCase())),
  );
}

/** Every word of nationality WordNet and the gazetteer give (folded, sorted); empty without WordNet. */
export function demonymsOf(): string[] {
  const net = wordnet();
  if (!net) return [];
  return memo(net, 'demonyms', () => {
    const names = countryNames();
    const found = new Set<string>();
    // Adjectives first: "a person of German nationality" names its adjective.
    // A pertainym's definition opens with "of" ("of or relating to Brazil"): only those are read.
    for (const [offset, gloss] of glosses(net, 'a')) {
      if (!gloss.startsWith('of ')) continue;
      const synset = synsetAt(net, 'a', offset);
      for (const pointer of synset.pointers) {
        if (pointer.symbol !== '\\' || pointer.pos !== 'n') continue;
        if (!synsetAt(net, 'n', pointer.offset).lemmas.some((lemma) => names.has(fold(lemma)))) continue;
        const source = Number.parseInt(pointer.between.slice(0, 2), 16);
        const lemmas = source ? [synset.lemmas[source - 1]!] : synset.lemmas;
        for (const lemma of lemmas) if (/^\p{Lu}/u.test(lemma)) found.add(fold(lemma));
      }
    }
    for (const [offset, gloss] of glosses(net, 'n')) {
      const people = PEOPLE_OF.exec(gloss)?.[1];
      const nationality = NATIONALITY.exec(gloss)?.[1];
      const member = MEMBER_OF_PEOPLE.test(gloss);
      if (!member && !(people && names.has(people.toLowerCase())) && !(nationality && found.has(nationality.toLowerCase()))) continue;
      for (const lemma of synsetAt(net, 'n', offset).lemmas) if (/^\p{Lu}/u.test(lemma)) found.add(fold(lemma));
    }
    return [...found].sort();
  });
}
