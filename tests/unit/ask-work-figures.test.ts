/**
 * Numeric answers read from the value that belongs to the question (issue #28, session 32), on a
 * portfolio written here in a field no evaluation set covers (the software of a chain of pottery
 * studios: wheel classes, kilns, glazes). A question about a figure of the work is not answered by
 * the price list, even when it shares a word with a service's name ("pricing trial" and "Pricing
 * consulting"): a bound in percent, an amount in millions, "by how much", "how much of" and "how much
 * <noun>" ask the work's figure. Of a change a sentence states ("from 14 hours to 9 hours"), a
 * question about now is answered and judged with the value after, one about "before" or "at first"
 * with the value before. Pure: no build, no server.
 */
import { describe, expect, it } from 'vitest';
import { createPortfolio, portfolioData } from '../../src/core/portfolio.ts';
import { askEngineOf, projectEntry as project } from '../support/ask-engine.ts';

function potteryAsk() {
  const portfolio = createPortfolio(
    portfolioData({
      profile: {
        data: { name: 'Tamsin Okonkwo-Lindqvist', role: 'Studio Systems Engineer', location: 'Bristol, United Kingdom', email: 'tamsin@clay.example' },
        body: 'I write the booking, kiln and glaze software of Wedgewell Clay, a chain of pottery studios in the west of England.',
      },
      career: {
        experience: [
          {
            organisation: 'Wedgewell Clay',
            role: 'Studio Systems Lead',
            description: 'A chain of pottery studios in the west of England whose booking software serves about 9,300 members',
            start: '2019-02',
            location: 'Bristol, United Kingdom',
            highlights: ['Took the booking system from 4 studios to 14.'],
          },
        ],
      },
      services: {
        services: [
          {
            name: 'Pricing and timetabling consulting',
            description: 'Advice on class prices and timetables.',
            price: { amount: 85, currency: 'GBP', unit: 'hour' },
          },
          { name: 'Kiln safety workshop', description: 'A day on kiln safety with your studio staff.', price: { amount: 600, currency: 'GBP', unit: 'day' } },
        ],
      },
      skills: [{ category: 'studio', skills: [{ name: 'Kiln controllers' }, { name: 'Glaze chemistry' }, { name: 'PostgreSQL 16' }] }],
      projects: [
        project(
          'class-pricing',
          'Class Pricing Engine',
          'Sets the price of every wheel-throwing class from demand and free kiln space, for 14 studios.',
          '2024-09',
          ['pricing', 'bookings'],
          'Over a nine-month pricing trial at 14 studios, wheel class bookings rose 7.4% against matched control studios, with kiln use flat (+0.2 points) and no-shows down 3.1%. ' +
            'The engine explained 38% of the swing in weekend bookings.',
        ),
        project(
          'kiln-retrofit',
          'Kiln Heat Recovery',
          'Heat recovery fitted to the gas kilns of the studio group.',
          '2023-03',
          ['kilns', 'energy'],
          'The retrofit saved the group £1.3 million of gas over three years. Reclaimed heat dried 420 kg of clay a week in the drying rooms. ' +
            'Firing a stoneware load went from 14 hours to 9 hours once the new burners were in. Cracked kiln elements fell from 12 a year to 2.',
        ),
        project(
          'wheel-faults',
          'Potter Wheel Fault Classifier',
          'Flags a throwing wheel whose motor is about to fail, from the current it draws.',
          '2025-01',
          ['maintenance', 'classifiers'],
          'On a held-back month it caught 88% of the motor faults that the studio technicians had logged, and it saves about two callouts a week.',
        ),
        project(
          'shelf-cracks',
          'Shelf Crack Spotter',
          'Spots hairline cracks in kiln shelves from photographs taken when a kiln is unloaded.',
          '2025-04',
          ['kilns', 'imaging'],
          'On a held-back set of photographs it found 91% of the cracked shelves that the studio technicians had marked.',
        ),
        project(
          'glaze-report',
          'Glaze Batch Report',
          'A nightly report of every glaze batch mixed in the studios, with its recipe and its test tiles.',
          '2022-06',
          ['glazes', 'reporting'],
          'The nightly report went from 2 hours 15 minutes to 18 minutes when it moved to PostgreSQL 16. ' +
            'In its first season, 61 potters logged 2,300 glazes, and the time to approve a new recipe fell from 5 days to 6 hours.',
        ),
      ],
    }),
  );
  const engine = askEngineOf(portfolio);
  return (question: string) => engine.ask(question).answer;
}

