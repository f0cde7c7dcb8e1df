/**
 * A name or the common word (issue #28, common words captured as names), on a portfolio written here
 * in a field no evaluation set covers (the software of a pipe-organ workshop). The content names
 * products whose words are English words too: an acronym "CAT" (of "Windlade CAT 3"), "Base" (of
 * "Kessler Console Base 5"), "Power" (of "Voicer Power 2"), and a tag `cat` whose project writes "CAT"
 * only. A question that writes the word as the common word ("Does she have a cat?", "Where is she
 * based?", "solar power") is not answered with the product; one that asks for the product keeps it
 * ("Does she know CAT?", "Does she know Console Base?"), and so does a lower-case skill asked in lower
 * case ("does she know rust?"). A wish of the bio ("I like work on IT automation") keeps its word in
 * capitals ("IT", not the pronoun "it"): "home automation" is not what it names.
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-common-word');

const PROFILE = `---
name: Maartje Oosterhuis
role: Organ Workshop Software Engineer
location: Haarlem, Netherlands
email: maartje@orgelwerk.example
---
I write the software of a workshop that builds and restores pipe organs for churches and concert halls.

I like work on IT automation, pipe voicing and console restoration.
`;

const SKILLS = `voicing:
  - Voicer Power 2
  - Windlade CAT 3
  - Temperament analysis
automation:
  - Ansible 9
consoles:
  - Kessler Console Base 5
  - MIDI 2.0
languages:
  - Rust 1.82
  - Python 3.12
`;

const PROJECTS = {
  'chest-tester': `---\ntitle: Wind Chest Tester\ndescription: Checks every valve of a wind chest with Windlade CAT before it leaves the workshop, in 40 minutes instead of a day.\ndate: "2024-03"\ntags: [cat, rust]\n---\nThe tester drives each pallet magnet through CAT and measures the pressure drop in the channel.\n`,
  'console-bridge': `---\ntitle: Console MIDI Bridge\ndescription: Connects a restored console to a digital combination system over MIDI 2.0 with Kessler Console Base.\ndate: "2023-06"\ntags: [midi, python]\n---\nThe bridge keeps 4,000 combinations for the organists of the cathedral.\n`,
  'voicing-log': `---\ntitle: Pipe Voicing Log\ndescription: Records the voicing of each pipe with Voicer Power and suggests the next cut from the temperament analysis.\ndate: "2022-01"\ntags: [voicing, python]\n---\nThe log holds the voicing of 2,600 pipes.\n`,
};

const ask = () => askContent(tempDir(), { profile: PROFILE, skills: SKILLS, projects: PROJECTS });

describe('ask: a name or the common word (issue #28, common words)', () => {
  it('does not read a common word as an acronym the content writes in capitals', () => {
    const answer = ask();
    for (const question of ['Does she have a cat?', 'does she have a cat']) {
      const found = answer(question);
      expect(found.answer).not.toContain('Windlade CAT 3');
      expect(found.answer).not.toMatch(/^Yes\./);
      expect(found.references).not.toContain('https://example.test/projects/chest-tester');
    }
    expect(answer('Does she know CAT?').answer).toMatch(/^Yes\. Maartje lists Windlade CAT 3/);
  });

  it('does not read another form of one word of a longer name as that name', () => {
    const answer = ask();
    const based = answer('Where is she based?');
    expect(based.answer).toContain('Haarlem');
    expect(based.answer).not.toContain('Kessler Console Base 5');
    expect(answer('Does she know Console Base?').answer).toMatch(/^Yes\. .*Kessler Console Base 5/);
  });

  it('does not read the head of an English compound as one word of a longer name', () => {
    const answer = ask();
    for (const question of ['What has she done with solar power?', 'Does she have a power supply?']) {
      const found = answer(question);
      expect(found.answer).not.toContain('Voicer Power');
      expect(found.references).not.toContain('https://example.test/projects/voicing-log');
    }
    expect(answer('Does she know Voicer Power?').answer).toMatch(/^Yes\. Maartje lists Voicer Power 2/);
  });

  it('keeps a word the bio writes in capitals in the work it wishes for', () => {
    const answer = ask();
    expect(answer('Does she do home automation?').answer).not.toContain('I like work on IT automation');
    expect(answer('Would she work on pipe voicing?').answer).toMatch(/^Yes\. From Maartje's bio: “I like work on IT automation/);
  });

  it('keeps a lower-case skill asked in lower case', () => {
    expect(ask()('does she know rust?').answer).toMatch(/^Yes\. Maartje lists Rust 1\.82/);
  });
});
