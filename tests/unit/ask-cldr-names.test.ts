/**
 * The names of a kind CLDR lists, read by the answering sentence ("In which languages …", src/core/ask/text/cldr-names.ts),
 * are made at first use and emptied with the engine's other text caches when the server is idle (src/core/ask/text/release.ts).
 */
import { describe, expect, it } from 'vitest';
import { cldrKindOf, cldrKindsHeld, cldrNamesIn } from '../../src/core/ask/text/cldr-names.ts';
import { releaseTextCaches } from '../../src/core/ask/text/release.ts';
import { stem } from '../../src/core/ask/text/words.ts';

describe('CLDR names of a kind', () => {
  it('counts the language and country names a sentence writes', () => {
    expect(cldrKindOf(stem('languages'))).toBe('language');
    expect(cldrNamesIn('Recorded in English, Greek, Samoan and Vietnamese.', 'language')).toBe(4);
    expect(cldrNamesIn('Observed elections in Samoa, Tonga and Fiji.', 'region')).toBe(3);
  });

  it('are emptied with the text caches when the server is idle, and made again alike', () => {
    const before = cldrNamesIn('in Greek and Italian', 'language');
    expect(cldrKindsHeld()).toBeGreaterThan(0);
    releaseTextCaches();
    expect(cldrKindsHeld()).toBe(0);
    expect(cldrNamesIn('in Greek and Italian', 'language')).toBe(before);
  });
});
