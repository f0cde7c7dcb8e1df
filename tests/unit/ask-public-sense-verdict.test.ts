/**
 * A private field's word in a public sense is still asked (src/core/ask/question/public-senses.ts,
 * src/core/ask/answers/public-sense-verdict.ts): a "Yes." must be earned by a source that states it
 * ("Has she built hidden captions?" is no "Yes." from a captioning project that never says "hidden"),
 * and a messenger's name with a means of contact ("the Signal app") or asked of the owner stays the
 * owner's private contact. A portfolio written here in a field no evaluation set covers (court
 * stenography software); pure, content files in a temporary folder.
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-public-sense-verdict');

const PROFILE = `---
name: Marta Okonkwo-Reyes
role: Court Reporting Software Engineer
location: Valencia, Spain
email: marta@steno.example
contact:
  phone: "+34 555 01 872"
  preferred: Signal, mornings
---
I write the software that court stenographers use to turn their chords into transcripts.
`;

const PROJECTS = {
  'realtime-captions': `---
title: Realtime Hearing Captions
description: Live captions of court hearings from the stenographer's machine to the judge's screen within a second.
date: "2024-05"
tags: [captions, realtime]
---
The caption server reads the chords of 40 steno machines and writes the captions of each courtroom.
A Telegram bot tells the stenographers when a hearing starts.
`,
  'sealed-archive': `---
title: Private Hearing Archive
description: An archive of sealed hearing transcripts that only the judge and the parties can open.
date: "2023-02"
tags: [archive, transcripts]
---
Every transcript is signed by the stenographer before it enters the archive.
`,
};

const SKILLS = 'stenography: [Realtime captioning, Steno theory]\nlanguages: [Rust 1.80, TypeScript]\n';

describe('a private field word asked in a public sense', () => {
  const ask = askContent(tempDir(), { profile: PROFILE, projects: PROJECTS, skills: SKILLS });

  it('keeps a messenger app asked of the owner private', () => {
    for (const question of ['Does she use the Signal app?', 'Is Marta on the Signal messenger?', 'Which signal app does Marta prefer?'])
      expect(ask(question)._meta.intent, question).toBe('private');
  });

  it('gives no verdict that no source states the word of', () => {
    for (const question of ['Has she built hidden captions?', 'Does she build captions for private courtrooms?', 'Has she built private caption servers?']) {
      const answer = ask(question);
      expect(answer._meta.intent, question).not.toBe('private');
      expect(answer.answer, question).not.toMatch(/^(Yes|No)\b/);
    }
  });

  it('still answers what a source states', () => {
    const answer = ask('Has she built a private hearing archive?');
    expect(answer.answer).toMatch(/^Yes/);
    expect(answer.answer).toContain('Private Hearing Archive');
    expect(ask('Has she built a Telegram bot?')._meta.intent).not.toBe('private');
  });
});
