/**
 * An interest read with its own description (issue #28, session 31 wave 3): on a portfolio written here in a
 * field no evaluation set covers (the tunnel washers of a commercial laundry), "Go" described as a "Board
 * game" is the game of WordNet, not its most frequent act ("a go at it", an attempt), so "Does he play any
 * board games?" is a "Yes" with it; and "Parkrun", a name WordNet does not know, is what its description
 * says ("Saturday 5 km running"), so "Is he into any sport?" is a "Yes" with it. The description picks a
 * sense; it adds no "Yes" to a kind neither the name nor the description reaches. A name written as one
 * word that WordNet does not know is a kind of its longest known tail when that tail is a recreation
 * ("Wingsurfing" is surfing, a water sport; "Bikepacking" is no kind of packing).
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-pastime-descriptions');

const PROFILE = `---
name: Teodor Malinowski-Reyes
role: Laundry Automation Engineer
location: Łódź, Poland
email: teodor@tunnel-wash.example
---
I program the tunnel washers, presses and dryers of industrial laundries that clean hospital linen, so that each
batch gets the right dose of chemistry and water and its chamber temperatures are logged for the disinfection record.
`;

const SKILLS = `controls:
  - Siemens S7-1500
  - Batch tracking with RFID linen tags
data:
  - InfluxDB 2.7
`;

const CAREER = `experience:
  - organisation: Pralnia Centralna Sp. z o.o.
    role: Laundry Automation Engineer
    start: 2020-05
    location: Łódź, Poland
interests:
  - { name: Go, keywords: [Board game, 4 kyu at the city club] }
  - { name: Parkrun, keywords: [Saturday 5 km running] }
  - name: Wingsurfing
  - name: Bikepacking
`;

const PROJECTS = {
  'thermal-disinfection-log': `---\ntitle: Thermal Disinfection Log\ndescription: Logged each batch's chamber temperatures so that 14 hospital contracts get a disinfection record per cage of linen.\ndate: "2024-09"\ntags: [laundry, disinfection, rfid]\n---\nThe log holds the time above 71 °C per chamber, read from the washer's PLC every two seconds.\n`,
};

const ask = () => {
  const answer = askContent(tempDir(), { profile: PROFILE, skills: SKILLS, career: CAREER, projects: PROJECTS });
  return (question: string) => answer(question).answer;
};

describe('an interest read with its own description (issue #28, pastimes and kinds)', () => {
  it('takes the sense the description names, not the most frequent one', () => {
    const answer = ask();
    expect(answer('Does he play any board games?')).toMatch(/^Yes\. Go, a kind of board game \(WordNet\), is one of Teodor's interests/);
    expect(answer('Is he into parlour games?')).toMatch(/^Yes\. Go/);
  });

  it('reads a name WordNet does not know by its description', () => {
    const answer = ask();
    expect(answer('Is he into any sport?')).toMatch(/^Yes\. Parkrun and Wingsurfing, kinds of sport \(WordNet\), are some of Teodor's interests/);
    expect(answer('Does he do any athletics?')).toMatch(/^Yes\. Parkrun/);
  });

  it('reads a one-word compound WordNet does not know by its tail, when the tail is a recreation', () => {
    const answer = ask();
    expect(answer('Does he do any water sports?')).toMatch(/^Yes\. Wingsurfing, a kind of water sport \(WordNet\), is one of Teodor's interests/);
    expect(answer('Is he into surfing?')).toMatch(/^Yes\. Wingsurfing/);
    expect(answer('Does he do any packing?')).not.toMatch(/^Yes/);
  });

  it('gives no "Yes" to a kind neither the name nor its description reaches', () => {
    const answer = ask();
    for (const question of ['Does he play any card games?', 'Does he do any winter sports?', 'Does he make any attempts?'])
      expect(answer(question), question).not.toMatch(/^Yes/);
  });
});
