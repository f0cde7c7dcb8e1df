/**
 * /v1/ask: when daylight saving time starts and ends where the owner works (issue #28, the owner's facts), computed
 * from the runtime's ICU data through Intl (no table of zones or of countries' rules), and the time zone answer citing
 * the profile whose location and bio it is of. Invented field: a public library catalogue systems engineer.
 */
import { describe, expect, it } from 'vitest';
import { daylightSpan } from '../../src/core/ask/knowledge/time-zone.ts';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-daylight-span');

function libraryEngine(zone: string) {
  return askContent(tempDir(), {
    profile: `---\nname: Thandiwe Okonkwo-Lind\nrole: Library Systems Engineer\nlocation: Chicago, United States\n---\nI run the catalogue, circulation and interlibrary loan systems of a city library network of 81 branches.\n`,
    skills: 'catalogue:\n  - MARC 21\n  - Koha\n',
    services: `services:\n  - name: Catalogue migration review\n    description: A review of a catalogue migration plan.\n    price: on request\navailability:\n  timeZones: ["${zone}"]\n`,
    projects: {
      'holds-queue': `---\ntitle: Holds Queue Rebalancer\ndescription: Spreads the holds of 81 branches over the delivery vans.\ntags: [circulation]\ndate: "2024-09"\n---\n`,
    },
  });
}

describe('daylight saving time spans', () => {
  it('reads the start and the end of daylight saving time as the weekday of the month, north and south', () => {
    expect(daylightSpan('America/Chicago')).toBe('from the second Sunday in March to the first Sunday in November (March to November)');
    expect(daylightSpan('Australia/Adelaide')).toBe('from the first Sunday in October to the first Sunday in April (October to April)');
    expect(daylightSpan('Asia/Tokyo')).toBeUndefined();
  });

  it('a question about daylight saving time gets the span; the zone answer cites the profile', () => {
    const ask = libraryEngine('America/Chicago');
    const begins = ask('When do the clocks go forward for daylight saving where she works?');
    expect(begins.answer).toMatch(/second Sunday in March/);
    expect(begins.references).toContain('https://example.test/v1/profile');
    expect(libraryEngine('Australia/Adelaide')('Is she on daylight saving time in summer?').answer).toMatch(/^Yes\. .*October to April/);
    // Not asked of daylight saving time: the zone alone.
    expect(ask('Which time zone does she work in?').answer).not.toMatch(/Sunday/);
  });
});
