/**
 * A small gazetteer (general knowledge, not content): countries with their continent and
 * regions, and major cities with their country. It answers "is she based in Europe?" from the
 * profile's free-text location ("Stockholm, Sweden").
 */
import { compact, compactFolded } from './text.ts';

export interface Place {
  /** Display name, for example "Europe" or "the United States". */
  name: string;
  kind: 'continent' | 'region' | 'country' | 'city';
  /** For a country or a city: the country's key. */
  country?: string;
}

interface Country {
  key: string;
  name: string;
  continent: string;
  regions: string[];
}

// name|alias|alias ; continent ; regions (eu, nordics, scandinavia, latam, mideast, dach, benelux, uk)
const COUNTRIES = `
sweden;europe;eu nordics scandinavia
norway;europe;nordics scandinavia
denmark;europe;eu nordics scandinavia
finland;europe;eu nordics
iceland;europe;nordics
estonia;europe;eu baltics
latvia;europe;eu baltics
lithuania;europe;eu baltics
germany|deutschland;europe;eu dach
austria;europe;eu dach
switzerland;europe;dach
france;europe;eu
belgium;europe;eu benelux
netherlands|the netherlands|holland;europe;eu benelux
luxembourg;europe;eu benelux
united kingdom|uk|great britain|britain|england|scotland|wales|northern ireland;europe;
ireland;europe;eu
portugal;europe;eu
spain;europe;eu
italy;europe;eu
greece;europe;eu
malta;europe;eu
cyprus;europe;eu
poland;europe;eu
czech republic|czechia;europe;eu
slovakia;europe;eu
hungary;europe;eu
slovenia;europe;eu
croatia;europe;eu
romania;europe;eu
bulgaria;europe;eu
serbia;europe;
bosnia and herzegovina|bosnia;europe;
montenegro;europe;
albania;europe;
north macedonia|macedonia;europe;
ukraine;europe;
belarus;europe;
moldova;europe;
russia;europe;
turkey|turkiye;asia;mideast
united states|united states of america|usa|us|u.s.|america;north america;
canada;north america;
mexico;north america;latam
guatemala;north america;latam
costa rica;north america;latam
panama;north america;latam
cuba;north america;latam
brazil;south america;latam
argentina;south america;latam
chile;south america;latam
colombia;south america;latam
peru;south america;latam
uruguay;south america;latam
venezuela;south america;latam
ecuador;south america;latam
bolivia;south america;latam
paraguay;south america;latam
china;asia;
japan;asia;
south korea|korea;asia;
taiwan;asia;
hong kong;asia;
india;asia;
pakistan;asia;
bangladesh;asia;
sri lanka;asia;
nepal;asia;
singapore;asia;
malaysia;asia;
indonesia;asia;
thailand;asia;
vietnam|viet nam;asia;
philippines;asia;
israel;asia;mideast
united arab emirates|uae;asia;mideast
saudi arabia;asia;mideast
qatar;asia;mideast
jordan;asia;mideast
lebanon;asia;mideast
iran;asia;mideast
iraq;asia;mideast
kazakhstan;asia;
georgia;asia;
armenia;asia;
egypt;africa;mideast
morocco;africa;
tunisia;africa;
algeria;africa;
nigeria;africa;
ghana;africa;
kenya;africa;
ethiopia;africa;
rwanda;africa;
uganda;africa;
tanzania;africa;
south africa;africa;
senegal;africa;
australia;oceania;
new zealand;oceania;
`;

const REGIONS: Record<string, { name: string; words: string[] }> = {
  eu: { name: 'the European Union', words: ['eu', 'european union'] },
  nordics: { name: 'the Nordics', words: ['nordics', 'nordic', 'nordic countries'] },
  scandinavia: { name: 'Scandinavia', words: ['scandinavia', 'scandinavian'] },
  baltics: { name: 'the Baltics', words: ['baltics', 'baltic states'] },
  latam: { name: 'Latin America', words: ['latin america', 'latam'] },
  mideast: { name: 'the Middle East', words: ['middle east'] },
  dach: { name: 'the DACH region', words: ['dach'] },
  benelux: { name: 'the Benelux', words: ['benelux'] },
};

