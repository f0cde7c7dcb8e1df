/**
 * Yes/no questions over a complete career list (awards, education, certificates, talks), on a
 * portfolio written here in a field no evaluation set covers (a cheese dairy's process engineer):
 * an entry states the question's word in another form of its family ("carving" by "Carvers'"), and
 * a university is named by its acronym even when its name opens with "The" and the entry's other
 * fields stand next to it ("TUM" of "MSc in Food Process Engineering at The Technical University of
 * Munich"). Before these, both were a "No." over the list. Pure: content files in a temporary folder.
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-career-lists');

const PROFILE = `---
name: Ruairí Ó Dálaigh-Berger
role: Cheese Dairy Process Engineer
location: Kempten, Bavaria, Germany
email: ruairi@alpkaese.example
---
I run the process software of a mountain cheese dairy: milk reception, the vats, the brine baths and the ripening cellars.
`;

const CAREER = `experience:
  - organisation: Allgäuer Bergkäserei
    role: Process Engineer
    start: 2019-04
education:
  - institution: The Technical University of Munich
    degree: MSc
    area: Food Process Engineering
    start: 2014-10
    end: 2016-09
    courses:
      - Rheology of curd
      - Membrane filtration
awards:
  - title: Gold medal, Wood Carvers' Fair Oberstdorf 2022
    awarder: Oberstdorf Heritage Society
    date: 2022-08
  - title: Dairy Innovation Prize 2021
    awarder: Bavarian Dairy Association
    date: 2021-05
`;

const files = { profile: PROFILE, career: CAREER, projects: {} };

describe('yes/no over a complete career list', () => {
  it('finds an award that states the asked word in another form of its family', () => {
    const ask = askContent(tempDir(), files);
    const answer = ask('Has he ever won a prize for carving?').answer;
    expect(answer).toMatch(/^Yes\./);
    expect(answer).toContain('Wood Carvers');
  });

  it('still says no for a word no award states in any form', () => {
    const ask = askContent(tempDir(), files);
    expect(ask('Has he ever won a prize for rowing?').answer).toMatch(/^No\. “rowing” is not in/);
  });

  it('reads an acronym of a university whose name opens with "The"', () => {
    const ask = askContent(tempDir(), files);
    const answer = ask('Did he study at TUM?').answer;
    expect(answer).toMatch(/^Yes\./);
    expect(answer).toContain('Technical University of Munich');
  });
});
