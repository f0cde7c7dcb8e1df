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

const tempDir = tempDirs('ask-phrase-filter');

const PROFILE = `---
name: Sigrun Halvorsen
role: Orienteering Mapmaker and GIS Developer
location: Trondheim, Norway
email: sigrun@kartverksted.example
---
I draw orienteering maps for clubs and write the software that turns laser scans of the forest into a first draft.
I survey in the field from May to October and draw at my desk in the winter.
`;

const project = (title: string, description: string, date: string, tags: string[], body: string) =>
  `---\ntitle: ${title}\ndescription: ${description}\ndate: "${date}"\ntags: [${tags.join(', ')}]\n---\n${body}\n`;

const PROJECTS = {
  'vegetation-draft': project(
    'Vegetation Draft Generator',
    'Turns airborne laser scans into a first draft of runnability, from open forest to fight.',
    '2023-05',
    ['lidar', 'python', 'raster'],
    'The generator classifies 1.2 million points per hectare and marks green screen where the undergrowth is dense; a course setter checks the draft in the field.',
  ),
  'control-descriptions': project(
    'Control Description Printer',
    'Prints the pictograms of each control for a course, in the international symbol set.',
    '2021-09',
    ['typescript', 'pdf', 'courses'],
    'Course setters export 40 courses in one evening; the printer lays out the control descriptions beside each map.',
  ),
};

const SKILLS = `mapping: [OCAD, QGIS, Lidar processing]
programming: [Python, TypeScript]
`;

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
