/**
 * /v1/ask (issue #28, "every yes is earned"): a bound on the price of a service whose price is not
 * published ("on request", or a private amount) is no "Yes." for offering the service: "Is the
 * retainer more than 20,000 a day?" and "… less than 13,000 a day?" both said "Yes. … offers
 * Control room retainer (on request)" before. On an invented portfolio (a church organ tuner's
 * scheduling software) in a field no evaluation set covers.
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-price-bound-unpublished');

const ask = askContent(tempDir(), {
  profile: `---
name: Agnieszka Wróbel
role: Scheduling Software Engineer
location: Kraków, Poland
---
I write the software that plans the tuning rounds of organ builders across southern Poland.
`,
  services: `services:
  - name: Workshop travel retainer
    description: A few days a month on a workshop's travel plans.
    price: { amount: 4000, currency: PLN, unit: day, private: true }
  - name: Round planner setup
    description: Setting up the round planner for one workshop.
    price: on request
`,
  projects: {
    'round-planner': `---
title: Tuning Round Planner
description: Plans the spring and autumn tuning rounds of 140 church organs for one workshop.
tags: [scheduling]
date: "2024-04"
---
`,
  },
});

describe('a bound on a price that is not published', () => {
  it('gives the price as the services list writes it, without a "Yes."', () => {
    for (const question of [
      'Is the workshop travel retainer more than PLN 6,000 a day?',
      'Is the workshop travel retainer less than PLN 3,000 a day?',
      'Does the round planner setup cost under 10,000?',
    ]) {
      const answer = ask(question).answer;
      expect(answer).not.toMatch(/^Yes\b/);
      expect(answer).toContain('on request');
      expect(answer).not.toContain('4000');
      expect(answer).not.toContain('4,000');
    }
  });

  it('still says "Yes." to a question whether the service is offered', () => {
    expect(ask('Does she offer a workshop travel retainer?').answer).toMatch(/^Yes\b/);
  });
});
