/**
 * /v1/ask picks the sentence that states what was asked (issue #28, class 2): a bound asked
 * ("What is the maximum …?") is read from a sentence that states one ("at most 40 …"), also when
 * the sentence naming the topic is a short heading and the next sentence gives the number; a "who"
 * question is answered by the name set beside the noun asked ("a partner in Riga, Baltic Bee Genetics, …");
 * two projects are compared by the number each side of the question counts; "which <kind>" about a project
 * tagged with the kind but whose sentences never name it gets the one listed skill its text names, as likely;
 * of two posts tied on the question's topic words, the one with a sentence that has more of all its words answers.
 * Tested on a portfolio written here in a field no evaluation set covers (a beekeeper and queen
 * breeder). Pure: no build, no server.
 */
import { describe, expect, it } from 'vitest';
import { createPortfolio, portfolioData } from '../../src/core/portfolio.ts';
import { askEngineOf } from '../support/ask-engine.ts';

function apiary() {
  const portfolio = createPortfolio(
    portfolioData({
      profile: {
        data: { name: 'Maren Oyelaran', role: 'Beekeeper and Queen Breeder', location: 'Tartu, Estonia', email: 'maren@oyelaran-apiary.example' },
        body: 'I breed gentle queens and run forty hives on the edge of Tartu.',
      },
      projects: [
        {
          id: 'queen-rearing',
          data: {
            title: 'Queen Rearing Yard',
            description: 'A mating yard with 120 nucs that raises queens from six breeder lines.',
            date: '2024-06',
            tags: ['queens', 'breeding'],
          },
          body: 'Each nuc is checked twice a week. The yard sold 310 mated queens in 2024.',
        },
        {
          id: 'hive-scales',
          data: {
            title: 'Hive Scales Network',
            description: 'Scales under 24 hives that log their weight every hour during the linden flow.',
            date: '2023-07',
            tags: ['scales', 'nectar-flow', 'load-cells'],
          },
          body: 'The scales report over a radio link. The network watched 1.2 million bees (24 hives) through the flow. Each hive stands on a Bosche H30A under its floor. A full hive weighed 92 kilograms at its peak.',
        },
        {
          id: 'varroa-lines',
          data: {
            title: 'Varroa-Tolerant Queen Lines',
            description: 'Selecting varroa-tolerant queens for a Latvian breeding partner over three seasons.',
            date: '2022-09',
            tags: ['varroa', 'selection'],
          },
          body: 'A breeding partner in Riga, Baltic Bee Genetics, tested the daughters in 60 colonies. Mite counts fell by half.',
        },
      ],
      posts: [
        {
          id: 'marking-queens',
          data: { title: 'Marking queens without losing them', description: 'Paint, cages and patience.', date: '2024-08-11', tags: ['queens'] },
          body: 'We mark every queen with a dot of paint. The rule we kept: a new colony gets a marked queen before it is sold.',
        },
        {
          id: 'swarm-control',
          data: { title: 'Swarm control in a wet spring', description: 'What we did when May rained every day.', date: '2024-06-02', tags: ['swarms'] },
          body: 'Every colony is checked weekly in May. Our rule: cut queen cells in any colony that has them.',
        },
        {
          id: 'lifting-boxes',
          data: {
            title: 'Saving your back in the apiary',
            description: 'How we lift and move honey supers without injuries.',
            date: '2025-03-02',
            tags: ['apiary', 'safety'],
          },
          body: 'Weigh honey supers before lifting. We lift at most 25 kilograms a super; a full one can weigh 30. Two people carry anything heavier on a barrow.',
        },
      ],
      skills: [
        { category: 'beekeeping', skills: [{ name: 'Queen rearing' }, { name: 'Instrumental insemination' }] },
        { category: 'hardware', skills: [{ name: 'Bosche H30A' }, { name: 'LoRaWAN' }] },
      ],
    }),
  );
  return askEngineOf(portfolio);
}

describe('ask: the sentence that states what was asked', () => {
  const engine = apiary();

  it('reads a bound asked ("maximum") from the sentence that states it, after the heading sentence that names the topic', () => {
    const answer = engine.ask('What is the maximum weight of honey supers, according to her post?');
    expect(answer.answer).toContain('at most 25 kilograms');
    expect(answer.references).toContain('https://example.test/v1/posts/lifting-boxes');
  });

  it('answers "who" with the name set beside the noun asked ("a breeding partner in Riga, Baltic Bee Genetics, …")', () => {
    const answer = engine.ask('Who was the breeding partner for the varroa-tolerant lines?');
    expect(answer.answer).toMatch(/^Baltic Bee Genetics\./);
    expect(answer.references).toContain('https://example.test/projects/varroa-lines');
  });

  it('compares two projects by the number each side counts ("the number of nucs in A or the number of bees in B")', () => {
    const answer = engine.ask('Which is bigger: the number of nucs in the queen rearing yard or the number of bees under the scales network?');
    // The count before the noun ("1.2 million bees"), not the number nearest to it ("(24 hives)").
    expect(answer.answer).toMatch(/^Hive Scales Network: 1\.2 million against 120 for Queen Rearing Yard\./);
    expect(answer.references).toEqual(expect.arrayContaining(['https://example.test/projects/queen-rearing', 'https://example.test/projects/hive-scales']));
  });

  it('answers "which <kind>" with the one listed skill the text names, as likely and with a lower confidence, when the project is tagged with the kind but no sentence names it', () => {
    const answer = engine.ask('Which load cell does the hive scales network use?');
    expect(answer.answer).toMatch(/^Probably Bosche H30A: Hive Scales Network is about load cells but does not say which load cell/);
    expect(answer._meta.confidence).toBeLessThan(1);
    expect(answer.references).toContain('https://example.test/projects/hive-scales');
  });

  it('of two posts with the same words of the question, quotes the one whose sentence has more of all its words', () => {
    const answer = engine.ask('What rule did she adopt for a new colony?');
    expect(answer.answer).toContain('a new colony gets a marked queen before it is sold');
    expect(answer.references).toContain('https://example.test/v1/posts/marking-queens');
  });
});
