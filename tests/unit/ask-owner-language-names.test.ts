/**
 * /v1/ask, issue #28 (session 33): a spoken language listed under a longer name than CLDR's ("Te reo Māori",
 * "Swiss Standard German") is the language its last word names (src/core/ask/text/language-names.ts), so that
 * "Does she speak Māori?" is never a "No." over the complete list. On a portfolio written here in a field no evaluation
 * set covers (design software for custom bicycle frame builders).
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';
import { languageCode } from '../../src/core/ask/text/language-names.ts';

const tempDir = tempDirs('ask-owner-language-names');

const PROFILE = `---
name: Stavros Achterberg-Nwosu
role: Frame Design Software Engineer
location: Utrecht, Netherlands
---
I write the geometry and tube-mitring software that custom bicycle frame builders design with.
`;

const SKILLS = `geometry:
  - Tube mitre templates
  - Frame stack and reach
`;

const CAREER = `languages:
  - { language: Dutch, fluency: Native }
  - { language: English, fluency: C2 }
  - { language: Te reo Māori, fluency: Conversational }
`;

const PROJECT = `---
title: Mitre Template Printer
description: Prints full-size mitre templates for steel and titanium tubes from a frame's geometry.
date: 2023-06
tags: [geometry, cad]
---
Used by 40 frame builders.
`;

function ask() {
  return askContent(tempDir(), { profile: PROFILE, skills: SKILLS, career: CAREER, projects: { 'mitre-templates': PROJECT } });
}

describe('/v1/ask a language listed under a longer name (issue #28)', () => {
  it('a listed name whose whole and first word CLDR lacks is read by its last word', () => {
    expect(languageCode('Te reo Māori')).toBe('mi');
    expect(languageCode('Swiss Standard German')).toBe('de');
    expect(languageCode('Portuguese (Brazilian)')).toBe('pt');
    expect(languageCode('Standard')).toBeUndefined();
  });

  it('the last word of a listed name CLDR lacks names the language', () => {
    const answer = ask()('Does he speak Māori?');
    expect(answer.answer).toMatch(/^Yes\./);
    expect(answer.answer).toContain('Te reo Māori');
    expect(ask()('Does he speak Turkish?').answer).toMatch(/^No\./);
  });
});
