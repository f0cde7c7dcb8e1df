/**
 * Values read out whole and verdicts earned (issue #28, session 30), on a portfolio written here in
 * a field no evaluation set covers (a ropeway engineer: cable cars, chairlifts, rope inspection):
 * a lead name keeps every letter of every script, its hyphens and apostrophes ("Sölden", "Ørsta",
 * "Шерегеш", "D'Arcy-Łęcki Prüftechnik"); a number keeps its scale word and its unit ("3.2
 * billion", "0.8 m/s"); a count is not the "one" of a unit ("on one chairlift") nor a number past
 * the end of the clause ("a day; 64% of them"). Pure: no build, no server.
 */
import { describe, expect, it } from 'vitest';
import { createPortfolio, portfolioData } from '../../src/core/portfolio.ts';
import { askEngineOf } from '../support/ask-engine.ts';

const project = (id: string, title: string, description: string, date: string, tags: string[], body = '') => ({
  id,
  data: { title, description, date, tags },
  body,
});

function ropewayPortfolio() {
  return createPortfolio(
    portfolioData({
      profile: {
        data: {
          name: 'Ilse Þórsdóttir-Kowalczyk',
          role: 'Ropeway Control Engineer',
          location: 'Innsbruck, Austria',
          email: 'ilse@ropeway.example',
        },
        body: [
          'I write the control and monitoring software of cable cars, gondolas and chairlifts.',
          'Since 2019 I have been Lead Controls Engineer at Seilbahnwerk Tirol in Innsbruck.',
        ].join(' '),
      },
      skills: [
        { category: 'controls', skills: [{ name: 'Siemens S7-1500' }, { name: 'IEC 61131-3 Structured Text' }, { name: 'EN 12929 ropeway safety' }] },
        { category: 'languages', skills: [{ name: 'Kotlin 2.0' }, { name: 'Python 3.12' }] },
      ],
      projects: [
        project(
          'gondola-drive',
          'Gondola Drive Controller',
          'A drive controller for a ten-seat gondola with regenerative braking.',
          '2021-05',
          ['plc', 'drives'],
          'Type-approved by the ropeway inspectorate at Sölden in May 2021. The retrofit raised the line speed by 0.8 m/s at the same motor power.',
        ),
        project(
          'rope-sensor',
          'Magnetic Rope Sensor',
          'A magnetic flux sensor that finds broken wires inside haul ropes while the lift runs.',
          '2020-03',
          ['sensors', 'rope-inspection'],
          'The prototype was tested at Ørsta on a disused freight ropeway. Certified by D’Arcy-Łęcki Prüftechnik for use on passenger ropeways.',
        ),
        project(
          'rope-archive',
          'Rope Inspection Archive',
          'An archive of magnetic rope inspection traces for ropeway operators.',
          '2022-11',
          ['archive', 'postgresql'],
          'The archive holds 3.2 billion inspection samples from 140 ropeways. It was installed at Шерегеш for its first operator outside the Alps.',
        ),
        project(
          'chairlift-monitor',
          'Chairlift Grip Monitor',
          'Watches the detachable grips of chairlifts and stops the line before a grip slips.',
          '2023-09',
          ['monitoring', 'safety'],
          'Each cabinet serves one chairlift, and the monitor now runs on 37 chairlifts in four countries.',
        ),
        project(
          'rider-app',
          'Lift Queue App',
          'A phone app that shows the waiting time at each lift.',
          '2024-12',
          ['mobile', 'kotlin'],
          'It is used by 5,200 riders a day; 64% of them pay their pass in it.',
        ),
      ],
    }),
  );
}

describe('values read out whole (issue #28, lead values)', () => {
  const engine = askEngineOf(ropewayPortfolio());
  const ask = (question: string) => engine.ask(question).answer;

  it('keeps letters of every script and names with hyphens and apostrophes', () => {
    expect(ask('Where was the gondola drive controller type-approved?')).toMatch(/^Sölden\. /);
    expect(ask('Where was the magnetic rope sensor tested?')).toMatch(/^Ørsta\. /);
    expect(ask('Where was the rope inspection archive installed?')).toMatch(/^Шерегеш\. /);
    expect(ask('Who certified the magnetic rope sensor?')).toMatch(/^D’Arcy-Łęcki Prüftechnik\. /);
  });

  it('keeps a number with its scale word and its unit', () => {
    expect(ask('How many inspection samples are in the rope inspection archive?')).toMatch(/^3\.2 billion\. /);
    expect(ask('How much did the retrofit of the gondola drive controller raise the line speed?')).toMatch(/^0\.8 m\/s\. /);
  });

  it('reads the count of the noun, not the "one" of a unit nor a number of the next clause', () => {
    expect(ask('How many chairlifts does the chairlift grip monitor run on?')).toMatch(/^37\. /);
    expect(ask('How many riders use the lift queue app each day?')).toMatch(/^5,200\. /);
  });
});
