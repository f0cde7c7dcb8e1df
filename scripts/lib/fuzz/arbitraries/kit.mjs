// Helpers shared by the request generators.
import fc from 'fast-check';

/** A weighted choice for `oneof`. */
export const w = (/** @type {number} */ weight, /** @type {fc.Arbitrary<any>} */ arbitrary) => ({ weight, arbitrary });
// Shrinking may jump to the first (simplest) choice: no body, the plain path, the default Host…
export const oneof = (/** @type {any[]} */ ...choices) => fc.oneof({ withCrossShrink: true }, ...choices);
export const printable = (/** @type {number} */ maxLength) => fc.string({ maxLength });
export const token = fc.stringMatching(/^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,24}$/);
export const segment = fc.stringMatching(/^[A-Za-z0-9._~!$&'()*+,;=:@%-]{1,24}$/);
