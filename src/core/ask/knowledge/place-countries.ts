/**
 * "How often does she travel to Germany?" with the bio's "I travel to Braunschweig … about twice a year":
 * the places a sentence names, with their countries, from the gazetteer's cities and from the work
 * history's own locations ("Braunschweig, Germany"), which name places the gazetteer does not hold.
 */
import { findPlaces, resolveLocation } from '../gazetteer.ts';

/** Folded place name -> the key of its country, from the locations written "City, Country" in the content. */
export function contentPlaceCountries(locations: readonly (string | undefined)[]): Map<string, string> {
  const found = new Map<string, string>();
  for (const location of locations) {
    if (!location) continue;
    const country = resolveLocation(location).country?.key;
    const city = location.split(',')[0]?.trim().toLowerCase();
    if (country && city && !found.has(city)) found.set(city, country);
  }
  return found;
}

/** The key of the country a question word names ("germany" -> "germany"), or undefined. */
export function countryOfWord(word: string): string | undefined {
  const place = findPlaces([word])[0]?.place;
  return place?.kind === 'country' ? place.country : undefined;
}

/** Whether a sentence names a place in that country: a city of the gazetteer or of the content's own locations. */
export function namesPlaceIn(text: string, country: string, local: ReadonlyMap<string, string>): boolean {
  const words = text.toLowerCase().match(/[\p{L}]+/gu) ?? [];
  if (findPlaces(words).some((mention) => mention.place.country === country)) return true;
  return words.some((word) => local.get(word) === country);
}