describe('a figure of the work is not answered by the price list', () => {
  const ask = potteryAsk();
  const priceList = /£85|£600|prices? (?:is|are)|offers Pricing|'s rates/;

  it('a bound in percent is judged on the project sentence, not on a service sharing the word "pricing"', () => {
    const answer = ask('Did the pricing trial lift wheel class bookings by more than 5%?');
    expect(answer).not.toMatch(priceList);
    expect(answer).toMatch(/^Yes\b.*7\.4%/);
  });

  it('"by how much", "how much of" and "how much <noun>" ask the work, not a price', () => {
    for (const question of [
      'By how much did bookings go up in the pricing trial?',
      'How much of the swing in weekend bookings did the pricing engine explain?',
      'How much clay did the reclaimed heat dry?',
    ]) {
      expect(ask(question), question).not.toMatch(priceList);
    }
    expect(ask('By how much did bookings go up in the pricing trial?')).toMatch(/7\.4%/);
  });

  it('an amount in millions is not compared with the prices of the services', () => {
    expect(ask('Did the kiln retrofit save the group more than £2 million?')).not.toMatch(priceList);
  });

  it('a price is still a price', () => {
    expect(ask('Does she charge more than £50 an hour?')).toMatch(/^Yes\. .*£85/);
    expect(ask('How much would three days of the kiln safety workshop cost?')).toMatch(/£1,800/);
  });
});

describe('the side of a change the question asks for', () => {
  const ask = potteryAsk();

  it('a bound is judged on the value after the change for "now", on the value before for "before"', () => {
    expect(ask('Does firing a stoneware load take under 10 hours now?')).toMatch(/^Yes: 9 hours\b/);
    expect(ask('Did a stoneware firing take more than 12 hours before the new burners?')).toMatch(/^Yes: 14 hours\b/);
  });

  it('a duration of two units is one side of the change ("from 2 hours 15 minutes to 18 minutes")', () => {
    expect(ask('How long does the nightly glaze report take now?')).toMatch(/^18 minutes\./);
    expect(ask('How long did the nightly glaze report take at first?')).toMatch(/^2 hours 15 minutes\./);
  });
});

describe('the figure that belongs to the noun asked', () => {
  const ask = potteryAsk();

  it('of several shares in one sentence, the bound is judged on the one written next to the noun asked', () => {
    expect(ask('Did the class pricing engine cut no-shows by more than 5%?')).toMatch(/^No: 3\.1%/);
    expect(ask('Did the pricing trial lift wheel class bookings by more than 5%?')).toMatch(/^Yes: 7\.4%/);
  });
});

describe('an ordinal of a span of time is not a side of a change', () => {
  const ask = potteryAsk();

  it('"in the first season" asks the count of that season, not the value before a change of the same sentence', () => {
    const answer = ask('How many glazes did potters log with the glaze batch report in the first season?');
    expect(answer).not.toMatch(/^5 days/);
    expect(answer).toMatch(/2,300/);
  });
});

describe('a bound on a figure of a project named by part of its title', () => {
  const ask = potteryAsk();

  it('is judged on the project sentence that states the figure, not said to state none', () => {
    expect(ask('Did the shelf model find more than 95% of the cracks?')).toMatch(/^No: 91%, not more than 95%\. Shelf Crack Spotter: /);
    expect(ask('Did the shelf model find more than 90% of the cracks?')).toMatch(/^Yes: 91%/);
    expect(ask('Did the wheel model catch more than 90% of the motor faults?')).toMatch(/^No: 88%, not more than 90%\. Potter Wheel Fault Classifier: /);
  });
});

describe('a count before or after a change, with a rate or a noun between its values', () => {
  const ask = potteryAsk();

  it('an employer\'s change "from 4 studios to 14" answers "when she started" with 4 and "now" with 14', () => {
    expect(ask('How many studios did Wedgewell Clay have when she started?')).toMatch(/^4\. Wedgewell Clay/);
    expect(ask('How many studios does Wedgewell Clay have now?')).toMatch(/^14\b/);
  });

  it('"from 12 a year to 2." gives 2 after the change, without the full stop', () => {
    expect(ask('How many cracked kiln elements were there after the heat recovery?')).toMatch(/^2\. Kiln Heat Recovery/);
  });
});

describe('"its" after a part that asks for the employer', () => {
  const ask = potteryAsk();

  it('"Who does she work for and how many members use its booking software?" counts the employer\'s members', () => {
    const answer = ask('Who does she work for and how many members use its booking software?');
    expect(answer).toMatch(/Wedgewell Clay/);
    expect(answer).toMatch(/9,300/);
  });
});
