/**
 * /v1/ask, issue #28, session 35: a limit whose act is named by its object ("I do not do proofreading
 * or typesetting for hire") refuses the act asked by its own verb ("Can he proofread and typeset our
 * novel?"), and only then. On a portfolio written here in a field no evaluation set covers (a court
 * stenography software engineer). Each test failed on the engine before the mechanism
 * (src/core/ask/answers/stances.ts, `actOfObject`).
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-limit-gerund');

const PROFILE = `---
name: Oskar Halvorsen-Mbeki
role: Court Stenography Software Engineer
location: Bergen, Norway
---
I write the software court reporters use: steno dictionaries, realtime feeds to the bench and transcript formatters.
Since 2019 I have been lead engineer at Fjordskrift, a small company that sells stenotype software to courts.
I do not do proofreading or typesetting for hire: I write the tools, not the transcripts.
I do not sell sealed transcripts to journalists.
`;

const SKILLS = `software:
  - Steno dictionaries
  - Realtime feeds
  - Transcript formatting
`;

const PROJECTS: Record<string, string> = {
  'realtime-feed': `---
title: Realtime Bench Feed
description: Streams the court reporter's steno strokes as text to the judge's screen within a second.
tags: [realtime, steno]
date: "2024-03"
---
The feed translates each stroke through the reporter's dictionary and marks untranslated strokes for review.
`,
  'transcript-formatter': `---
title: Transcript Formatter
description: Lays out certified transcripts with line numbers, page headers and the reporter's certificate.
tags: [transcripts, formatting]
date: "2022-10"
---
The formatter produces the 25-line page the courts require and a searchable PDF.
`,
};

function ask(): (question: string) => string {
  const answer = askContent(tempDir(), { profile: PROFILE, skills: SKILLS, projects: PROJECTS });
  return (question: string) => answer(question).answer;
}

describe('a limit whose act its object names', () => {
  it('the act asked by its own verb is a "No." with the sentence', () => {
    const answer = ask();
    expect(answer('Can he proofread and typeset our memoir?')).toMatch(/^No\. From Oskar's bio: “I do not do proofreading/);
    expect(answer('Could he typeset and proofread a transcript for us?')).toMatch(/^No\. From Oskar's bio: “I do not do proofreading/);
  });

  it('a thing named after the act ("a proofreading tool") is not the act', () => {
    const answer = ask();
    expect(answer('Could he build a proofreading tool for transcripts?')).not.toMatch(/^No\. From Oskar's bio/);
    expect(answer('Can he write a typesetting plugin for our formatter?')).not.toMatch(/^No\. From Oskar's bio/);
  });
});
