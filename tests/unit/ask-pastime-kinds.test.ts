/**
 * A broader word for a listed pastime (issue #28, session 30 wave 3): on a portfolio written here in a
 * field no evaluation set covers (the optical sorting lines of a glass recycling plant), "Is he into
 * any sport?" with "Fell running" listed is a "Yes" with the interest (WordNet's sense of running that is a
 * recreation, the athletic one, not the American-football play), and "Does he make any music?" with
 * "Bluegrass banjo" is a "Yes" because both words of the name reach music in WordNet (bluegrass is
 * country music; a banjo is a musical instrument). One word's weak link is no "Yes": "Model railways"
 * is no kind of anything asked, and a pet or a fish is none of these interests. "Is he into insects?" with
 * "Rooftop beekeeping" is a "Yes" with the bee its WordNet definition names ("the cultivation of bees").
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-pastime-kinds');

const PROFILE = `---
name: Eamon Varga-Lindqvist
role: Optical Sorting Engineer
location: Tampere, Finland
email: eamon@cullet-sort.example
---
I tune the optical sorters of glass recycling plants: the cameras and air jets that take ceramics, stones and
coloured cullet out of the flint glass stream before it goes back to the furnace.
`;

const SKILLS = `sorting:
  - Hyperspectral cameras
  - Air-jet ejector timing
  - OPC UA
data:
  - PostgreSQL 16
`;

const CAREER = `experience:
  - organisation: Pirkanmaa Cullet Oy
    role: Optical Sorting Engineer
    start: 2019-02
    location: Tampere, Finland
interests:
  - name: Fell running
  - name: Bluegrass banjo
  - name: Model railways
  - name: Rooftop beekeeping
`;

const PROJECTS = {
  'flint-purity-line': `---\ntitle: Flint Purity Line\ndescription: Raised the purity of the flint cullet of a 12-tonne-an-hour line to 99.7 percent with a second hyperspectral pass.\ndate: "2024-03"\ntags: [sorting, hyperspectral, cullet]\n---\nThe second pass rejects heat-resistant glass that the first camera cannot tell from flint.\n`,
};

const ask = () => {
  const answer = askContent(tempDir(), { profile: PROFILE, skills: SKILLS, career: CAREER, projects: PROJECTS });
  return (question: string) => answer(question).answer;
};

describe('a broader word for a listed pastime (issue #28, pastimes and kinds)', () => {
  it('answers a sport with the interest whose recreational sense is one', () => {
    const answer = ask();
    expect(answer('Is he into any sport?')).toMatch(/^Yes\. Fell running, a kind of sport \(WordNet\), is one of Eamon's interests/);
    expect(answer('Does he practise any athletics?')).toMatch(/^Yes\. Fell running/);
  });

  it('answers music with an interest both of whose words reach it (a genre and an instrument)', () => {
    expect(ask()('Does he play any music?')).toMatch(/^Yes\. Bluegrass banjo, a kind of music \(WordNet\), is one of Eamon's interests/);
  });

  it('answers a kind of thing with the pastime whose WordNet definition says it is done with one (its genus "of" …)', () => {
    const answer = ask();
    expect(answer('Is he into insects?')).toMatch(
      /^Yes\. Rooftop beekeeping is one of Eamon's interests outside work \(WordNet: rooftop beekeeping is done with the bee, a kind of insect\)/,
    );
    expect(answer('Does he keep any creatures?')).toMatch(/^Yes\. Rooftop beekeeping .*the bee, a kind of creature/);
    expect(answer('Does he keep bees?')).toMatch(/^Yes\. Rooftop beekeeping .*\(WordNet: rooftop beekeeping is done with the bee\)/);
  });

  it('says no "Yes" from one weak link or none', () => {
    const answer = ask();
    for (const question of ['Does he keep any pets?', 'Does he keep any fish?', 'Is he into any crafts?', 'Does he like any machines?'])
      expect(answer(question), question).not.toMatch(/^Yes/);
  });
});

describe('a compound kind whose one word the projects use (issue #28, pastimes and kinds)', () => {
  // The projects speak of sports-drink bottles: "sport" alone names the work, "water sports" is not the projects' word.
  const BOTTLES = `---\ntitle: Sports Bottle Sorter\ndescription: Takes the coloured caps of sports-drink bottles out of the PET stream before the flakes are washed.\ndate: "2022-05"\ntags: [sorting, pet]\n---\nThe sorter runs at 6 tonnes an hour.\n`;
  const ask = () => {
    const answer = askContent(tempDir(), {
      profile: PROFILE,
      skills: SKILLS,
      career: CAREER.replace('  - name: Model railways\n', '  - name: Open water swimming\n'),
      projects: { ...PROJECTS, 'sports-bottle-sorter': BOTTLES },
    });
    return (question: string) => answer(question).answer;
  };

  it('answers "water sports" with the interest, and a bare "sport" as the work', () => {
    const answer = ask();
    expect(answer('Is he into water sports?')).toMatch(/^Yes\. Open water swimming, a kind of water sport \(WordNet\)/);
    expect(answer('Is he into any sport?')).not.toMatch(/Open water swimming/);
  });
});