const CONTINENTS: Record<string, string[]> = {
  europe: ['europe', 'european', 'emea'],
  asia: ['asia', 'asian', 'apac'],
  africa: ['africa', 'african'],
  'north america': ['north america', 'north american'],
  'south america': ['south america', 'south american'],
  oceania: ['oceania', 'australasia'],
};

// city ; country key (the first name of the country's line)
const CITIES = `
stockholm gothenburg goteborg malmo uppsala;sweden
oslo bergen trondheim;norway
copenhagen aarhus;denmark
helsinki espoo tampere;finland
reykjavik;iceland
tallinn;estonia
riga;latvia
vilnius;lithuania
berlin munich hamburg frankfurt cologne stuttgart dusseldorf leipzig;germany
vienna;austria
zurich geneva basel bern lausanne;switzerland
paris lyon marseille toulouse nantes bordeaux lille;france
brussels antwerp ghent;belgium
amsterdam rotterdam utrecht the hague eindhoven;netherlands
london manchester edinburgh glasgow bristol birmingham cambridge oxford leeds belfast cardiff;united kingdom
dublin cork galway;ireland
lisbon porto braga coimbra;portugal
madrid barcelona valencia seville malaga bilbao;spain
rome milan turin naples florence bologna;italy
athens thessaloniki;greece
warsaw krakow wroclaw gdansk poznan;poland
prague brno;czech republic
budapest;hungary
bucharest cluj;romania
sofia;bulgaria
belgrade;serbia
kyiv kiev lviv;ukraine
new york nyc san francisco sf los angeles la seattle boston chicago austin denver atlanta miami washington portland san diego san jose philadelphia dallas houston;united states
toronto vancouver montreal ottawa calgary;canada
mexico city guadalajara monterrey;mexico
sao paulo rio de janeiro;brazil
buenos aires;argentina
santiago;chile
bogota medellin;colombia
lima;peru
montevideo;uruguay
beijing shanghai shenzhen;china
tokyo osaka kyoto;japan
seoul;south korea
taipei;taiwan
bangalore bengaluru mumbai delhi new delhi hyderabad pune chennai;india
singapore;singapore
kuala lumpur;malaysia
jakarta;indonesia
bangkok;thailand
ho chi minh city hanoi;vietnam
manila;philippines
tel aviv jerusalem;israel
dubai abu dhabi;united arab emirates
cairo;egypt
lagos;nigeria
nairobi;kenya
cape town johannesburg;south africa
sydney melbourne brisbane perth;australia
auckland wellington;new zealand
`;

interface Gazetteer {
  countries: Map<string, Country>;
  /** Compact name -> place. */
  names: Map<string, Place>;
  /** Longest place name in words, for n-gram lookups. */
  maxWords: number;
  /** Every prefix of every compact name: a run of words whose compact form is not one starts no place. */
  prefixes: Set<string>;
}

let gazetteer: Gazetteer | undefined;

function load(): Gazetteer {
  if (gazetteer) return gazetteer;
  const countries = new Map<string, Country>();
  const names = new Map<string, Place>();
  let maxWords = 1;
  const add = (word: string, place: Place) => {
    maxWords = Math.max(maxWords, word.split(' ').length);
    if (!names.has(compact(word))) names.set(compact(word), place);
  };
  for (const line of COUNTRIES.trim().split('\n')) {
    const [aliases, continent, regions] = line.split(';');
    const [key, ...others] = aliases!.split('|');
    const name = titleCase(key!);
    const display = ['united states', 'united kingdom', 'netherlands', 'czech republic', 'united arab emirates', 'philippines'].includes(key!)
      ? `the ${name}`
      : name;
    countries.set(key!, { key: key!, name: display, continent: continent!, regions: (regions ?? '').split(' ').filter(Boolean) });
    for (const a of [key!, ...others]) add(a, { name: display, kind: 'country', country: key! });
  }
  for (const [id, words] of Object.entries(CONTINENTS)) for (const w of words) add(w, { name: titleCase(id), kind: 'continent' });
  for (const [id, r] of Object.entries(REGIONS)) for (const w of r.words) add(w, { name: r.name, kind: 'region', country: id });
  for (const line of CITIES.trim().split('\n')) {
    const [cities, country] = line.split(';');
    // City names of several words are written with their words joined by spaces; split on
    // the known multi-word names first.
    for (const city of splitCities(cities!)) add(city, { name: titleCase(city), kind: 'city', country: country! });
  }
  const prefixes = new Set<string>();
  for (const name of names.keys()) for (let i = 1; i <= name.length; i++) prefixes.add(name.slice(0, i));
  gazetteer = { countries, names, maxWords, prefixes };
  return gazetteer;
}

