/**
 * A value made once per pair of objects (a portfolio and its URLs), forgotten with either: for the
 * caches whose contents name URLs (memoised answers, the ask engine, the MCP server card).
 */
export function perPair<A extends object, B extends object, V>(make: (a: A, b: B) => V): (a: A, b: B) => V {
  return releasablePerPair(make).get;
}

/**
 * `perPair` whose values can all be dropped at once (`release`, which the server calls when idle:
 * src/server/idle-memory.ts); the next `get` makes its value again.
 */
export function releasablePerPair<A extends object, B extends object, V>(make: (a: A, b: B) => V): { get: (a: A, b: B) => V; release: () => void } {
  let byA = new WeakMap<A, WeakMap<B, V>>();
  return {
    get: (a, b) => {
      let byB = byA.get(a);
      if (!byB) byA.set(a, (byB = new WeakMap()));
      if (!byB.has(b)) byB.set(b, make(a, b));
      return byB.get(b)!;
    },
    release: () => {
      byA = new WeakMap();
    },
  };
}
