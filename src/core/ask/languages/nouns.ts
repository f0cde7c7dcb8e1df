/**
 * The common nouns of work of each language (./nouns.json: company, client, hour, day, shop,
 * school, ship, hospital, farm, army, workshop …; general vocabulary, never one field's
 * technologies) -> the English words the engine reads, so "Quanti negozi ha X?" meets the
 * content's "shops" and "Ele tem experiência com vacinas?" its "vaccines". The question tables
 * (./index.ts, ./scripts.ts) merge them under their own phrases when they compile.
 */
import nouns from './nouns.json' with { type: 'json' };

const TABLE: Readonly<Record<string, Readonly<Record<string, string>> | string>> = nouns;

/** The common nouns of a language (word -> English), none for a language without any. */
export function commonNouns(code: string): Readonly<Record<string, string>> {
  const words = TABLE[code];
  return typeof words === 'object' ? words : {};
}
