/**
 * /v1/ask, session 32: findings of the session 31 review that changed answers (docs/api.md, /v1/ask).
 * On a portfolio written here in a field no evaluation set covers (an industrial laundry process
 * engineer: tunnel and barrier washers, chemical dosing, RFID garment tracking), with phrasings of
 * its own. Each test failed on the engine before its mend:
 * - F13: a project's value sentence (src/core/ask/answers/value-fact.ts, after the answer chain) does
 *   not replace a negative verdict earned before it ("No." of a stated limit).
 * - F12: a word is a form of another by a derivational ending, not by any prefix
 *   (src/core/ask/text/word-forms.ts): a limit on "databases" says nothing of "data entry", in the
 *   stated limits (answers/boundaries.ts) and in the last look at a quoted "Yes." (answers/earned-verdict.ts).
 * - One reach of a negation (src/core/ask/text/negation.ts) for the stances, the last look at a
 *   "Yes." and the verdict on a bio fact: "I do not program the ironers but train the staff" negates
 *   the programming only (the stances read the whole sentence as negated before).
 * - F5: a sentence that holds a field path and another ask gets each part answered
 *   (src/core/ask/path-parts.ts; a part that opens with a path asks, src/core/ask/question-parts.ts).
 * - F6: a text over 200 characters that opens with a path and goes on as a sentence is read as a
 *   sentence (src/core/ask/paths/answer.ts), not refused as a long path; a path part of one word
 *   is a part of its own (src/core/ask/question-parts.ts).
 * - F7: a text's length is its characters, a number has none (src/core/ask/paths/walk.ts).
 * - F3, F4: `..` descent (src/core/ask/paths/walk.ts) matches a name as written, folded, singular
 *   or plural across the whole document, and only when nothing has it the field's own name in the
 *   public JSON; a private name is never read through another schema's alias (`years` is no `date`).
 * - F14: a question read from another language says itself whether every word was read
 *   (src/core/ask/languages/index.ts `translateQuestion` -> { text, full }), with no state kept
 *   between two readings.
 */
import { describe, expect, it } from 'vitest';
import { translateQuestion } from '../../src/core/ask/languages/index.ts';
import { negatedClauses, negates } from '../../src/core/ask/text/negation.ts';
import { isFormOf } from '../../src/core/ask/text/word-forms.ts';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-review-fixes');

const PROFILE = `---
name: Mirela Castellanos-Obi
role: Industrial Laundry Process Engineer
location: Utrecht, Netherlands
---
I design and run the wash lines of large commercial laundries: tunnel washers, barrier washers, ironers and the linen tracking behind them.
Since 2019 I have been process lead at Witlinnen Services, where two plants wash linen for forty hotels and six hospitals.
I do not wash linen from isolation wards in open tunnel washers.
I never sign off a dosing recipe whose water temperature I have not logged myself.
I like work on chemical dosing, heat recovery and RFID tracking of garments; I do not repair domestic washing machines.
I do not wash mattresses or duvets: my plants wash flat linen and garments only.
I do the data entry for every wash batch myself, but I do not design databases.
I do not program the ironers but train the staff who run them.
Outside work I restore old sewing machines and sing in a choir.
`;

const SKILLS = `washing:
  - name: Tunnel washer programming
    years: 9
  - Chemical dosing
tracking:
  - RFID garment tracking
  - PostgreSQL 16
`;

const CAREER = `experience:
  - organisation: Witlinnen Services
    description: Two industrial laundries for hotels and hospitals around Utrecht
    role: Process Lead
    start: 2019-04
    location: Utrecht, Netherlands
    summary: Runs the wash lines of two plants.
  - organisation: Textielzorg Brabant
    role: Shift Engineer
    start: 2014-09
    end: 2019-03
    location: Tilburg, Netherlands
    summary: Kept the tunnel washers and ironers of a hospital laundry running.
languages:
  - language: Dutch
    fluency: Native
  - language: English
    fluency: C1
`;

