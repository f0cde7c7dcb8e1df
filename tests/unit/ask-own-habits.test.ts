/**
 * The owner's habits stated in the bio (issue #28, session 34, src/core/ask/answers/own-habits.ts), on a
 * portfolio written here in a field no evaluation set covers (a weaving-mill systems engineer who keeps
 * jacquard looms running): "which days" is answered with the weekdays of what is asked leading, "what
 * hours" with the time range of the clause asked (the other clause's when the question is negated), "how
 * often" with the frequency leading, also when it opens its sentence, "on call" with the one duty the bio
 * puts her on, and "does she ever …?" / "does she work …?" with "Yes." only from a first-person sentence
 * that states the habit and does not negate it. Pure: no build, no server.
 */
import { describe, expect, it } from 'vitest';
import { createPortfolio, portfolioData } from '../../src/core/portfolio.ts';
import { askEngineOf, projectEntry as project } from '../support/ask-engine.ts';

function millEngine() {
  return askEngineOf(
    createPortfolio(
      portfolioData({
        profile: {
          data: { name: 'Chiara Benedetti-Okafor', role: 'Weaving Systems Engineer', location: 'Prato, Italy', email: 'chiara@benedetti-okafor.example' },
          body: [
            'I keep the jacquard looms of a family weaving mill in Prato running and write the software that turns designs into lifting plans.',
            'I am in the warping room at Vaiano on Tuesdays and Thursdays and work from home on the other days.',
            'In changeover weeks I work the late shift, 14:00 to 22:00, so that I am beside the looms when the warps are tied in, and otherwise 8:30 to 17:00.',
            'Twice a month I spend a morning in the dye house checking colour recipes against the yarn lots.',
            'I climb down into the loom pits when a harness cord snaps.',
            'I am on the breakdown roster one week in five.',
            'I do not work night shifts, and I go to the yarn fair in Florence once a year.',
          ].join(' '),
        },
        skills: [{ category: 'software', skills: [{ name: 'Python 3.12' }, { name: 'PostgreSQL 16' }, { name: 'Jacquard CAD' }] }],
        projects: [
          project(
            'lifting-plans',
            'Jacquard Lifting Plan Compiler',
            'Turns woven designs into the lifting plans of 14 electronic jacquard heads, with a check for floats longer than 7 mm.',
            '2025-03',
            ['jacquard', 'python', 'cad'],
          ),
          project('warp-tracker', 'Warp Beam Tracker', 'Tracks 260 warp beams from the warping room to the looms with barcodes.', '2023-10', [
            'barcodes',
            'postgresql',
          ]),
        ],
      }),
    ),
    { today: '2026-11-28' },
  );
}

describe('the owner’s habits stated in the bio', () => {
  const engine = millEngine();
  const ask = (q: string) => engine.ask(q).answer;

  it('leads "which days …?" with the weekdays of the place asked, not a project that names the place', () => {
    expect(ask('Which days is she in the warping room?')).toMatch(/^Tuesdays and Thursdays\. From Chiara's bio/);
  });

  it('leads "what hours …?" with the range of the clause asked, and the other range when the question negates it', () => {
    expect(ask('What hours does Chiara work in changeover weeks?')).toMatch(/^14:00 to 22:00\. /);
    expect(ask('What hours does she keep when it is not a changeover week?')).toMatch(/^8:30 to 17:00\. /);
  });

  it('reads a frequency that opens its sentence ("Twice a month I …")', () => {
    expect(ask('How often does she visit the dye house?')).toMatch(/^Twice a month\. From Chiara's bio: “Twice a month I spend a morning in the dye house/);
  });

  it('reads "on call" as the one duty the bio puts her on with a frequency, when the bio never writes "call"', () => {
    expect(ask('How often is she on call?')).toMatch(/^One week in five\. From Chiara's bio: “I am on the breakdown roster/);
    // "loom" is the bio's own word: the roster is not what is asked.
    expect(ask('How often is she on the looms?')).not.toMatch(/^One week in five/);
  });

  it('says "Yes." to a habit a first-person sentence states, with or without "ever"', () => {
    expect(ask('Does she ever go down into the loom pits?')).toMatch(/^Yes\. From Chiara's bio: “I climb down into the loom pits/);
    expect(ask('Does she work the late shift?')).toMatch(/^Yes\. From Chiara's bio: “In changeover weeks I work the late shift/);
  });

  it('gives no "Yes." for a habit the sentence negates, nor for a place she only travels to', () => {
    expect(ask('Does she work night shifts?')).not.toMatch(/^Yes/);
    expect(ask('Is she in Florence?')).not.toMatch(/^Yes/);
  });
});
