// The machine code of the engine's module-level regular expressions, dropped when idle (docs/security.md,
// Memory under load). V8 compiles a pattern to machine code at its first uses and keeps that code as
// long as the RegExp lives; it never flushes it, even with the bytecode flushing the server asks for
// when idle. The answering modules hold about 190 patterns as module constants (topic and cue
// patterns, up to 120 KB of code each): 2.2 MB of code after the eval sets. `RegExp.prototype.compile`
// with the same source and flags gives the same object new, uncompiled data (V8 looks in its
// compilation cache first, which its full collections empty, hence after one); the old code goes at
// the next collection, and the pattern is compiled again at its next use, to the same matches.

const patterns = new Set<RegExp>();

/** Registers module-level patterns (other values are ignored) whose compiled code goes when idle. */
export function releaseCompiledCode(...values: readonly unknown[]): void {
  for (const value of values) if (value instanceof RegExp) patterns.add(value);
}

/**
 * Gives every registered pattern fresh, uncompiled data (called when idle, after a full collection:
 * before it, V8's compilation cache hands back the compiled data). Resets `lastIndex`, which no
 * pattern carries between requests. Returns how many.
 */
export function recompilePatterns(): number {
  for (const pattern of patterns) pattern.compile(pattern.source, pattern.flags);
  return patterns.size;
}
