/**
 * A name written with a capital inside a word that starts in small letters ("vMix", "cFS", "gRPC") is a
 * name (issue #28, skill checks), on a portfolio written here in a field no evaluation set covers (the
 * software of a textile dyehouse). The skill list is complete on names, so "Has she used eDyeLab?" is
 * "No." over the lists, as "Has she used Figma?" is; the same word in small letters, which may be a word
 * the asker misspelt, keeps the answer without a verdict.
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { PROFILE, PROJECTS, SKILLS } from '../support/dyehouse-portfolio.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-inner-capitals');

const ask = () => askContent(tempDir(), { profile: PROFILE, skills: SKILLS, projects: PROJECTS });

describe('ask: a word with a capital inside is a name (issue #28, skill checks)', () => {
  it('answers "No." over the lists for a name with a capital inside that the portfolio does not list', () => {
    const answer = ask();
    const named = answer('Has she used eDyeLab?');
    expect(named.answer).toBe("No. “edyelab” is not among Ilse's listed skills, and no project mentions it.");
    expect(named._meta.response_type).toBe('answer');
    expect(named.references).toEqual(['https://example.test/v1/skills', 'https://example.test/v1/projects']);
    expect(answer('Has she used edyelab?').answer).not.toMatch(/^No\./);
  });
});
