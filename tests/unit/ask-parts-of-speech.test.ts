/**
 * The part-of-speech table of /v1/ask (src/core/ask/tables/parts-of-speech.json) is what
 * scripts/ask-parts-of-speech.mjs makes from the installed wink-lexicon, and `isNounLike` reads it as
 * it read the lexicon: the first tag of a known word decides, an unknown word is a noun unless it
 * ends like a past form. After upgrading wink-lexicon: `npm run ask:parts-of-speech`.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { isNounLike } from '../../src/core/ask/text/parts-of-speech.ts';
import { PARTS_OF_SPEECH_PATH, partsOfSpeech } from '../../scripts/ask-parts-of-speech.mjs';

const lexicon = createRequire(import.meta.url)('wink-lexicon/src/lexicon.js') as Record<string, string[]>;

describe('ask: parts of speech', () => {
  it('the committed table is the one the installed lexicon gives', () => {
    expect(JSON.parse(readFileSync(PARTS_OF_SPEECH_PATH, 'utf8'))).toEqual(partsOfSpeech());
  });

  it('reads every word of the lexicon as its first tag says', () => {
    const differ = Object.entries(lexicon)
      .filter(([, tags]) => tags?.length)
      .filter(([word, tags]) => isNounLike(word) !== (tags[0]!.startsWith('NN') || tags[0] === 'FW'))
      .map(([word]) => word);
    expect(differ).toEqual([]);
  });

  it('takes an unknown word for a noun unless it ends like a past form', () => {
    expect(isNounLike('timetables')).toBe(true);
    expect(isNounLike('sketched')).toBe(false);
    expect(isNounLike('remotely')).toBe(false);
    expect(isNounLike('bed')).toBe(true);
  });
});
