/**
 * The profile's e-mail address is optional (docs/content.md). Without one, /v1/ask says that none is
 * published instead of "by e-mail at undefined" (found by a helper in session 32). A portfolio written
 * here in a field no evaluation set covers (a stained-glass studio); pure, content files in a temporary folder.
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-no-email');

const profile = (extra: string) => `---
name: Isolde Marchetti
role: Stained-Glass Conservator and Studio Software Developer
location: Ravenna, Italy
${extra}---
I restore church windows and write the programs that track each panel's lead came, glass and firing schedule.
`;

const PROJECTS = {
  'kiln-log': `---
title: Kiln Firing Log
description: Records each firing of the enamel kiln with its temperature curve and the panels inside.
date: "2024-05"
tags: [kilns, logging]
---
The log holds 1,240 firings since 2019 and warns when a curve rises faster than 150 degrees an hour.
`,
};

describe('a profile without an e-mail address', () => {
  const ask = askContent(tempDir(), { profile: profile(''), projects: PROJECTS, skills: 'glass: [Lead came, Enamel painting]\n' });
  const linked = askContent(tempDir(), { profile: profile('website: https://vetrate.example\n'), projects: PROJECTS, skills: 'glass: [Lead came]\n' });

  it('never prints "undefined"', () => {
    for (const question of ['How can I contact her?', 'What is her e-mail address?', 'Does she have a website?', 'What are her links?'])
      for (const engine of [ask, linked]) expect(engine(question).answer, question).not.toContain('undefined');
  });

  it('says that no e-mail address is published', () => {
    expect(ask('What is her e-mail address?').answer).toContain('publishes no e-mail address');
    expect(ask('How can I contact her?').answer).toContain('publishes no e-mail address');
    expect(linked('How can I contact her?').answer).toContain('https://vetrate.example');
  });
});
