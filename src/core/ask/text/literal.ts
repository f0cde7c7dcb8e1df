/** A text as a regular expression that matches it literally ("C++" -> "C\+\+"): every question word or content name put into a pattern goes through it. */
export const literal = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
