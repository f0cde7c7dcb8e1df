/**
 * /v1/ask: "How long has he worked in <his field>?" answered by the bio's sentence that states the years of that work,
 * its span first, when the bio's opening writes the field asked (issue #28, the owner's facts); an abbreviation with "&"
 * ("I&C") is no asker's "I". Invented field: software for funeral directors and crematoria.
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-field-years');

const PROFILE = `---
name: Cormac Ó Floinn-Adebayo
role: Funeral Services Software Engineer
location: Cork, Ireland
---
I am a funeral services software engineer who writes booking systems for funeral directors and the I&C code of cremators.
I trained as an embalmer in 2009 and have built arrangement and cremation scheduling systems for eleven years.

Before that I spent two years at a hospital records office in Limerick.
`;

function funeralEngine() {
  return askContent(tempDir(), {
    profile: PROFILE,
    skills: 'scheduling:\n  - Cremation slot planning\n  - PostgreSQL 16\n',
    career: `experience:\n  - { organisation: Lee Valley Crematorium, role: Systems Engineer, start: "2015-03" }\n  - { organisation: Shannon Health Records, role: Records Clerk, start: "2011-01", end: "2013-02" }\n`,
    projects: {
      'slot-planner': `---\ntitle: Cremation Slot Planner\ndescription: Plans the cremator slots of three crematoria a week ahead, with the families' chosen times first.\ntags: [scheduling]\ndate: "2023-06"\n---\n`,
    },
  });
}

describe("the years of the owner's field", () => {
  const ask = funeralEngine();

  it('leads with the span the bio states when the bio names the field asked', () => {
    expect(ask('How long has he been building software for funeral directors?').answer).toMatch(/^Eleven years\. From Cormac's bio: “I trained as an embalmer/);
    expect(ask('How long has he worked on cremator I&C code?').answer).toMatch(/^Eleven years\./);
  });

  it('a field the bio does not name is not answered with its years', () => {
    expect(ask('How long has he worked in orchestral music publishing?').answer).not.toMatch(/^Eleven years/);
  });
});

describe('a place asked with the years', () => {
  it("is no field: the bio's years are not the years in a town its sentence names", () => {
    const ask = askContent(tempDir(), {
      profile: `---\nname: Cormac Ó Floinn-Adebayo\nrole: Funeral Services Software Engineer\nlocation: Cork, Ireland\n---\nI write booking systems for funeral directors.\nI qualified in Galway in 2014 and have built cremation scheduling systems for eleven years.\n`,
      career: `experience:\n  - { organisation: Lee Valley Crematorium, role: Systems Engineer, start: "2023-03", location: "Galway, Ireland" }\n  - { organisation: Corrib Records, role: Developer, start: "2014-09", end: "2019-02", location: "Galway, Ireland" }\n`,
      projects: {
        'slot-planner': `---\ntitle: Cremation Slot Planner\ndescription: Plans the cremator slots of three crematoria.\ntags: [scheduling]\ndate: "2023-06"\n---\n`,
      },
    });
    expect(ask('How many years has he worked in Galway?').answer).not.toMatch(/^Eleven years/);
  });
});
