/**
 * A skill category named by a common word, in a question that does not ask for its list (issue #28,
 * common words: categories), on a portfolio written here in a field no evaluation set covers (the
 * control software of small cheese dairies). Its categories `cultures` and `cellar` are words with other
 * senses. A category's list answers a question only when the question asks for skills of that kind
 * ("Which cultures does she know?", "Has she worked with cultures?"); a yes/no question whose other words
 * the category's skills and projects do not write ("… on TV?") loses the list, and "No." leads when the
 * other words found nothing ("Will she paint the cellar walls?" without a "does": "No." in the asker's words when the
 * list was all that was found; "Does she own a cellar?": the portfolio does not say); a question about a fact ("Where do … come from?") gets the projects, not the
 * list.
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { PROFILE, PROJECTS, SKILLS } from '../support/dairy-portfolio.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-category-asked');

const ask = () => askContent(tempDir(), { profile: PROFILE, skills: SKILLS, projects: PROJECTS });

describe('ask: a category named by a common word answers only a question about skills of that kind (issue #28, common words)', () => {
  it('does not answer a yes/no question about something else with the list', () => {
    const answer = ask();
    const tv = answer('Does she present the cultures on TV?');
    expect(tv.answer).toMatch(/^No\. “tv” is not among Maren's listed skills/);
    expect(tv.answer).not.toContain('skills under cultures');
    expect(tv.references.some((reference) => reference.includes('category=cultures'))).toBe(false);
    const abroad = answer('Does she like visiting cellars abroad?').answer;
    expect(abroad).toMatch(/^No\. “visiting cellars” is not among Maren's listed skills\.$/);
  });

  it('reads "Would she …?" as a yes/no question, and says "No." in the asker\'s words when the list was all that was found', () => {
    const answer = ask();
    const shop = answer('Would she sell cultures to a yoghurt shop?');
    expect(shop.answer).toMatch(/^No\. “yoghurt shop” is not among Maren's listed skills/);
    expect(shop.answer).not.toContain('skills under cultures');
    const walls = answer('Will she paint the cellar walls?');
    expect(walls.answer).toBe(
      "No. Maren's portfolio does not mention “paint the cellar walls”; “cellar” in it is the name of a skill category about something else.",
    );
    expect(walls.references).toEqual([]);
  });

  it('does not answer a question about owning the thing with the list or a verdict', () => {
    const own = ask()('Does she own a cellar?');
    expect(own.answer).toBe("Maren's portfolio does not say “own a cellar”: it covers Maren's work, skills and projects.");
    expect(own._meta.response_type).toBe('not_found');
    expect(own.references).toEqual([]);
  });

  it("answers a question about a fact with the work that writes the word, not the category's list", () => {
    const from = ask()('Where do the cultures come from?');
    expect(from.answer).not.toContain('skills under cultures');
    expect(from.answer).toContain('Starter Dosing Service');
  });

  it('keeps the list for a question that asks for skills of that kind', () => {
    const answer = ask();
    expect(answer('Which cultures does she know?').answer).toMatch(/^Maren lists 3 skills under cultures: /);
    expect(answer('Has she worked with cultures?').answer).toMatch(/^Yes\. Maren lists 3 skills under cultures: /);
    expect(answer('Does she have cultures experience?').answer).toMatch(/^Yes\. Maren lists 3 skills under cultures: /);
    expect(answer('What cellar tools does she use?').answer).toContain('Maren lists 3 skills under cellar: ');
  });
});
