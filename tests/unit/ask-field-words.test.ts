/**
 * A word that names one of the owner's own fields ("level", "phone", "reach") asks for that field
 * only when it is asked of the owner; next to another noun of the question, or as the verb of a
 * project's figure, it belongs to that fact (src/core/ask/question/field-words.ts). A portfolio
 * written here in a field no evaluation set covers (a newspaper printing plant); pure, content
 * files in a temporary folder.
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-field-words');

const PROFILE = `---
name: Oskar Vainikainen
role: Pressroom Automation Engineer
location: Tampere, Finland
email: oskar@painotalo.example
contact:
  phone: "+358 40 555 0172"
  preferred: Signal, mornings
---
I write the control software of web offset presses and the systems that plan each night's print run.
`;

const PROJECTS = {
  'ink-density': `---
title: Ink Density Controller
description: Closed-loop control of ink keys on a four-tower web offset press from an inline spectral camera.
date: "2024-09"
tags: [color-control, presses]
---
When the controller moves an ink key, the new ink takes about 40 sheets to reach the paper.
The controller keeps the solid ink density of cyan within 0.05 of its target and cut the waste copies at start-up from 1,400 to 380.
`,
  'paper-humidity': `---
title: Reel Store Humidity Monitor
description: Sensors in the paper reel store that warn when the air dries the reels out.
date: "2023-03"
tags: [sensors, paper]
---
The humidity level of the reel store must stay between 45 and 55 percent, or the web breaks on the press.
`,
  'subscriber-app': `---
title: Late Edition Subscriber App
description: An app in which subscribers choose the delivery of the late edition.
date: "2022-06"
tags: [mobile, delivery]
---
Of 18,000 subscribers, 64% change their delivery from a phone rather than on the website.
`,
  'photo-poll': `---
title: Front Page Photo Poll
description: A poll in which readers choose the photo of the Sunday front page.
date: "2021-10"
tags: [polls, readers]
---
In the first year 2,300 readers voted by phone each week and 900 on the website.
Delivery car drivers see the press finish time of each edition on a map.
`,
};

const SKILLS = 'presses: [Web offset printing, ISO 12647-3]\nlanguages: [C++20, Python 3.12]\n';

describe('a field word that belongs to another thing of the question', () => {
  const ask = askContent(tempDir(), { profile: PROFILE, projects: PROJECTS, skills: SKILLS });

  it('reads "level" next to another noun as that noun\'s level, not a skill level', () => {
    for (const [question, figure] of [
      ['Which humidity level must the reel store keep?', '45 and 55 percent'],
      ['Which solid ink density level did the controller keep for cyan?', '0.05'],
    ]) {
      const answer = ask(question!);
      expect(answer.answer, question).not.toContain('skill levels');
      expect(answer.answer, question).toContain(figure);
      // The sentence that states it, not the project's summary.
      expect(answer.answer, question).not.toContain('Tags:');
    }
  });

  it('reads "by/from a phone" as the means of a fact of the work, not her phone number', () => {
    for (const question of ['What share of subscribers change their delivery from a phone?', 'What share of subscribers change the delivery from a phone?']) {
      const answer = ask(question);
      expect(answer.answer, question).not.toContain('phone number');
      expect(answer.answer, question).toContain('64%');
      expect(answer.answer, question).not.toContain('555');
    }
  });

  it('reads "reach" with a figure as the figure reached, not contact', () => {
    for (const question of [
      'What waste figure did the ink keys reach at start-up?',
      'How many waste copies at start-up did the ink density controller reach?',
    ]) {
      const answer = ask(question);
      expect(answer._meta.intent, question).not.toBe('contact');
      expect(answer.answer, question).not.toContain('oskar@painotalo.example');
      expect(answer.answer, question).toContain('380');
    }
  });

  it('does not read a "reach" that ends the question as a word of the topic', () => {
    // The sentence with the figure, not the summary nor a sentence that merely says "reach".
    const answer = ask('What start-up waste did the ink keys reach?').answer;
    expect(answer).toContain('1,400 to 380');
    expect(answer).not.toContain('40 sheets');
  });

  it("reads a personal attribute's word asked of nobody, or naming another noun's kind, as the work's", () => {
    for (const [question, figure] of [
      ['How many readers voted by phone each week?', '2,300'],
      ['What do the delivery car drivers see on the map?', 'press finish time'],
    ]) {
      const answer = ask(question!);
      expect(answer.answer, question).not.toContain('does not state');
      expect(answer.answer, question).not.toContain('phone number');
      expect(answer.answer, question).toContain(figure);
    }
    // Someone is spoken of ("his"), but the attribute's word is another noun's: not his politics nor his licence.
    for (const question of ['Did readers vote by phone for his front page?', 'Can delivery car drivers see his press finish times?'])
      expect(ask(question).answer, question).not.toContain('does not state');
    expect(ask('Does he vote?').answer).toContain('political views');
    expect(ask('Does he have a car?').answer).toContain('driving licence');
  });

  it("still answers the owner's own fields when they are asked of him", () => {
    expect(ask('How can I reach him?')._meta.intent).toBe('contact');
    expect(ask("What is Oskar's phone number?").answer).toContain('phone number');
    expect(ask('What is his phone number?').answer).not.toContain('555');
    expect(ask('What is his skill level in Python?').answer).toContain('skill levels');
  });
});
