/**
 * Reading the request's fields: a case-insensitive view of the headers (RFC 9421 §2.1), and the
 * Signature-Input, Signature and Signature-Agent structured fields (RFC 9651, parsed and
 * serialised with structured-headers): the web-bot-auth signatures, a label's signature bytes, the
 * covered components, dictionary members, and the directory URL Signature-Agent names.
 */
import {
  isInnerList,
  parseDictionary,
  parseItem,
  serializeInnerList,
  serializeItem,
  type BareItem,
  type Dictionary,
  type InnerList,
  type Item,
} from 'structured-headers';
import { WEB_BOT_AUTH_TAG } from './constants.ts';
import { invalid, unverified, type WebBotAuthResult } from './types.ts';

/** A covered component of a signature. */
export interface Covered {
  /** The component as serialised in the signature base, e.g. `"signature-agent";key="sig1"`. */
  id: string;
  name: string;
  params: Map<string, BareItem>;
}

/** A case-insensitive view of the request's header fields, values trimmed (RFC 9421 §2.1). */
export function headerMap(headers: Record<string, string | undefined>): Map<string, string> {
  const map = new Map<string, string>();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    const key = name.toLowerCase();
    const prev = map.get(key);
    map.set(key, prev === undefined ? value.trim() : `${prev}, ${value.trim()}`);
  }
  return map;
}

/** A structured field dictionary, or undefined when the value is not one. */
export function parseDict(value: string): Dictionary | undefined {
  try {
    return parseDictionary(value);
  } catch {
    return undefined;
  }
}

/** The Signature-Input members tagged `web-bot-auth`, in field order: label and signature parameters. */
export function webBotAuthInputs(inputs: Dictionary): [string, InnerList][] {
  return [...inputs].filter((entry): entry is [string, InnerList] => isInnerList(entry[1]) && entry[1][1].get('tag') === WEB_BOT_AUTH_TAG);
}

/** The bytes of the Signature member of a label, or why there are none. */
export function signatureBytes(signatures: Dictionary, label: string): ArrayBuffer | { result: WebBotAuthResult } {
  const member = signatures.get(label);
  if (!member) return { result: invalid(`no Signature member for the label ${label}`) };
  if (isInnerList(member) || !(member[0] instanceof ArrayBuffer)) return { result: invalid(`the Signature member ${label} is not a byte sequence`) };
  return member[0];
}

/** The covered components of a signature: Strings, lower-case, not @signature-params, no duplicates. */
export function coveredComponents(items: Item[]): Covered[] | { result: WebBotAuthResult } {
  const covered: Covered[] = [];
  for (const [name, params] of items) {
    if (typeof name !== 'string') return { result: invalid('a covered component is not a String') };
    if (name !== name.toLowerCase()) return { result: invalid(`the component name ${name} is not lower-case`) };
    if (name === '@signature-params') return { result: invalid('@signature-params cannot be covered') };
    const id = serializeItem(name, params);
    if (covered.some((c) => c.id === id)) return { result: invalid(`the component ${id} is covered twice`) };
    covered.push({ id, name, params });
  }
  return covered;
}

/** The member `key` of a dictionary field, serialised (RFC 9421 §2.1.2), or undefined. */
export function serializedMember(field: string, key: string): string | undefined {
  const member = parseDict(field)?.get(key);
  if (!member) return undefined;
  return isInnerList(member) ? serializeInnerList(member) : serializeItem(member);
}

/** The directory URL named by the Signature-Agent field for a label, or why there is none. */
export function signatureAgentFor(raw: string, label: string, keyed: boolean): { url: string } | { result: WebBotAuthResult } {
  let value: BareItem;
  const dict = parseDict(raw);
  if (dict) {
    const member = dict.get(label);
    if (!member) return { result: unverified(`Signature-Agent has no member ${label}`) };
    if (isInnerList(member) || member[1].size > 0) return { result: unverified(`the Signature-Agent member ${label} has parameters and is ignored`) };
    value = member[0];
  } else {
    // The legacy form: the whole field is one String (draft-meunier-web-bot-auth-architecture).
    let item: Item;
    try {
      item = parseItem(raw);
    } catch {
      return { result: invalid('Signature-Agent is not a structured field') };
    }
    if (keyed) return { result: invalid(`the signature covers the Signature-Agent member ${label}, but the field is not a dictionary`) };
    if (item[1].size > 0) return { result: unverified('Signature-Agent has parameters and is ignored') };
    value = item[0];
  }
  if (typeof value !== 'string') return { result: unverified('Signature-Agent is not a String') };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { result: unverified('Signature-Agent is not an absolute URI') };
  }
  return { url: url.href };
}
