/**
 * A small gazetteer (general knowledge from ./tables, not content): countries with their
 * continent and regions, and major cities with their country. It finds the places a question
 * names and the country of the profile's free-text location ("Stockholm, Sweden"), so that "is
 * she based in Europe?" can be answered.
 */
import cityTable from './tables/cities.json' with { type: 'json' };
import continentTable from './tables/continents.json' with { type: 'json' };
import countryTable from './tables/countries.json' with { type: 'json' };
import regionTable from './tables/regions.json' with { type: 'json' };
import { compact, compactFolded } from './text/words.ts';

export interface Place {
  /** Display name, for example "Europe" or "the United States". */
  name: string;
  kind: 'continent' | 'region' | 'country' | 'city';
  /** For a country or a city: the country's key (see ./tables/countries.json). */
  country?: string;
  /** For a region: its key (see ./tables/regions.json). */
  region?: string;
  /** For a continent: its key (see ./tables/continents.json). */
  continent?: string;
}

/** A place named by the words `start` to `end` (exclusive) of a list of words. */
export interface PlaceMention {
  place: Place;
  start: number;
  end: number;
}

interface Country {
  /** The country's first name in ./tables/countries.json, for example "united states". */
  key: string;
  /** Display name, for example "the United States". */
  name: string;
  /** The key of its continent in ./tables/continents.json. */
  continent: string;
  /** The keys of the regions it belongs to in ./tables/regions.json. */
  regions: string[];
}

interface Gazetteer {
  countries: Map<string, Country>;
  /** Compact name -> place. */
  names: Map<string, Place>;
  /** Longest place name in words, for n-gram lookups. */
  maxWords: number;
  /** Every prefix of every compact name: a run of words whose compact form is not one starts no place. */
  prefixes: Set<string>;
}

const CONTINENTS: Readonly<Record<string, { name: string; words: string[] }>> = continentTable;

let gazetteer: Gazetteer | undefined;

/** The gazetteer, built on first use; a name already taken keeps its first place. */
function loadGazetteer(): Gazetteer {
  if (gazetteer) return gazetteer;
  const countries = new Map<string, Country>();
  const names = new Map<string, Place>();
  let maxWords = 1;
  const add = (word: string, place: Place) => {
    maxWords = Math.max(maxWords, word.split(' ').length);
    if (!names.has(compact(word))) names.set(compact(word), place);
  };
  for (const { key, name, aliases, continent, regions } of countryTable) {
    countries.set(key, { key, name, continent, regions });
    for (const alias of [key, ...aliases]) add(alias, { name, kind: 'country', country: key });
  }
  for (const [continent, { name, words }] of Object.entries(CONTINENTS)) for (const word of words) add(word, { name, kind: 'continent', continent });
  for (const [region, { name, words }] of Object.entries(regionTable)) for (const word of words) add(word, { name, kind: 'region', region });
  for (const [country, cities] of Object.entries(cityTable)) for (const city of cities) add(city, { name: capitaliseWords(city), kind: 'city', country });
  const prefixes = new Set<string>();
  for (const name of names.keys()) for (let i = 1; i <= name.length; i++) prefixes.add(name.slice(0, i));
  gazetteer = { countries, names, maxWords, prefixes };
  return gazetteer;
}

/** "new york" -> "New York". */
function capitaliseWords(text: string): string {
  return text.replace(/\b([a-z])/g, (letter) => letter.toUpperCase());
}

/**
 * The places named in a list of folded words (longest names first), for example
 * ["is","she","in","the","us"] -> [the United States].
 */
export function findPlaces(words: readonly string[]): PlaceMention[] {
  const gazetteer = loadGazetteer();
  const found: PlaceMention[] = [];
  for (let start = 0; start < words.length; start++) {
    // The longest run of words (up to maxWords) whose compact form is a name; a run that is no
    // name's prefix cannot grow into one.
    let run = '';
    let longest: PlaceMention | undefined;
    for (let wordCount = 1; wordCount <= Math.min(gazetteer.maxWords, words.length - start); wordCount++) {
      run += compactFolded(words[start + wordCount - 1]!);
      if (!gazetteer.prefixes.has(run)) break;
      const place = gazetteer.names.get(run);
      if (place) longest = { place, start, end: start + wordCount };
    }
    if (longest) {
      found.push(longest);
      start = longest.end - 1;
    }
  }
  return found;
}

export interface ResolvedLocation {
  country?: Country;
}

/** The country of a free-text location such as "Stockholm, Sweden" or "Porto". */
export function resolveLocation(location: string): ResolvedLocation {
  const gazetteer = loadGazetteer();
  const parts = location
    .split(/[,/()|;-]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  let country: Country | undefined;
  for (const part of [...parts].reverse()) {
    const place = gazetteer.names.get(compact(part));
    if (!place?.country) continue;
    if (place.kind === 'country' && !country) country = gazetteer.countries.get(place.country);
    if (place.kind === 'city') country ??= gazetteer.countries.get(place.country);
  }
  return country ? { country } : {};
}

/** Whether a resolved location lies in a place; undefined when it cannot be told. */
export function isLocatedIn(location: string, resolved: ResolvedLocation, place: Place): boolean | undefined {
  const { country } = resolved;
  if (place.kind === 'city') {
    if (compact(location).includes(compact(place.name))) return true;
    return country ? false : undefined;
  }
  if (!country) return undefined;
  if (place.kind === 'country') return place.country === country.key;
  if (place.kind === 'continent') return place.continent === country.continent;
  return country.regions.includes(place.region!);
}

/** Display name of a resolved location's continent, for example "Europe". */
export function continentName(resolved: ResolvedLocation): string | undefined {
  return resolved.country ? CONTINENTS[resolved.country.continent]?.name : undefined;
}
