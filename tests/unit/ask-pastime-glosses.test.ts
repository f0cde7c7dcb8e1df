/**
 * Issue #28, session 33 (pastimes asked by a broader word that WordNet links only through definitions):
 * "Does he do any water sports?" with "Outrigger paddling" listed (to paddle is to boat, to ride in a boat on
 * water) is "Yes" (src/core/ask/knowledge/pastime-glosses.ts), on a portfolio written here in a field no
 * evaluation set covers (the process software of industrial laundries). The guards: the whole modifier asked
 * ("water") must be a word of a definition of the interest's own words, read whole where WordNet knows a
 * phrase ("ice hockey": ice is frozen water, yet no water sport), never in a proper name of a keyword
 * ("Lake Constance"), and a pastime must already be of the head asked ("Chess" is no "contact sport").
 */
import { describe, expect, it } from 'vitest';
import { pastimeGlossKindsOf } from '../../src/core/ask/knowledge/pastime-glosses.ts';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-pastime-glosses');

const PROFILE = `---
name: Tobias Achterberg
role: Laundry Process Engineer
location: Konstanz, Germany
email: tobias@washline.example
---
I write the control and routing software of industrial laundries: tunnel washers, ironers and the linen that goes back to hotels.
`;

const SKILLS = `washing:
  - Tunnel washer dosing
  - Linen RFID tracking
`;

const CAREER = `interests:
  - { name: Outrigger paddling, keywords: [Club crew] }
  - { name: Chess }
  - { name: Cycling, keywords: [Rides along Lake Constance] }
`;

const PROJECTS = {
  'linen-router': `---\ntitle: Linen Router\ndescription: Routes 60 tonnes of hotel linen a day from the sorting belt to 14 tunnel washers.\ndate: "2024-02"\ntags: [rfid, routing]\n---\nThe router reads each bag's RFID tag and sends it to the washer with the right programme.\n`,
};

const ask = () => askContent(tempDir(), { profile: PROFILE, skills: SKILLS, career: CAREER, projects: PROJECTS });

describe('/v1/ask: a pastime of a kind WordNet links through definitions', () => {
  it('answers a kind asked by a modifier the definitions state', () => {
    const answer = ask()('Does he do any water sports?');
    expect(answer.answer).toMatch(/^Yes\. Outrigger paddling, a kind of water sport/);
  });

  it('does not read a modifier no definition of the interest states', () => {
    expect(ask()('Does he do any contact sports?').answer).not.toMatch(/^Yes\. (?:Chess|Outrigger)/);
  });

  it('reads a phrase WordNet knows whole, and no proper name of a keyword', () => {
    const kinds = pastimeGlossKindsOf(
      [
        { name: 'Ice hockey' },
        { name: 'Cycling', keywords: ['Rides along Lake Constance'] },
        { name: 'Ski touring' },
        { name: 'Chess' },
        { name: 'Outrigger paddling' },
      ],
      { cycling: ['sport'], 'ski touring': ['sport'] },
    );
    expect(kinds['outrigger paddling']).toEqual(['water sport']);
    expect(kinds['ice hockey'] ?? []).not.toContain('water sport');
    expect(kinds.cycling ?? []).not.toContain('water sport');
    expect(kinds['ski touring'] ?? []).not.toContain('water sport');
    expect(kinds.chess ?? []).not.toContain('contact sport');
  });
});