const PROJECTS: Record<string, string> = {
  'barrier-washer': `---
title: Barrier Washer Line
description: A barrier washer line that keeps soiled and clean hospital linen on separate sides of a wall.
tags: [hospitals, hygiene]
date: "2024-03"
---
The barrier washers take 600 kg of linen per shift from the isolation wards of two hospitals and wash it at 71 °C for ten minutes.
Clean linen leaves on the far side of the wall and never meets the soiled carts.
`,
  'heat-recovery': `---
title: Heat Recovery for the Tunnel Washers
description: Heat exchangers that warm the fresh water of the tunnel washers with the waste water.
tags: [energy, water]
date: "2022-06"
---
The exchangers cut the gas used per kilogram of linen by 31% and pay for themselves in 19 months.
`,
  'rfid-tracking': `---
title: RFID Garment Tracking
description: Sewn-in RFID tags that count every garment in and out of the plant.
tags: [rfid, tracking]
date: "2021-01"
---
Readers at the dock doors count 12,000 garments an hour and flag the carts whose counts do not match the hotel's order.
Test runs with data from the databases of three hotels found 4% of garments missing.
`,
  'tunnel-line': `---
title: Tunnel Washer Line
description: Two sixteen-compartment tunnel washers for the flat linen of forty hotels.
tags: [tunnel-washers, hotels]
date: "2020-09"
---
The two tunnel washers wash 40 tonnes of flat linen a day with 4.5 litres of water per kilogram.
`,
};

function ask(): (question: string) => string {
  const answer = askContent(tempDir(), { profile: PROFILE, skills: SKILLS, career: CAREER, projects: PROJECTS });
  return (question: string) => answer(question).answer;
}

describe('a verdict earned in the answer chain stays (F13)', () => {
  it('a stated limit\'s "No." is not replaced by a project sentence with a value of the kind asked', () => {
    const answer = ask();
    // The tunnel washers' "40 tonnes … a day" states more of the question's words, but of flat linen: the limit answers.
    expect(answer('How many tonnes of mattresses and duvets can she wash in the tunnel washers a day?')).toMatch(
      /^No\. From Mirela's bio: “I do not wash mattresses or duvets/,
    );
    // A value asked of the owner's own work is still read from the project.
    expect(answer('How many kg of linen from the isolation wards do the barrier washers take per shift?')).toMatch(/600 kg/);
  });
});

