/**
 * A description written for OpenAPI and the problem types (CommonMark: `name` is code), cut into
 * plain text and code spans, so that the pages show <code> rather than backticks.
 */
export function codeSpans(text: string): { code: boolean; text: string }[] {
  return text
    .split(/`([^`\n]+)`/)
    .map((part, i) => ({ code: i % 2 === 1, text: part }))
    .filter((s) => s.text !== '');
}
