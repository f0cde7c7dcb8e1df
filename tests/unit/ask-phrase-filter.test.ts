/**
 * Issue #28, session 32 (speed without the memo, sixth pass): whether the content writes a phrase is decided by a table of
 * bits before the content's whole text is searched (src/core/ask/text/phrase-filter.ts). Checked by
 * counting the searches of the content's whole text, never by timing, on a portfolio written here in a field
 * no evaluation set covers (an orienteering map maker), and by the answers staying what they were.
 * Pure: content files in a temporary folder.
 */
import { describe, expect, it, vi } from 'vitest';
import { phraseFilterCounts, phraseSearch } from '../../src/core/ask/text/phrase-filter.ts';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';
import { PROFILE, PROJECTS, SKILLS } from '../support/orienteering-portfolio.ts';

const tempDir = tempDirs('ask-phrase-filter');

function engine() {
  return askContent(tempDir(), { profile: PROFILE, skills: SKILLS, projects: PROJECTS });
}

describe('whether the content writes a phrase: a table of bits before the search of the whole text', () => {
  const text = 'the generator marks green screen where the undergrowth is dense ; course setters export courses';

  it('says what includes() says for every phrase of two words of the text, and for phrases it does not write', () => {
    const writes = phraseSearch(text);
    const words = text.split(' ');
    for (let i = 0; i + 1 < words.length; i++)
      for (const phrase of [`${words[i]} ${words[i + 1]}`, `${words[i]!.slice(1)} ${words[i + 1]!.slice(0, 4)}`, `${words[i]} ${words.at(-1 - i)}`])
        expect(writes(phrase), phrase).toBe(text.includes(phrase));
    for (const phrase of ['green', 'een scr', 'screen', ' where', 'e ; c', 'x', '']) expect(writes(phrase), phrase).toBe(text.includes(phrase));
  });

  it('searches the text only for a phrase whose characters around its space are marked, and makes the table once', () => {
    const writes = phraseSearch(text);
    const { builds, searches } = phraseFilterCounts;
    expect(writes('under growth')).toBe(false);
    expect(writes('setter sexport')).toBe(false);
    expect(phraseFilterCounts.searches).toBe(searches);
    expect(writes('green screen')).toBe(true);
    expect(phraseFilterCounts.searches).toBe(searches + 1);
    expect(phraseFilterCounts.builds).toBe(builds + 1);
  });

  it('a joined word of the question ("greenscreen") is still split where the content writes it apart; a split it never writes does not search the whole text', () => {
    const ask = engine();
    const includes = String.prototype.includes;
    let wholeTextSearches = 0;
    const spy = vi.spyOn(String.prototype, 'includes').mockImplementation(function (this: string, ...args: Parameters<string['includes']>) {
      if (this.length > 400 && this.startsWith('i draw orienteering')) wholeTextSearches++;
      return includes.apply(this, args);
    });
    try {
      expect(ask('Which project marks greenscreen?').answer).toMatch(/Vegetation Draft Generator/);
      expect(wholeTextSearches).toBe(1);
      // "undergrowthmaps": "undergrowth" and "maps" are words of the content, "undergrowth maps" is no phrase of it.
      ask('Has she drawn undergrowthmaps?');
      expect(wholeTextSearches).toBe(1);
    } finally {
      spy.mockRestore();
    }
  });
});
