/**
 * A value made once per pair of objects (a portfolio and its URLs), forgotten with either: for the
 * caches whose contents name URLs (memoised answers, the ask engine, the MCP server card).
 */
export function perPair<A extends object, B extends object, V>(make: (a: A, b: B) => V): (a: A, b: B) => V {
  const byA = new WeakMap<A, WeakMap<B, V>>();
  return (a, b) => {
    let byB = byA.get(a);
    if (!byB) byA.set(a, (byB = new WeakMap()));
    if (!byB.has(b)) byB.set(b, make(a, b));
    return byB.get(b)!;
  };
}
