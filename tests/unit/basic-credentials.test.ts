/**
 * HTTP Basic client credentials (src/auth/basic-credentials.ts): RFC 7617 base64 of the client id
 * and secret, each form-urlencoded first as RFC 6749 §2.3.1 requires.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBasic } from '../../src/auth/basic-credentials.ts';

/** The base64 part of a Basic Authorization value for these (already encoded) bytes. */
const basic = (raw: string | Buffer) => Buffer.from(raw).toString('base64');
/** application/x-www-form-urlencoded, as an OAuth client encodes its id and secret. */
const formEncode = (s: string) => new URLSearchParams({ v: s }).toString().slice(2);

describe('decodeBasic', () => {
  it('splits at the first colon: the secret may contain colons, the id cannot (it sends %3A)', () => {
    expect(decodeBasic(basic('client:secret'))).toEqual({ id: 'client', secret: 'secret' });
    expect(decodeBasic(basic('client:se:cr:et'))).toEqual({ id: 'client', secret: 'se:cr:et' });
    expect(decodeBasic(basic('my%3Aclient:secret'))).toEqual({ id: 'my:client', secret: 'secret' });
  });

  it('decodes percent-escapes in the id and the secret', () => {
    expect(decodeBasic(basic('a%2Fb%3Fc%26d%3De:p%25ss%2Bw%3Ard%20'))).toEqual({ id: 'a/b?c&d=e', secret: 'p%ss+w:rd ' });
    expect(decodeBasic(basic('%61%62%63:%7e'))).toEqual({ id: 'abc', secret: '~' });
  });

  it('reads + as a space (form encoding), and %2B as a plus', () => {
    expect(decodeBasic(basic('my+client:s+e+cret'))).toEqual({ id: 'my client', secret: 's e cret' });
    expect(decodeBasic(basic('c%2B%2B:a+%2B+b'))).toEqual({ id: 'c++', secret: 'a + b' });
  });

  it('is undefined without a colon, including for an empty value and base64 of nothing useful', () => {
    expect(decodeBasic(basic('clientsecret'))).toBeUndefined();
    expect(decodeBasic('')).toBeUndefined();
    expect(decodeBasic('!!!!')).toBeUndefined();
    expect(decodeBasic(basic('client%3Asecret'))).toBeUndefined(); // the only colon is escaped
  });

  it('is undefined for invalid percent-encoding: bad hex, a lone %, bytes that are not UTF-8', () => {
    for (const raw of ['a%zz:b', 'a:b%', 'a:%4', '%:b', 'a:%E0%A4', 'a:%C3%28', 'a:%FF', '%ED%A0%80:b']) {
      expect(decodeBasic(basic(raw)), raw).toBeUndefined();
    }
  });

  it('accepts an empty secret and an empty id (the client lookup and secret check refuse them later)', () => {
    expect(decodeBasic(basic('client:'))).toEqual({ id: 'client', secret: '' });
    expect(decodeBasic(basic(':secret'))).toEqual({ id: '', secret: 'secret' });
    expect(decodeBasic(basic(':'))).toEqual({ id: '', secret: '' });
  });

  it('decodes non-ASCII sent as percent-encoded UTF-8 or as raw UTF-8 alike; other bytes become U+FFFD', () => {
    const expected = { id: 'clïent', secret: 'sécret 🔑' };
    expect(decodeBasic(basic('cl%C3%AFent:s%C3%A9cret+%F0%9F%94%91'))).toEqual(expected);
    expect(decodeBasic(basic('clïent:sécret 🔑'))).toEqual(expected);
    expect(decodeBasic(basic(Buffer.from([0x63, 0xe9, 0x3a, 0x73])))).toEqual({ id: 'c\uFFFD', secret: 's' }); // Latin-1 é
  });

  it('round-trips any id and secret a client form-encodes', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' }), (id, secret) => {
        expect(decodeBasic(basic(`${formEncode(id)}:${formEncode(secret)}`))).toEqual({ id, secret });
      }),
    );
  });
});
