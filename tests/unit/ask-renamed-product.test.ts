/**
 * A product asked under another maker's name (issue #28, jargon), on a portfolio written here in a field no
 * evaluation set covers (the software of a textile dyehouse): the skills list "ORGATEX TMS Server 6"; a
 * question that writes "TMS" after another maker-spelled name the portfolio never writes ("SETEX TMS")
 * asks about the same product under another maker's name and gets "Yes, most likely:" with the listed
 * skill. The listed maker before another product ("ORGATEX Kitchen", "ORGATEX Dosing") is not the product
 * listed: a name beside the listed word is another named thing, and the skill list is complete on names ("No.").
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { PROFILE, PROJECTS, SKILLS } from '../support/dyehouse-portfolio.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-renamed-product');

const ask = () => askContent(tempDir(), { profile: PROFILE, skills: SKILLS, projects: PROJECTS });

describe('ask: a product asked under another maker name (issue #28, jargon)', () => {
  it('answers "Yes, most likely" with the listed skill that writes the product name', () => {
    const tms = ask()('Does she know the SETEX TMS dashboard?');
    expect(tms.answer).toBe(
      'Yes, most likely: Ilse lists ORGATEX TMS Server 6 (kitchen) among the skills, TMS under the ORGATEX name; the portfolio does not write “SETEX”.',
    );
    expect(tms.references).toEqual(['https://example.test/v1/skills']);
  });

  it('does not take the listed maker before another product for the product listed', () => {
    const answer = ask();
    expect(answer('Does she know ORGATEX Kitchen Planner?').answer).not.toMatch(/^Yes/);
    // A product name in small letters is a word, not the listed name.
    expect(answer('Does she know the SETEX tms dashboard?').answer).not.toMatch(/^Yes/);
  });

  it('says "No." when a name beside the listed maker is another product', () => {
    const robot = ask()('Has she used ORGATEX Dosing?');
    expect(robot.answer).toBe("No. “orgatex dosing” is not among Ilse's listed skills; the closest listed skill is ORGATEX TMS Server 6 (kitchen).");
    expect(robot._meta.response_type).toBe('answer');
  });
});
