/**
 * Field paths as agents write them (issue #28), read into one list of steps: dotted paths
 * (`career.experience.0.organisation`), JSONPath (`$.projects[?(@.tags contains 'x')].title`,
 * `$..title`), JMESPath (`projects[?contains(tags, 'x')].title`, `career.languages[*].language`,
 * `projects[].{id: id, title: title}`), jq (`.projects[] | select(.tags | index("x")) | .title`,
 * `.services | length`), slash paths (`projects/<id>/highlights`) and query forms
 * (`services[name=X].price`). Indexes count from 0, as in JSON (`[-1]` is the last). Nothing is
 * executed: a step is a field, an index, a slice, every item, a descent, a filter of comparisons or
 * a choice of fields; anything else makes the expression unread (undefined).
 */

import { releaseCompiledCode } from '../text/patterns.ts';

/** A comparison of a filter: the item's field (a path of names) against a literal. */
export interface Comparison {
  kind: 'compare';
  field: string[];
  op: '==' | '!=' | '<' | '<=' | '>' | '>=' | 'contains' | 'exists';
  value?: string | number | boolean;
}
export type Test = Comparison | { kind: 'and' | 'or'; parts: Test[] } | { kind: 'not'; part: Test };

export type Step =
  | { kind: 'field'; name: string }
  | { kind: 'index'; index: number }
  | { kind: 'slice'; start?: number; end?: number }
  | { kind: 'all' }
  | { kind: 'descend'; name: string }
  | { kind: 'filter'; test: Test }
  | { kind: 'select'; test: Test }
  | { kind: 'pick'; names: string[] }
  | { kind: 'length' }
  | { kind: 'collect' };

/** The longest expression read (the question may be longer: the rest is refused, not cut). */
export const MAX_EXPRESSION = 200;

const NAME = /^[A-Za-z_$][\w$-]*/;

