/**
 * Units of the figures a numeric verdict compares (issue #28, session 33), on a portfolio written here in a
 * field no evaluation set covers (an engineer of industrial laundries: tunnel washers, dryers, linen tracking):
 * durations through one table of time units ("more than a week" against "nine days", "off by more than a
 * minute" against two durations), a ratio of a change in two units ("more than halve" against "from 3 hours to
 * 50 minutes"), money in the currency asked ("GBP 1.4 million"), percentage points, "within 5%", and the
 * figure written after the noun asked before a bound ("a recall above 0.95" against "a recall of 0.93").
 * Never a verdict over a figure that was not compared. Pure: no build, no server.
 */
import { describe, expect, it } from 'vitest';
import { createPortfolio, portfolioData } from '../../src/core/portfolio.ts';
import { durationsIn, moneyIn, ratioVerb } from '../../src/core/ask/text/figure-units.ts';
import { askEngineOf, projectEntry as project } from '../support/ask-engine.ts';

function laundryPortfolio() {
  return createPortfolio(
    portfolioData({
      profile: {
        data: { name: 'Oluwaseun Brannigan', role: 'Laundry Process Engineer', location: 'Leeds, United Kingdom', email: 'seun@laundry.example' },
        body: 'I design the control software of industrial laundries that wash hospital and hotel linen.',
      },
      services: {
        services: [
          { name: 'Wash process audit', description: 'An audit of one plant.', price: { amount: 6000, currency: 'GBP', unit: 'project' } },
          { name: 'Dosing workshop', description: 'Chemical dosing for supervisors.', price: { amount: 1500, currency: 'GBP', unit: 'day' } },
          { name: 'Water reuse study', description: 'A study of rinse water reuse.', price: { amount: 2500, currency: 'GBP', unit: 'project' } },
          { name: 'Controls consulting', description: 'Remote help.', price: { amount: 120, currency: 'GBP', unit: 'hour' } },
        ],
      },
      skills: [{ category: 'controls', skills: [{ name: 'Tunnel washers' }, { name: 'Python 3.12' }, { name: 'RFID' }] }],
      projects: [
        project(
          'washer-scheduler',
          'Tunnel Washer Scheduler',
          'Plans the batches of a tunnel washer around soil classes, chemicals and rinse water.',
          '2023-04',
          ['scheduling', 'python'],
          'It took nine days off the yearly maintenance shutdown of the Leeds plant. The changeover between soil classes went from 3 hours to 50 minutes.',
        ),
        project(
          'dryer-model',
          'Dryer Cycle Model',
          'A heat and moisture model of a gas-fired tumble dryer.',
          '2022-02',
          ['modelling'],
          'For a load of towels the dryer model predicted a cycle of 38 minutes 20 seconds, and the plant measured 39 minutes 5 seconds. It was calibrated on 6 dryers.',
        ),
        project(
          'heat-recovery',
          'Heat Recovery Retrofit',
          'Recovers the heat of the wastewater of the washers into the fresh water.',
          '2021-09',
          ['energy'],
          'The retrofit lowered the gas bill of the plant by GBP 1.4 million a year. On-time deliveries to the hospitals rose by 6 percentage points. It recovers heat from 11 dryers.',
        ),
        project(
          'linen-gateway',
          'Linen Tracking Gateway',
          'Reads the RFID tags of the linen carts at the docks.',
          '2020-05',
          ['rfid'],
          'With Linen Tracking Gateway, 380 hospital wards scan their carts at 12 loading docks.',
        ),
        project(
          'stain-camera',
          'Stain Detection Camera',
          'A camera over the folding line that pulls stained sheets out before they are folded.',
          '2024-06',
          ['vision'],
          'On 40,000 sheets the camera reached a recall of 0.93. Its weekly forecast of rewash volume landed within 4% of the volume rewashed.',
        ),
      ],
    }),
  );
}