const MULTI_WORD_CITIES = [
  'the hague', 'new york', 'san francisco', 'los angeles', 'san diego', 'san jose', 'mexico city', 'sao paulo',
  'rio de janeiro', 'buenos aires', 'kuala lumpur', 'ho chi minh city', 'tel aviv', 'abu dhabi', 'cape town', 'new delhi',
];

function splitCities(list: string): string[] {
  let rest = ` ${list} `;
  const out: string[] = [];
  for (const m of MULTI_WORD_CITIES) {
    if (rest.includes(` ${m} `)) {
      out.push(m);
      rest = rest.replace(` ${m} `, ' ');
    }
  }
  return [...out, ...rest.trim().split(/\s+/).filter(Boolean)];
}

function titleCase(s: string): string {
  return s.replace(/\b([a-z])/g, (c) => c.toUpperCase()).replace(/\bUs\b/, 'US').replace(/\bUk\b/, 'UK').replace(/\bEu\b/, 'EU');
}

/**
 * The places named in a list of folded words (longest names first), for example
 * ["is","she","in","the","us"] -> [the United States].
 */
export function findPlaces(words: readonly string[]): { place: Place; start: number; end: number }[] {
  const g = load();
  const found: { place: Place; start: number; end: number }[] = [];
  for (let i = 0; i < words.length; i++) {
    // The longest run of words (up to maxWords) whose compact form is a name; a run that is no
    // name's prefix cannot grow into one.
    let run = '';
    let longest: { place: Place; start: number; end: number } | undefined;
    for (let n = 1; n <= Math.min(g.maxWords, words.length - i); n++) {
      run += compactFolded(words[i + n - 1]!);
      if (!g.prefixes.has(run)) break;
      const place = g.names.get(run);
      if (place) longest = { place, start: i, end: i + n };
    }
    if (longest) {
      found.push(longest);
      i = longest.end - 1;
    }
  }
  return found;
}

export interface ResolvedLocation {
  country?: Country;
  city?: string;
}

/** The country (and city) of a free-text location such as "Stockholm, Sweden" or "Porto". */
export function resolveLocation(location: string): ResolvedLocation {
  const g = load();
  const parts = location.split(/[,/()|;-]+/).map((p) => p.trim()).filter(Boolean);
  let country: Country | undefined;
  let city: string | undefined;
  for (const part of [...parts].reverse()) {
    const place = g.names.get(compact(part));
    if (!place?.country) continue;
    if (place.kind === 'country' && !country) country = g.countries.get(place.country);
    if (place.kind === 'city') {
      city ??= place.name;
      country ??= g.countries.get(place.country);
    }
  }
  return { ...(country ? { country } : {}), ...(city ? { city } : {}) };
}

/** Whether a resolved location lies in a place; undefined when it cannot be told. */
export function isIn(location: string, resolved: ResolvedLocation, place: Place): boolean | undefined {
  const { country } = resolved;
  if (place.kind === 'city') {
    if (compact(location).includes(compact(place.name))) return true;
    return country ? false : undefined;
  }
  if (!country) return undefined;
  if (place.kind === 'country') return place.country === country.key;
  if (place.kind === 'continent') return compact(place.name) === compact(country.continent);
  return country.regions.includes(place.country!);
}

/** Display name of a resolved location's continent, for example "Europe". */
export function continentName(resolved: ResolvedLocation): string | undefined {
  return resolved.country ? titleCase(resolved.country.continent) : undefined;
}
