/** English phrasing shared by the answers: lists, counted nouns, capitals and full stops. */

/**
 * `a`, `a and b`, `a, b, and c`: the English list of Intl.ListFormat (`long` conjunction or
 * disjunction), written out because `format` costs microseconds per call on the answering path;
 * a unit test checks that both give the same text.
 */
export function joinList(items: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  if (items.length === 2) return `${items[0]} ${conjunction} ${items[1]}`;
  return `${items.slice(0, -1).join(', ')}, ${conjunction} ${items[items.length - 1]}`;
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
