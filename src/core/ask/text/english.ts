/** English phrasing shared by the answers: lists, counted nouns, capitals and full stops. */

const LISTS = {
  and: new Intl.ListFormat('en', { style: 'long', type: 'conjunction' }),
  or: new Intl.ListFormat('en', { style: 'long', type: 'disjunction' }),
};

/** `a`, `a and b`, `a, b, and c` (Intl.ListFormat, English). */
export function joinList(items: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  return LISTS[conjunction].format(items);
}

/** `1 project`, `2 projects`. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function sentenceEnd(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
