/**
 * Common words in another sense (issue #28, session 31: common words, word senses, broader words and
 * spelling), on a portfolio written here in a field no evaluation set covers (the control software of
 * a coffee roastery). Its category `roasting` and tags `drum` and `batch` are ordinary English words
 * with other senses (WordNet, build time): "Could she roast my brother at his wedding?" and "Can she
 * play the drum at our gig?" use them in another sense (no other word asked is in the texts around the
 * name), so the answer is "No." in the asker's words, not the category's list or the drum roaster;
 * "Does she do drum roasting?" and "Any batch work?" keep the portfolio's sense.
 * Short names: "Does she know Cropster?" against a tag `cropster` and the listed "Cropster Roast" and
 * "Cropster Origin" is those skills; "CAS" is no acronym of the run "control", "Artisan Scope" that two
 * listed skills side by side would make. The owner's name spelt by ear: "Does Shivawn know Cropster?"
 * asks about Siobhan (the same sounds, each made alike), "Does Sharon …?" does not. Pastimes by their
 * verb: "Grilling" is done by grilling, and to grill is to cook (WordNet's verb above it); "Korfball",
 * which WordNet does not know, is what the bio says she plays, and to play is to "participate in games
 * or sport". A word spelt the other way ("flavor") that only a course of the education writes ("Flavour
 * chemistry") gets that entry, not "No project mentions it".
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-word-senses');

const PROFILE = `---
name: Ilse Brandvold-Okafor
role: Roastery Control Engineer
location: Bergen, Norway
email: ilse@roastline.example
---
I write the control software of coffee roasteries: the loops that keep a drum roaster on its profile curve and
the records that follow each lot of green coffee from the warehouse to the cup.
`;

const SKILLS = `roasting:
  - Roast profile curves
  - Rate of rise control
  - Artisan Scope 3.0
tools:
  - Cropster Roast
  - Cropster Origin
  - Docker
  - Git
`;

const PROJECTS = {
  'roast-curve-controller': `---\ntitle: Roast Curve Controller\ndescription: Holds the rate of rise of a 60-kilo drum roaster on its profile curve with a PID loop, so that each batch of green coffee ends within 5 seconds of its target development time.\ndate: "2024-05"\ntags: [roasting, drum, python]\n---\nThe loop reads the bean probe ten times a second and moves the gas valve in steps of half a percent.\n`,
  'green-lot-ledger': `---\ntitle: Green Lot Ledger\ndescription: Tracks every lot of green coffee from the warehouse to the roaster by batch, origin and moisture reading.\ndate: "2023-02"\ntags: [batch, inventory, cropster]\n---\nEach lot gets a moisture reading on arrival and before roasting.\n`,
};

const ask = () => {
  const answer = askContent(tempDir(), { profile: PROFILE, skills: SKILLS, projects: PROJECTS });
  return (question: string) => answer(question);
};

describe('ask: a common word used in another sense than the portfolio name (issue #28, word senses)', () => {
  it('says "No." in the asker\'s words when no other word asked fits the name\'s context', () => {
    const answer = ask();
    const roast = answer('Could she roast my brother at his wedding?');
    expect(roast.answer).toMatch(/^No\. Ilse's portfolio does not mention “brother at his wedding”; “roast” in it is the name of a skill category/);
    expect(roast.references).toEqual([]);
    const drum = answer('Can she play the drum at our gig?');
    expect(drum.answer).toMatch(/^No\. Ilse's portfolio does not mention “play the drum at our gig”/);
    expect(drum.answer).not.toContain('Roast Curve Controller');
  });

  it('keeps the portfolio sense when another word fits it, or when the question is about work', () => {
    const answer = ask();
    expect(answer('Does she do drum roasting?').answer).not.toMatch(/^No\b/);
    expect(answer('Any batch work?').answer).toMatch(/Green Lot Ledger/);
    expect(answer('Has she done batch roasting of green coffee?').answer).not.toMatch(/^No\b/);
    // The name opening a compound qualifies the thing asked in its own sense.
    expect(answer('Can she help with drum maintenance?').answer).not.toContain('about something else');
  });
});

describe('ask: a short name of listed skills, and no acronym across two names (issue #28, spelling and short names)', () => {
  it('answers a name that begins listed skills with those skills, over a tag of the same name', () => {
    const cropster = ask()('Does she know Cropster?');
    expect(cropster.answer).toMatch(/^Yes\. Ilse lists Cropster Roast \(tools\) and Cropster Origin \(tools\) among the skills/);
    expect(cropster.answer).not.toContain('not among');
  });

  it('reads no acronym from the end of one skill name and the start of the next', () => {
    const cas = ask()('Does she know CAS?').answer;
    expect(cas).toMatch(/^No\. “cas” is not among Ilse's listed skills/);
    expect(cas).not.toContain('Artisan');
  });
});

describe("ask: the owner's first name spelt by ear as the subject (issue #28, spelling)", () => {
  const byEar = () =>
    askContent(tempDir(), {
      profile: PROFILE.replace('Ilse Brandvold-Okafor', 'Siobhan Brandvold-Okafor'),
      skills: SKILLS,
      projects: PROJECTS,
    });

  it('reads a subject that sounds like the first name as the owner, and one that does not as another person', () => {
    const answer = byEar();
    expect(answer('Does Shivawn know Cropster?').answer).toMatch(/^Yes\. Siobhan lists Cropster Roast/);
    expect(answer('Does Sharon know Cropster?').answer).toContain('does not mention “Sharon”');
  });
});

describe('ask: a pastime answered by its verb (issue #28, broader words for pastimes)', () => {
  const pastimes = () =>
    askContent(tempDir(), {
      profile: `${PROFILE}\nOn Sundays I play korfball for a club in Laksevåg, and in summer I grill for the whole street.\n`,
      skills: SKILLS,
      career: 'interests:\n  - name: Grilling\n  - name: Korfball\n    keywords: [Laksevåg]\n  - name: Calligraphy\n',
      projects: PROJECTS,
    });

  it("answers a verb above the pastime's verb, and a noun of its definition, with the pastime", () => {
    const answer = pastimes();
    expect(answer('Does Ilse cook?').answer).toMatch(/^Yes\. Grilling is one of Ilse's interests outside work \(WordNet: to grill is to cook\)/);
    expect(answer('Does she play a sport?').answer).toMatch(
      /^Yes\. Korfball is one of Ilse's interests outside work \(WordNet: to play is to participate in games or sport\)/,
    );
  });

  it('names the doer of a pastime in "-graphy" ("Is she a calligrapher?")', () => {
    expect(pastimes()('Is she a calligrapher?').answer).toMatch(/^Yes\. Calligraphy is one of Ilse's interests outside work/);
  });

  it('says "Yes" to the head only when only the head of the thing asked is reached', () => {
    // "Korfball" is a ball game by its known tail (WordNet's "ball", a game; ask-pastime-descriptions.test.ts); a team game is not reached.
    expect(pastimes()('Does she play a ball game?').answer).toMatch(/^Yes\. Korfball, a kind of ball game \(WordNet\)/);
    const team = pastimes()('Does she play a team game?').answer;
    expect(team).toMatch(/^Yes, a game: Korfball is one of Ilse's interests outside work .*; whether it is a team game the portfolio does not say/);
    expect(pastimes()('Does she play an instrument?').answer).not.toMatch(/Korfball is one/);
  });
});

describe('ask: a word only a career entry writes, in either spelling (issue #28, spelling)', () => {
  it('answers with the entry rather than "no project mentions it"', () => {
    const answer = askContent(tempDir(), {
      profile: PROFILE,
      skills: SKILLS,
      career:
        'education:\n  - institution: Norwegian University of Life Sciences\n    degree: MSc\n    area: Food Science\n    start: 2012-08\n    end: 2014-06\n    courses: [Flavour chemistry, Heat transfer]\n',
      projects: PROJECTS,
    });
    const flavor = answer('Has she done flavor chemistry?').answer;
    expect(flavor).toMatch(/^Yes\. From Ilse's education: MSc in Food Science at Norwegian University of Life Sciences .*Flavour chemistry/);
  });
});
