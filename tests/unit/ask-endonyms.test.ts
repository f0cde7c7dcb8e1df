/**
 * The languages' own names (src/core/ask/tables/language-endonyms.json) are what
 * scripts/ask-endonyms.mjs reads from the runtime's CLDR data, and the engine reads them: "isiZulu"
 * is Zulu and "Cymraeg" Welsh, a country's name is none. After a Node upgrade: `npm run ask:endonyms`.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { languageCode, languagesNamed } from '../../src/core/ask/text/language-names.ts';
import { ENDONYMS_PATH, languageEndonyms } from '../../scripts/ask-endonyms.mjs';

describe('ask: languages by their own names', () => {
  it('the committed table is the one the runtime gives', () => {
    expect(JSON.parse(readFileSync(ENDONYMS_PATH, 'utf8'))).toEqual(languageEndonyms());
  });

  it('reads a language listed by its own name', () => {
    expect(languageCode('isiZulu')).toBe('zu');
    expect(languageCode('Cymraeg (fluent)')).toBe('cy');
    expect(languagesNamed('Does she speak Kiswahili or Føroyskt?').sort()).toEqual(['fo', 'sw']);
    expect(languagesNamed('Has she worked in Indonesia?')).toEqual([]);
  });
});
