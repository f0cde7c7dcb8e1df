/**
 * A service to the asker's own things (issue #28, common words), on a portfolio written here in a field no
 * evaluation set covers (the control software of small cheese dairies). "Can she fix my cheese vat?" asks
 * for a repair of something the asker owns, a different act from the owner's work on vats (a dosing
 * service): "No." in the asker's words, with no project cited. A portfolio that offers repairs (the bio
 * says "I repair …") keeps the answer the rules give.
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { PROFILE, PROJECTS, SKILLS } from '../support/dairy-portfolio.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-own-things');

describe("ask: a repair of the asker's own things is not the owner's work on the topic (issue #28, common words)", () => {
  it('says "No." in the asker\'s words and cites no project', () => {
    const vat = askContent(tempDir(), { profile: PROFILE, skills: SKILLS, projects: PROJECTS })('Can she fix my cheese vat?');
    expect(vat.answer).toBe(
      "No. Maren's portfolio offers no repairs or servicing of an asker's own things (“cheese vat”); its projects and services are work of another kind.",
    );
    expect(vat.references).toEqual([]);
  });

  it('keeps the answer of a portfolio that offers repairs in the bio', () => {
    const profile = `${PROFILE}\nIn winter I repair vat controllers for the farms of the valley.\n`;
    const vat = askContent(tempDir(), { profile, skills: SKILLS, projects: PROJECTS })('Can she repair my vat controller?');
    expect(vat.answer).not.toContain('offers no repairs');
  });
});
