/**
 * A word of a listed skill's name asked in another spelling one letter apart ("mold" for "Mould", "story"
 * for "storey": British and American forms that no ending rule joins) is that word (issue #28, jargon),
 * on a portfolio written here in a field no evaluation set covers (the software of a textile dyehouse):
 * "Any experience with mold-growth risk?" is the listed "Mould-growth risk scoring", without a second
 * sentence saying "“mold” is not among her listed skills".
 */
import { describe, expect, it } from 'vitest';
import { oneLetterApart } from '../../src/core/ask/text/spelling-variant.ts';
import { askContent } from '../support/ask-engine.ts';
import { PROFILE, PROJECTS, SKILLS } from '../support/dyehouse-portfolio.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-spelling-variant');

const ask = () => askContent(tempDir(), { profile: PROFILE, skills: SKILLS, projects: PROJECTS });

describe('ask: a word of a listed name spelled one letter apart (issue #28, jargon)', () => {
  it('tells two spellings one inserted letter apart, four letters at least', () => {
    expect(oneLetterApart('mold', 'mould')).toBe(true);
    expect(oneLetterApart('storey', 'story')).toBe(true);
    expect(oneLetterApart('aluminum', 'aluminium')).toBe(true);
    expect(oneLetterApart('form', 'from')).toBe(false);
    expect(oneLetterApart('pan', 'plan')).toBe(false);
  });

  it('reads the other spelling as the word of the listed name', () => {
    expect(ask()('Any experience with mold-growth risk?').answer).toBe('Yes. Ilse lists Mould-growth risk scoring (dyeing) among the skills.');
  });
});