/** The steps of an expression, or undefined when it is not one of the dialects read. */
export function parsePath(expression: string): Step[] | undefined {
  const source = expression.trim();
  if (!source || source.length > MAX_EXPRESSION) return undefined;
  // JMESPath's length(expression).
  const length = /^length\s*\((.+)\)$/.exec(source);
  if (length) {
    const inner = parsePath(length[1]!);
    return inner ? [...inner, { kind: 'length' }] : undefined;
  }
  // A query string ("projects?featured=true&tag=x"): a filter of every pair. One `tag` or `category`
  // alone is a query form of the resources (../answers/agent.ts).
  const query = /^([^?\s]+)\?([\w-]+=[^&\s]+(?:&[\w-]+=[^&\s]+)*)$/.exec(source);
  if (query) {
    const pairs = query[2]!.split('&').map((pair) => pair.split('=') as [string, string]);
    if (pairs.length === 1 && /^(?:tags?|categor(?:y|ies)|lang)$/i.test(pairs[0]![0])) return undefined;
    // A malformed escape ("%", "%zz") makes the whole expression unread, as any other misspelt path.
    const values = pairs.map(([, value]) => decoded(value));
    if (values.some((value) => value === undefined)) return undefined;
    const path = parsePath(query[1]!);
    const parts: Test[] = pairs.map(([key], i) => ({
      kind: 'compare',
      field: [key],
      op: '==',
      value: literal(values[i]!) ?? values[i]!,
    }));
    return path && [...path, { kind: 'filter', test: parts.length === 1 ? parts[0]! : { kind: 'and', parts } }];
  }
  const steps: Step[] = [];
  let rest = source.replace(/^#?\$|^@|^#(?=\/)/, '');
  // jq and JSONPath start with a dot ("." alone is the document).
  let first = true;
  while (rest.length) {
    const before = rest;
    rest = rest.replace(/^\s+/, '');
    if (rest.startsWith('|')) {
      rest = rest.slice(1).trimStart();
      const piped = pipeStep(rest);
      if (!piped) return undefined;
      steps.push(...piped.steps);
      rest = piped.rest;
    } else if (rest.startsWith('..')) {
      const after = rest.slice(2);
      const plain = NAME.exec(after)?.[0];
      const quoted = plain ? undefined : /^\[\s*(["'])([^"']{1,80})\1\s*\]/.exec(after);
      const name = plain ?? quoted?.[2];
      if (!name) return undefined;
      steps.push({ kind: 'descend', name });
      rest = after.slice((plain ?? quoted![0]).length);
    } else if (rest.startsWith('[')) {
      const read = bracket(rest);
      if (!read) return undefined;
      steps.push(...read.steps);
      rest = read.rest;
    } else if (rest.startsWith('{')) {
      const close = rest.indexOf('}');
      if (close < 0) return undefined;
      const names = pickNames(rest.slice(1, close));
      if (!names) return undefined;
      steps.push({ kind: 'pick', names });
      rest = rest.slice(close + 1);
    } else if (rest.startsWith('.') || rest.startsWith('/') || first) {
      const body = rest.startsWith('.') || rest.startsWith('/') ? rest.slice(1) : rest;
      if (body.startsWith('*')) {
        steps.push({ kind: 'all' });
        rest = body.slice(1);
      } else if (body.startsWith('[') || body.startsWith('{') || (!body.length && first)) {
        rest = body;
      } else {
        const number = /^\d{1,6}(?![\w-])/.exec(body)?.[0];
        const name = number ?? NAME.exec(body)?.[0];
        if (!name) return undefined;
        steps.push(number !== undefined ? { kind: 'index', index: Number(number) } : { kind: 'field', name });
        rest = body.slice(name.length);
      }
    } else return undefined;
    first = false;
    if (rest === before) return undefined;
  }
  return steps;
}

/** A step after a pipe: `length`, `select(test)`, `.[]`, `map(.x)` or a path. */
function pipeStep(text: string): { steps: Step[]; rest: string } | undefined {
  const length = /^length\b(?:\s*\(\s*@?\s*\))?/.exec(text);
  if (length) return { steps: [{ kind: 'length' }], rest: text.slice(length[0].length) };
  const call = /^(select|map)\s*\(/.exec(text);
  if (call) {
    const close = closing(text, call[0].length - 1);
    if (close < 0) return undefined;
    const inner = text.slice(call[0].length, close);
    if (call[1] === 'select') {
      const test = parseTest(inner);
      // jq's select keeps the value itself when it passes (a filter keeps the items of a list).
      return test ? { steps: [{ kind: 'select', test }], rest: text.slice(close + 1) } : undefined;
    }
    const steps = parsePath(inner.startsWith('.') ? inner : `.${inner}`);
    return steps ? { steps: [{ kind: 'all' }, ...steps], rest: text.slice(close + 1) } : undefined;
  }
  // JMESPath's "… | [0]": the values so far become one list, which the bracket reads.
  if (text.startsWith('[')) {
    const read = bracket(text);
    return read ? { steps: [{ kind: 'collect' }, ...read.steps], rest: read.rest } : undefined;
  }
  const end = pipeEnd(text);
  const steps = parsePath(text.slice(0, end).startsWith('.') ? text.slice(0, end) : `.${text.slice(0, end)}`);
  return steps ? { steps, rest: text.slice(end) } : undefined;
}

/** Where a piped path ends: at the next pipe outside brackets, or at the end. */
function pipeEnd(text: string): number {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '[' || c === '(' || c === '{') depth++;
    else if (c === ']' || c === ')' || c === '}') depth--;
    else if (c === '|' && depth === 0) return i;
  }
  return text.length;
}

/** The index of the bracket closing the one at `open`, quotes skipped; -1 when none. */
function closing(text: string, open: number): number {
  let depth = 0;
  let quote = '';
  for (let i = open; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'" || c === '`') quote = c;
    else if (c === '[' || c === '(' || c === '{') depth++;
    else if (c === ']' || c === ')' || c === '}') {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}

/** A bracket: `[0]`, `[-1]`, `[*]`, `[]`, `[1:3]`, `['name']`, `[?test]`, `[?(test)]`, `[key=value]`, `[a, b]`. */
function bracket(text: string): { steps: Step[]; rest: string } | undefined {
  const close = closing(text, 0);
  if (close < 0) return undefined;
  const inner = text.slice(1, close).trim();
  const rest = text.slice(close + 1);
  const one = (step: Step) => ({ steps: [step], rest });
  if (inner === '' || inner === '*') return one({ kind: 'all' });
  if (/^-?\d{1,6}$/.test(inner)) return one({ kind: 'index', index: Number(inner) });
  const slice = /^(-?\d{1,6})?\s*:\s*(-?\d{1,6})?$/.exec(inner);
  if (slice) return one({ kind: 'slice', ...(slice[1] ? { start: Number(slice[1]) } : {}), ...(slice[2] ? { end: Number(slice[2]) } : {}) });
  const quoted = /^(["'])([^"']{1,80})\1$/.exec(inner);
  if (quoted) return one({ kind: 'field', name: quoted[2]! });
  if (inner.startsWith('?')) {
    const body = inner.slice(1).trim();
    const test = parseTest(body.startsWith('(') && closing(body, 0) === body.length - 1 ? body.slice(1, -1) : body);
    return test ? one({ kind: 'filter', test }) : undefined;
  }
  // `[key=value]`, a query form: a filter without its mark.
  const form = /^@?\.?([A-Za-z_][\w-]*)\s*(==?|!=)\s*(.+)$/.exec(inner);
  if (form) {
    const value = literal(form[3]!.trim()) ?? form[3]!.trim();
    return one({ kind: 'filter', test: { kind: 'compare', field: [form[1]!], op: form[2] === '!=' ? '!=' : '==', value } });
  }
  const names = pickNames(inner);
  // `projects[rotable-traceability]`: one bare name in brackets is that key, as if quoted (agents write ids so).
  if (names?.length === 1 && !inner.includes(':')) return one({ kind: 'field', name: names[0]! });
  return names && names.length > 1 ? one({ kind: 'pick', names }) : undefined;
}

/** The names of a choice of fields: `a, b`, `id: id, title: title`, `"a", 'b'`. */
function pickNames(text: string): string[] | undefined {
  const names = text.split(',').map((part) => {
    const value = part.includes(':') ? part.slice(part.indexOf(':') + 1) : part;
    return value
      .trim()
      .replace(/^@?\./, '')
      .replace(/^(["'])(.*)\1$/, '$2');
  });
  return names.every((name) => /^[A-Za-z_][\w-]*$/.test(name)) ? names : undefined;
}

/** A query string's value decoded (`%20` a space), or undefined when its escapes are malformed (decodeURIComponent throws). */
function decoded(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** A literal: a quoted text, a JMESPath literal in backticks, a number, true or false; undefined otherwise. */
function literal(text: string): string | number | boolean | undefined {
  const quoted = /^(["'])(.*)\1$/.exec(text) ?? /^`"?(.*?)"?`$/.exec(text);
  if (quoted) return (quoted[2] ?? quoted[1])!;
  if (/^-?\d+(?:\.\d+)?$/.test(text)) return Number(text);
  if (text === 'true' || text === 'false') return text === 'true';
  return undefined;
}

const OPERATORS = ['==', '!=', '<=', '>=', '=~', '<', '>', '='] as const;

/** A filter's test: comparisons joined by `&&`/`and`, `||`/`or`, with `!`/`not`, `contains`, `in`, `index`. */
export function parseTest(text: string): Test | undefined {
  const body = text.trim();
  const or = splitTop(body, /^(?:\|\||\s+or\s+)/);
  if (or.length > 1) return joined('or', or);
  const and = splitTop(body, /^(?:&&|\s+and\s+)/);
  if (and.length > 1) return joined('and', and);
  if (body.startsWith('(') && closing(body, 0) === body.length - 1) return parseTest(body.slice(1, -1));
  const negated = /^(?:!|not\s+)(.*)$/.exec(body);
  if (negated) {
    const part = parseTest(negated[1]!);
    return part ? { kind: 'not', part } : undefined;
  }
  const field = (name: string) =>
    name
      .replace(/^@/, '')
      .replace(/^\./, '')
      .split(/\s*\.\s*/)
      .filter(Boolean);
  const fieldText = '(@?\\.?[A-Za-z_][\\w-]*(?:\\s*\\.\\s*[A-Za-z_][\\w-]*)*)';
  // contains(tags, 'x'), contains(@.tags, 'x'), .tags | index("x"), .tags | contains(["x"]), 'x' in @.tags, tags contains 'x'.
  const call = new RegExp(`^contains\\s*\\(\\s*${fieldText}\\s*,\\s*(.+)\\)$`).exec(body);
  const piped = new RegExp(`^${fieldText}\\s*\\|\\s*(?:index|contains|any)\\s*\\(\\s*\\[?\\s*(.+?)\\s*\\]?\\s*\\)$`).exec(body);
  const infix = new RegExp(`^${fieldText}\\s+(?:contains|has|includes|anyof)\\s+\\[?\\s*(.+?)\\s*\\]?$`, 'i').exec(body);
  const within = new RegExp(`^(.+?)\\s+in\\s+${fieldText}$`).exec(body);
  const contained = call ?? piped ?? infix;
  if (contained) return contains(field(contained[1]!), contained[2]!.trim());
  if (within) return contains(field(within[2]!), within[1]!.trim());
  for (const op of OPERATORS) {
    const at = topIndex(body, op);
    if (at < 0) continue;
    const [left, right] = [body.slice(0, at).trim(), body.slice(at + op.length).trim()];
    const value = literal(right) ?? (op === '=~' ? /^\/(.*)\/i?$/.exec(right)?.[1] : undefined);
    if (value === undefined || !new RegExp(`^${fieldText}$`).test(left)) return undefined;
    const compareOp = op === '=' ? '==' : op === '=~' ? 'contains' : op;
    return { kind: 'compare', field: field(left), op: compareOp, value };
  }
  return new RegExp(`^${fieldText}$`).test(body) ? { kind: 'compare', field: field(body), op: 'exists' } : undefined;
}

function contains(field: string[], text: string): Test | undefined {
  const value = literal(text);
  return value === undefined ? undefined : { kind: 'compare', field, op: 'contains', value };
}

function joined(kind: 'and' | 'or', parts: string[]): Test | undefined {
  const tests = parts.map((part) => parseTest(part));
  return tests.every((test): test is Test => test !== undefined) ? { kind, parts: tests } : undefined;
}

/** The parts of a text split where `separator` matches outside quotes and brackets. */
function splitTop(text: string, separator: RegExp): string[] {
  const parts: string[] = [];
  let [depth, quote, start] = [0, '', 0];
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === quote) quote = '';
      continue;
    }
    if (c === '"' || c === "'" || c === '`') quote = c;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth === 0) {
      const match = separator.exec(text.slice(i));
      if (match) {
        parts.push(text.slice(start, i));
        start = i + match[0].length;
        i = start - 1;
      }
    }
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** The index of an operator outside quotes, or -1. */
function topIndex(text: string, op: string): number {
  let quote = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'" || c === '`') quote = c;
    else if (text.startsWith(op, i)) {
      // "<" is not the start of "<=", "=" not a part of "==", "!=", "<=" or ">=".
      if (op === '=' && /[=!<>~]/.test(text[i - 1] ?? '')) continue;
      if (op === '=' && text[i + 1] === '=') continue;
      if ((op === '<' || op === '>') && text[i + 1] === '=') continue;
      return i;
    }
  }
  return -1;
}

// Its machine code goes when idle (../text/patterns.ts).
releaseCompiledCode(NAME);