describe('units of the figures compared (issue #28, numeric verdicts)', () => {
  const engine = askEngineOf(laundryPortfolio());
  const ask = (question: string) => engine.ask(question).answer;

  it('reads durations in any time unit, parts written together as one', () => {
    expect(durationsIn('a cycle of 38 minutes 20 seconds, then nine days and 2 hours later').map((d) => d.seconds)).toEqual([2300, 9 * 86_400 + 7200]);
    expect(durationsIn('from 3 hours to 50 minutes, a 12-hour shift').map((d) => d.written)).toEqual(['3 hours', '50 minutes', '12-hour']);
  });

  it('compares a duration with a bound in another time unit', () => {
    expect(ask('Did the tunnel washer scheduler save more than a week of shutdown?')).toMatch(/^Yes: nine days, more than a week\. Tunnel Washer Scheduler: /);
    expect(ask('Did the tunnel washer scheduler shorten the shutdown by more than a fortnight?')).toMatch(/^No: nine days, not more than a fortnight\. /);
    expect(ask('Did the tunnel washer scheduler shorten the shutdown by more than 200 hours?')).toMatch(/^Yes: nine days, more than 200 hours\. /);
  });

  it('compares the difference of two durations when the question asks how far off one was', () => {
    expect(ask('Was the dryer cycle model off by more than a minute?')).toMatch(
      /^No: 38 minutes 20 seconds against 39 minutes 5 seconds, not more than a minute\. /,
    );
    expect(ask('Was the dryer cycle model off by more than half a minute?')).toMatch(/^Yes: /);
  });

  it('reads halve, double and triple as the ratio of a change written in two units', () => {
    expect(ratioVerb('Does she double as a trainer?')).toBeUndefined();
    expect(ask('Did the tunnel washer scheduler more than halve the changeover time?')).toMatch(
      /^Yes: from 3 hours to 50 minutes \(3\.6 times\), more than halve\. /,
    );
    expect(ask('Did the tunnel washer scheduler quadruple the changeover speed?')).toMatch(/^No: from 3 hours to 50 minutes \(3\.6 times\), not quadruple\. /);
  });

  it('compares money only in the currency asked, with its scale word', () => {
    expect(moneyIn('lowered it by GBP 1.4 million and by €200k', 'GBP')).toEqual([{ value: 1_400_000, written: 'GBP 1.4 million' }]);
    expect(ask('Did the heat recovery retrofit cut the gas bill by more than GBP 2 million?')).toMatch(/^No: GBP 1\.4 million, not more than GBP 2 million\. /);
    expect(ask('Did the heat recovery retrofit cut the gas bill by more than GBP 900k?')).toMatch(/^Yes: GBP 1\.4 million, more than GBP 900k\. /);
  });

  it('reads percentage points, "within" a share, and the figure of the noun written before the bound', () => {
    expect(ask('Did the heat recovery retrofit raise on-time deliveries by more than 5 points?')).toMatch(/^Yes: 6 percentage points, more than 5 points\. /);
    expect(ask('Did the stain detection camera forecast land within 5% of the volume rewashed?')).toMatch(/^Yes: 4%, within 5%\. /);
    // "within" a time is a question of when, not a bound on a figure of the work.
    expect(ask('Could she plan a tunnel washer shutdown within two weeks?')).not.toMatch(/^(?:Yes|No): /);
    expect(ask('Did the stain detection camera reach a recall above 0.95?')).toMatch(/^No: recall 0\.93, not above 0\.95\. /);
  });

  it('compares a service priced per day named alone as one day of it, and says where the verdict turns', () => {
    expect(ask('Is the dosing workshop cheaper than the wash process audit?')).toMatch(
      /^Yes\. .*So Dosing workshop is cheaper than Wash process audit, counting one day of Dosing workshop \(from 4 days on, it costs as much or more\)\./,
    );
    expect(ask('Is the dosing workshop cheaper than 10 hours of controls consulting?')).toMatch(/^No\. /);
    // An hour is no whole of a service: consulting named alone against the audit gets no verdict.
    expect(ask('Is controls consulting cheaper than the wash process audit?')).toMatch(/compared only for stated quantities/);
  });

  it('compares two counts a project states (and one noun of two projects), never a guess', () => {
    expect(ask('Does the linen tracking gateway serve more wards than loading docks?')).toMatch(/^Yes: 380 wards against 12 docks\. /);
    expect(ask('Does the dryer cycle model cover more dryers than the heat recovery retrofit?')).toMatch(/^No\b/);
    expect(ask('Does the linen tracking gateway serve more wards than hospitals?')).not.toMatch(/^(?:Yes|No)\b/);
  });

  it('bounds the ratio of two prices in one unit and currency', () => {
    expect(ask('Is the wash process audit more than twice the price of the water reuse study?')).toMatch(
      /^Yes: .*£6,000.*£2,500.*: 2\.4 times the price, more than twice the price\.$/,
    );
    expect(ask('Is the wash process audit more than three times the price of the water reuse study?')).toMatch(/^No: .*not more than three times the price\.$/);
    // A project against a day: no ratio is computed.
    expect(ask('Is the wash process audit more than twice the price of the dosing workshop?')).not.toMatch(/times the price/);
  });
});