describe('a word and its forms (F12)', () => {
  it('a longer stem is a form of a shorter one by a derivational ending or an opening combining form, not by any prefix', () => {
    expect(isFormOf('broadcast', 'broadcaster')).toBe(true);
    expect(isFormOf('manag', 'management')).toBe(true);
    expect(isFormOf('crypto', 'cryptocurrency')).toBe(true);
    // The Greek plural in -es of a noun in -is keeps its stem without the -is ("diagnoses" -> "diagnos", "diagnosis" stays).
    expect(isFormOf('diagnos', 'diagnosis')).toBe(true);
    expect(isFormOf('data', 'databas')).toBe(false);
    expect(isFormOf('test', 'testimony')).toBe(false);
    expect(isFormOf('part', 'partner')).toBe(false);
  });

  it('a limit on databases does not answer a question on data entry', () => {
    const answer = ask();
    expect(answer('Does she do data entry?')).toMatch(/^Yes\. From Mirela's bio: “I do the data entry for every wash batch myself/);
    expect(answer('Would she design a database for our plant?')).toMatch(/^No\. From Mirela's bio: “I do the data entry .* I do not design databases/);
  });
});

describe('one reach of a negation for every reader', () => {
  const SENTENCE = 'I do not program the ironers but train the staff who run them.';

  it('a negation reaches to the end of its clause: a contrast or a new subject ends it, a list does not', () => {
    expect(negatedClauses(SENTENCE).map((clause) => clause.tokens.map((token) => token.folded).join(' '))).toEqual(['i do not program the ironers']);
    expect(negatedClauses('I do not repair dryers, mangles or folders that are older than ten years.')[0]!.tokens.map((token) => token.folded)).toContain(
      'folders',
    );
    expect(negatedClauses('I wash hotel linen, and I never wash mattresses.').map((clause) => clause.tokens[0]!.folded)).toEqual(['i']);
    expect(negates(SENTENCE, ['train', 'staff'])).toBe(false);
    expect(negates(SENTENCE, ['program', 'ironer'])).toBe(true);
  });

  it('the stances and the verdict on the quoted sentence agree: the act after "but" is not refused', () => {
    const answer = ask();
    // A stance (answers/stances.ts) read "train the staff" inside the negation; the quoted sentence's verdict (answers/facts.ts) too.
    expect(answer('Can she train the staff who run the ironers?')).toMatch(/^Yes\. From Mirela's bio: “I do not program the ironers but train the staff/);
    expect(answer('Does she train staff who run ironers?')).toMatch(/^Yes\. From Mirela's bio: “I do not program the ironers but train the staff/);
    expect(answer('Does she program the ironers?')).toMatch(/^No\. From Mirela's bio: “I do not program the ironers/);
  });
});

describe('a question read from another language (F14)', () => {
  it('says with its English whether every word was read, whatever was read in between', () => {
    const named = translateQuestion('es', '¿Ha trabajado para Bienenwerk?');
    const partly = translateQuestion('es', '¿Ha trabajado con lavadoras túnel?');
    // Read in this order, the first reading is still whole: a name is read; "lavadoras" is not.
    expect(named).toEqual({ text: 'has she worked for Bienenwerk?', full: true });
    expect(partly).toEqual({ text: 'has she worked with lavadoras tunel?', full: false });
    expect(translateQuestion('de', 'Wo arbeitet sie zurzeit?')).toEqual({ text: 'where does she work currently?', full: true });
  });
});

describe('a field path and another ask in one sentence (F5)', () => {
  it('answers each part: the path by its value, the rest by the engine', () => {
    const answer = ask();
    const told = answer('profile.location — and also which projects has she done on heat recovery?');
    expect(told).toMatch(/^profile\.location: Utrecht, Netherlands\./);
    expect(told).toContain('Heat Recovery for the Tunnel Washers');
    const both = answer('What is profile.location, and does she know chemical dosing?');
    expect(both).toContain('Utrecht, Netherlands');
    expect(both).toMatch(/Yes\. Mirela lists Chemical dosing/);
    // Paths alone are still answered as one.
    expect(answer('profile.location and profile.name')).toBe('profile.location: Utrecht, Netherlands. profile.name: Mirela Castellanos-Obi.');
  });
});

describe('recursive descent in field paths (F3, F4)', () => {
  it('a name found as written is not read through aliases at other objects', () => {
    const answer = ask();
    // Before: the owner's name (alias `name`) came first, as an organisation.
    expect(answer('$..organisation')).toBe('$..organisation (2 values): Witlinnen Services, Textielzorg Brabant.');
    // Before: the owner's name and every project title (aliases `name`, `title`).
    expect(answer('$..language')).toBe('$..language (2 values): Dutch, English.');
    // Another schema's name is the field's own name in the public JSON, when nothing has it as written.
    expect(answer('$..company')).toBe('$..company (2 values): Witlinnen Services, Textielzorg Brabant.');
  });

  it('a private name is "not published" in every form, never a value read through an alias', () => {
    const answer = ask();
    // Before: `years` was read as `year`, an alias of `date`: the projects' dates.
    expect(answer('$..years')).toMatch(/^years is not published/);
    expect(answer('projects[0].years')).toMatch(/is not published/);
    expect(answer('skills.washing[0].years')).toMatch(/is not published/);
    expect(answer('$..phone')).toMatch(/^phone is not published/);
  });
});

describe('a long sentence that opens with a path (F6)', () => {
  it('is answered part by part, not refused as a path over 200 characters', () => {
    const answer = ask();
    const long =
      'profile.location, and also tell me about her projects on heat recovery and the tunnel washers, which chemicals she doses, whether she tracks garments by RFID, and how many hotels her plants wash linen for?';
    expect(long.length).toBeGreaterThan(200);
    const told = answer(long);
    expect(told).toMatch(/^profile\.location: Utrecht, Netherlands\./);
    expect(told).toContain('Heat Recovery for the Tunnel Washers');
    // A long jq pipe is still a path, and refused by its length.
    expect(answer(`.projects[] | select(.tags | index("rfid")) | .title | select(. != "${'a'.repeat(90)}") | select(. != "${'b'.repeat(90)}")`)).toMatch(
      /^This path is \d+ characters long/,
    );
  });
});

describe('the length of a value (F7)', () => {
  it('a list counts its entries, a text its characters; a number or a yes/no has no length', () => {
    const answer = ask();
    expect(answer('length(projects)')).toBe('length(projects): 4.');
    // Before: the name itself (a field of a text was the text).
    expect(answer('profile.name.length')).toBe('length(profile.name): 22.');
    // Before: "2", the digits of 4.
    expect(answer('length(length(projects))')).toBe('length(projects) is a number: only a list, an object or a text has a length.');
    expect(answer('projects[0].featured.length')).toMatch(/is a yes or no: only a list/);
  });
});
