// The request arbitrary: descriptions of HTTP/1.1 requests (see ../render.mjs), built from the
// generators of the target, the head and the body.
import fc from 'fast-check';
import { bodyArbitrary, framingArbitrary } from './body.mjs';
import { headersArbitrary, jwtArbitrary, methodArbitraries } from './head.mjs';
import { hostArbitraries, targetArbitrary } from './target.mjs';

/**
 * The request arbitrary for a set of targets. Its values are descriptions (see `render`); the
 * same targets give the same values for the same seed, whatever server they are sent to.
 * @param {import('../targets.mjs').Targets} targets
 */
export function requestArbitrary(targets) {
  const { hostValue, host } = hostArbitraries();
  const target = targetArbitrary(targets, hostValue);
  const { method, version } = methodArbitraries();
  const jwt = jwtArbitrary();
  const headers = headersArbitrary(jwt);
  const body = bodyArbitrary(jwt);
  const framing = framingArbitrary();
  return fc.record({ method, target, version, host, headers, body, framing });
}
