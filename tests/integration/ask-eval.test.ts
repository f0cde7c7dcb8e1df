/**
 * The /v1/ask evaluation sets (tests/fixtures/ask-eval/): the default content and a second
 * portfolio keep scoring 1.0; two portfolios of fields far from data engineering and from each
 * other (a mobile app developer and an embedded firmware engineer), whose questions were written
 * before their answers were seen, score at least 0.95 and cover every question type (jargon,
 * versions, bio facts, several parts, unanswerable, agent-style, other languages, English).
 * `npm run eval:ask` prints the same scores per question type.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeFailures, EVAL_TYPES, evaluate, type EvalCase } from '../../src/core/ask/evaluate.ts';
import { buildAskIndex, createAskEngine } from '../../src/core/ask/index.ts';
import { loadPortfolioSource } from '../../src/core/content/load.ts';
import { createPortfolio, portfolioData } from '../../src/core/portfolio.ts';
import { createUrls } from '../../src/core/urls.ts';

/** The types of the first two sets (written with the engine); the new sets cover every type. */
const BASE_TYPES = EVAL_TYPES.slice(0, EVAL_TYPES.indexOf('help') + 1);

/**
 * Per set: the share of questions answered fully correctly it must reach; lower it only with a reason.
 * Session 30 made the scorer strict (src/core/ask/evaluate.ts: facts as whole words, the verdict as
 * the answer's lead, lead values, no unasked project or fact for not-in-portfolio, unanswerable and
 * private-field questions, help, tag lists), so that an answer reading rejects fails here too: every
 * floor below was lowered to just below the strict score of that day (substring score -> strict
 * score: mobile 95 -> 94 of 97, firmware 91 -> 90/93, dsp 206 -> 204/208, security 206 -> 200/209,
 * quant 207 -> 206/208, robotics 208 -> 206/244, climate 213 -> 211/249, compilers 241 -> 231/246,
 * health 238 -> 230/244, a11y 252 -> 249/259, aec 249 -> 246/254, type 296 -> 286/325, logistics
 * 306 -> 295/326, legal 317 -> 311/340, space 314 -> 303/334, rail 274 -> 263/309, broadcast
 * 292 -> 279/320, agri 246 -> 234/279, edtech 253 -> 236/290, marine 198 -> 180/238; default and
 * other unchanged). The scores in the comments below are the substring scores of their time.
 */
const SETS: { name: string; content: string; cases: string; min: number; threshold: number; types: readonly string[]; heldOut?: true }[] = [
  { name: 'default', content: 'tests/fixtures/example-portfolio', cases: 'tests/fixtures/ask-eval/default.json', min: 60, threshold: 1, types: BASE_TYPES },
  { name: 'other', content: 'tests/fixtures/other-portfolio', cases: 'tests/fixtures/ask-eval/other.json', min: 25, threshold: 1, types: BASE_TYPES },
  { name: 'mobile', content: 'tests/fixtures/mobile-portfolio', cases: 'tests/fixtures/ask-eval/mobile.json', min: 80, threshold: 0.969, types: EVAL_TYPES },
  {
    name: 'firmware',
    content: 'tests/fixtures/firmware-portfolio',
    cases: 'tests/fixtures/ask-eval/firmware.json',
    min: 80,
    threshold: 0.989,
    types: EVAL_TYPES,
  },
  // Held out: written by someone who never saw the engine, frozen before any answer was seen
  // (tests/fixtures/ask-eval/HELD-OUT.md). The goal is 0.95 (issue 28); these floors are the
  // scores reached so far, so that no change makes them worse: raise them as the engine improves.
  { name: 'dsp', content: 'tests/fixtures/dsp-portfolio', cases: 'tests/fixtures/ask-eval/dsp.json', min: 150, threshold: 0.99, types: [], heldOut: true },
  {
    name: 'security',
    content: 'tests/fixtures/security-portfolio',
    cases: 'tests/fixtures/ask-eval/security.json',
    min: 150,
    threshold: 0.98,
    types: [],
    heldOut: true,
  },
  {
    name: 'quant',
    content: 'tests/fixtures/quant-portfolio',
    cases: 'tests/fixtures/ask-eval/quant.json',
    min: 150,
    threshold: 0.995,
    types: [],
    heldOut: true,
  },
  // Second round (tests/fixtures/ask-eval/HELD-OUT-2.md), strict as frozen: floors just below the scores reached.
  {
    name: 'robotics',
    content: 'tests/fixtures/robotics-portfolio',
    cases: 'tests/fixtures/ask-eval/robotics.json',
    min: 240,
    threshold: 0.86,
    types: [],
    heldOut: true,
  },
  {
    name: 'climate',
    content: 'tests/fixtures/climate-portfolio',
    cases: 'tests/fixtures/ask-eval/climate.json',
    min: 240,
    threshold: 0.867,
    types: [],
    heldOut: true,
  },
  // Held out, third round (tests/fixtures/ask-eval/HELD-OUT-3.md): floors just below the scores
  // reached (session 27: compilers 95.9%, health 95.5%).
  {
    name: 'compilers',
    content: 'tests/fixtures/compilers-portfolio',
    cases: 'tests/fixtures/ask-eval/compilers.json',
    min: 240,
    threshold: 0.959,
    types: [],
    heldOut: true,
  },
  {
    name: 'health',
    content: 'tests/fixtures/health-portfolio',
    cases: 'tests/fixtures/ask-eval/health.json',
    min: 240,
    threshold: 0.971,
    types: [],
    heldOut: true,
  },
  // Round 4 (HELD-OUT-4.md): an accessibility engineer's and an AEC software engineer's portfolios,
  // questions frozen in 51b165e before any run. First run a11y 83.4%, aec 81.9%; after session 27's
  // engine changes, made without seeing these sets, 86.1% and 83.1%; session 28 worked from their
  // failures by class (general mechanisms, each tested on a portfolio of its own): 96.5% and 97.6%; session 29: 97.3% and 98.0%.
  // The floors sit just below.
  {
    name: 'a11y',
    content: 'tests/fixtures/a11y-portfolio',
    cases: 'tests/fixtures/ask-eval/a11y.json',
    min: 259,
    threshold: 0.972,
    types: [],
    heldOut: true,
  },
  {
    name: 'aec',
    content: 'tests/fixtures/aec-portfolio',
    cases: 'tests/fixtures/ask-eval/aec.json',
    min: 254,
    threshold: 0.992,
    types: [],
    heldOut: true,
  },
  // Round 5 (HELD-OUT-5.md): a font engineer's and a logistics optimisation engineer's portfolios,
  // questions frozen in 5b83393 before any run. First run type 80.3%, logistics 83.1%; after session 28's
  // engine changes, made without seeing these sets, 84.6% and 87.1% (the "No." for an unlisted name
  // was made after their writer's report named it, with rounds 2 and 3); session 29 worked from their failures by class:
  // 88.6% and 91.7%, then 91.1% and 93.9%; session 30's honest "not mentioned" answers: logistics 94.5%. The floors sit just below.
  {
    name: 'type',
    content: 'tests/fixtures/type-portfolio',
    cases: 'tests/fixtures/ask-eval/type.json',
    min: 325,
    threshold: 0.947,
    types: [],
    heldOut: true,
  },
  {
    name: 'logistics',
    content: 'tests/fixtures/logistics-portfolio',
    cases: 'tests/fixtures/ask-eval/logistics.json',
    min: 326,
    threshold: 0.969,
    types: [],
    heldOut: true,
  },
  // Round 6 (HELD-OUT-6.md): a legal engineer's and a satellite ground segment engineer's portfolios,
  // questions frozen in b0079fe before any run. First and only run: legal 82.9% (282/340), space 82.0%
  // (274/334); session 29 worked from their failures by class: 93.2% (317/340) and 94.0% (314/334); session 30's values and
  // verdicts: legal 93.5% (318/340), space 94.3% (315/334). The floors sit just below.
  {
    name: 'legal',
    content: 'tests/fixtures/legal-portfolio',
    cases: 'tests/fixtures/ask-eval/legal.json',
    min: 340,
    threshold: 0.961,
    types: [],
    heldOut: true,
  },
  {
    name: 'space',
    content: 'tests/fixtures/space-portfolio',
    cases: 'tests/fixtures/ask-eval/space.json',
    min: 334,
    threshold: 0.967,
    types: [],
    heldOut: true,
  },
  // Round 7 (HELD-OUT-7.md): a railway signalling engineer's and a broadcast engineer's portfolios,
  // questions frozen in 5d46a3d before any run. First run rail 79.9% (247/309), broadcast 81.9%
  // (262/320); after session 29's engine changes, made by helpers who never saw these sets (the sets
  // were merged after them), 82.2% (254/309) and 87.5% (280/320); then two more helpers worked from their failures:
  // 88.7% (274/309) and 91.3% (292/320); session 30's values and verdicts: 89.3% (276/309) and 91.6% (293/320).
  // The floors sit just below.
  {
    name: 'rail',
    content: 'tests/fixtures/rail-portfolio',
    cases: 'tests/fixtures/ask-eval/rail.json',
    min: 309,
    threshold: 0.948,
    types: [],
    heldOut: true,
  },
  {
    name: 'broadcast',
    content: 'tests/fixtures/broadcast-portfolio',
    cases: 'tests/fixtures/ask-eval/broadcast.json',
    min: 320,
    threshold: 0.971,
    types: [],
    heldOut: true,
  },
  // Round 8 (HELD-OUT-8.md): a precision-agriculture engineer's and a learning-platform engineer's
  // portfolios, questions frozen in 5785183 before any run. First run agri 83.9% (234/279), edtech 84.8%
  // (246/290); after the last two engine helpers of session 29, who never saw these sets, 85.3% (238/279)
  // and 84.8% (246/290); then one more helper worked from their failures: 88.2% and 87.2%; session 30 (meaning, parts,
  // languages): 89.2% and 87.6%. The floors sit just below.
  {
    name: 'agri',
    content: 'tests/fixtures/agri-portfolio',
    cases: 'tests/fixtures/ask-eval/agri.json',
    min: 279,
    threshold: 0.956,
    types: [],
    heldOut: true,
  },
  {
    name: 'edtech',
    content: 'tests/fixtures/edtech-portfolio',
    cases: 'tests/fixtures/ask-eval/edtech.json',
    min: 290,
    threshold: 0.968,
    types: [],
    heldOut: true,
  },
  // Round 9 (HELD-OUT-9.md): a maritime software engineer's portfolio, questions frozen in 89d3fd0
  // before any run. First run 80.7% (192/238); after session 29's last engine helper, who never saw
  // the set, 83.2% (198/238); session 30's values and verdicts: 87.8% (209/238). The floor sits just below.
  {
    name: 'marine',
    content: 'tests/fixtures/marine-portfolio',
    cases: 'tests/fixtures/ask-eval/marine.json',
    min: 238,
    threshold: 0.949,
    types: [],
    heldOut: true,
  },
  {
    // Round 10 (HELD-OUT-10.md), written blind in session 30: 240/329 strict on the engine it was written against.
    name: 'grid',
    content: 'tests/fixtures/grid-portfolio',
    cases: 'tests/fixtures/ask-eval/grid.json',
    min: 329,
    threshold: 0.942,
    types: [],
    heldOut: true,
  },
  {
    // Round 11 (HELD-OUT-11.md), written blind in session 30: 264/363 strict on the engine it was written against.
    name: 'stage',
    content: 'tests/fixtures/stage-portfolio',
    cases: 'tests/fixtures/ask-eval/stage.json',
    min: 363,
    threshold: 0.944,
    types: [],
    heldOut: true,
  },
  {
    // Round 12 (HELD-OUT-12.md), written blind in session 30: 226/308 strict on the engine it was written against.
    name: 'sport',
    content: 'tests/fixtures/sport-portfolio',
    cases: 'tests/fixtures/ask-eval/sport.json',
    min: 308,
    threshold: 0.928,
    types: [],
    heldOut: true,
  },
  {
    // Round 13 (HELD-OUT-13.md), written blind in session 30: 228/275 strict on the engine it was written against.
    name: 'retail',
    content: 'tests/fixtures/retail-portfolio',
    cases: 'tests/fixtures/ask-eval/retail.json',
    min: 275,
    threshold: 0.92,
    types: [],
    heldOut: true,
  },
  {
    // Round 14 (HELD-OUT-14.md), written blind in session 31: 253/318 strict on the engine it was written against.
    name: 'fab',
    content: 'tests/fixtures/fab-portfolio',
    cases: 'tests/fixtures/ask-eval/fab.json',
    min: 318,
    threshold: 0.927,
    types: [],
    heldOut: true,
  },
  {
    // Round 15 (HELD-OUT-15.md), written blind in session 31: 264/335 strict on the engine it was written against.
    name: 'vet',
    content: 'tests/fixtures/vet-portfolio',
    cases: 'tests/fixtures/ask-eval/vet.json',
    min: 335,
    threshold: 0.955,
    types: [],
    heldOut: true,
  },
  {
    // Round 16 (HELD-OUT-16.md), written blind in session 31: 209/258 strict on the engine it was written against (wave 1 merged).
    name: 'hotel',
    content: 'tests/fixtures/hotel-portfolio',
    cases: 'tests/fixtures/ask-eval/hotel.json',
    min: 258,
    threshold: 0.922,
    types: [],
    heldOut: true,
  },
  {
    // Round 17 (HELD-OUT-17.md), written blind in session 31: 269/337 strict on the engine it was written against (wave 1 merged).
    name: 'mine',
    content: 'tests/fixtures/mine-portfolio',
    cases: 'tests/fixtures/ask-eval/mine.json',
    min: 337,
    threshold: 0.925,
    types: [],
    heldOut: true,
  },
  {
    // Round 18 (HELD-OUT-18.md), written blind in session 32: 197/251 strict on the engine it was written against (07332f3, scorer's word ends fixed).
    name: 'fire',
    content: 'tests/fixtures/fire-portfolio',
    cases: 'tests/fixtures/ask-eval/fire.json',
    min: 251,
    threshold: 0.908,
    types: [],
    heldOut: true,
  },
  {
    // Round 19 (HELD-OUT-19.md), written blind in session 32: 210/252 strict on the engine it was written against (07332f3, scorer's word ends fixed).
    name: 'claims',
    content: 'tests/fixtures/claims-portfolio',
    cases: 'tests/fixtures/ask-eval/claims.json',
    min: 252,
    threshold: 0.944,
    types: [],
    heldOut: true,
  },
  {
    // Round 20 (HELD-OUT-20.md), written blind in session 32: 207/257 strict on the engine it was written against (07332f3, scorer's word ends fixed).
    name: 'mro',
    content: 'tests/fixtures/mro-portfolio',
    cases: 'tests/fixtures/ask-eval/mro.json',
    min: 257,
    threshold: 0.929,
    types: [],
    heldOut: true,
  },
  {
    // Round 21 (HELD-OUT-21.md), written blind in session 32: 227/268 strict on the engine it was written against (07332f3, scorer's word ends fixed).
    name: 'dental',
    content: 'tests/fixtures/dental-portfolio',
    cases: 'tests/fixtures/ask-eval/dental.json',
    min: 268,
    threshold: 0.947,
    types: [],
    heldOut: true,
  },
  {
    // Round 22 (HELD-OUT-22.md), written blind in session 32: 209/267 strict on the engine it was written against (07332f3, scorer's word ends fixed).
    name: 'civic',
    content: 'tests/fixtures/civic-portfolio',
    cases: 'tests/fixtures/ask-eval/civic.json',
    min: 267,
    threshold: 0.925,
    types: [],
    heldOut: true,
  },
  {
    // Round 23 (HELD-OUT-23.md), written blind in session 32: 265/314 strict on the engine it was written against (session 32's steps, review fixes and WordNet reader merged).
    name: 'nuclear',
    content: 'tests/fixtures/nuclear-portfolio',
    cases: 'tests/fixtures/ask-eval/nuclear.json',
    min: 314,
    threshold: 0.949,
    types: [],
    heldOut: true,
  },
  {
    // Round 24 (HELD-OUT-24.md), written blind in session 33: 287/340 strict on the engine it was written against (64f86c9); 295/340 after session 33's engine work, which never saw it.
    name: 'pharma',
    content: 'tests/fixtures/pharma-portfolio',
    cases: 'tests/fixtures/ask-eval/pharma.json',
    min: 340,
    threshold: 0.92,
    types: [],
    heldOut: true,
  },
  {
    // Round 25 (HELD-OUT-25.md), written blind in session 33: 286/320 strict on 64f86c9; 289/320 after session 33's engine work, then 292/320 with one mend found by reading its report ("cell" alone is no phone).
    name: 'quake',
    content: 'tests/fixtures/quake-portfolio',
    cases: 'tests/fixtures/ask-eval/quake.json',
    min: 320,
    threshold: 0.946,
    types: [],
    heldOut: true,
  },
  {
    // Round 26 (HELD-OUT-26.md), written blind in session 33: 212/260 strict on 64f86c9; 213/260 after session 33's engine work, which never saw it; 214/260 after a last short wave that read its failures.
    name: 'heritage',
    content: 'tests/fixtures/heritage-portfolio',
    cases: 'tests/fixtures/ask-eval/heritage.json',
    min: 260,
    threshold: 0.873,
    types: [],
    heldOut: true,
  },
  {
    // Round 27 (HELD-OUT-27.md), written blind in session 34: 219/258 strict on c40ad34; 220/258 after session 34's engine work, which never saw it.
    name: 'l10n',
    content: 'tests/fixtures/l10n-portfolio',
    cases: 'tests/fixtures/ask-eval/l10n.json',
    min: 258,
    threshold: 0.891,
    types: [],
    heldOut: true,
  },
  {
    // Round 28 (HELD-OUT-28.md), written blind in session 34: 228/266 strict on c40ad34; 230/266 after session 34's engine work, which never saw it.
    name: 'wildlife',
    content: 'tests/fixtures/wildlife-portfolio',
    cases: 'tests/fixtures/ask-eval/wildlife.json',
    min: 266,
    threshold: 0.883,
    types: [],
    heldOut: true,
  },
  {
    // Round 29 (HELD-OUT-29.md), written blind in session 34: 231/263 strict on c40ad34; 234/263 after session 34's engine work, which never saw it.
    name: 'tax',
    content: 'tests/fixtures/tax-portfolio',
    cases: 'tests/fixtures/ask-eval/tax.json',
    min: 263,
    threshold: 0.95,
    types: [],
    heldOut: true,
  },
  {
    // Round 30 (HELD-OUT-30.md), written blind in session 35: 288/340 strict on 5268c00; 291/340 after session 35's engine work, which never saw it.
    name: 'telecom',
    content: 'tests/fixtures/telecom-portfolio',
    cases: 'tests/fixtures/ask-eval/telecom.json',
    min: 340,
    threshold: 0.873,
    types: [],
    heldOut: true,
  },
  {
    // Round 31 (HELD-OUT-31.md), written blind in session 35: 308/354 strict on 5268c00; 310/354 after session 35's engine work, which never saw it.
    name: 'water',
    content: 'tests/fixtures/water-portfolio',
    cases: 'tests/fixtures/ask-eval/water.json',
    min: 354,
    threshold: 0.903,
    types: [],
    heldOut: true,
  },
  {
    // Round 32 (HELD-OUT-32.md), written blind in session 35: 318/373 strict on 5268c00; 322/373 after session 35's engine work, which never saw it.
    name: 'payments',
    content: 'tests/fixtures/payments-portfolio',
    cases: 'tests/fixtures/ask-eval/payments.json',
    min: 373,
    threshold: 0.908,
    types: [],
    heldOut: true,
  },
  {
    // Round 33 (HELD-OUT-33.md), written blind in session 36: 354/404 strict on eca0f71; 356/404 after session 36's engine work, which never saw it.
    name: 'auto',
    content: 'tests/fixtures/auto-portfolio',
    cases: 'tests/fixtures/ask-eval/auto.json',
    min: 404,
    threshold: 0.881,
    types: [],
    heldOut: true,
  },
  {
    // Round 34 (HELD-OUT-34.md), written blind in session 36: 318/368 strict on eca0f71; 320/368 after session 36's engine work, which never saw it.
    name: 'food',
    content: 'tests/fixtures/food-portfolio',
    cases: 'tests/fixtures/ask-eval/food.json',
    min: 368,
    threshold: 0.869,
    types: [],
    heldOut: true,
  },
  {
    // Round 35 (HELD-OUT-35.md), written blind in session 36: 280/318 strict on eca0f71; 282/318 after session 36's engine work, which never saw it.
    name: 'vote',
    content: 'tests/fixtures/vote-portfolio',
    cases: 'tests/fixtures/ask-eval/vote.json',
    min: 318,
    threshold: 0.886,
    types: [],
    heldOut: true,
  },
];

function run(set: (typeof SETS)[number]) {
  const portfolio = createPortfolio(portfolioData(loadPortfolioSource(resolve(set.content))));
  const index = JSON.parse(JSON.stringify(buildAskIndex(portfolio)));
  // The day the sets were written about (scripts/eval-ask.mjs EVAL_TODAY): availability does not move with the calendar.
  const engine = createAskEngine(portfolio, createUrls('https://example.test'), index, { today: '2026-11-28' });
  const cases = JSON.parse(readFileSync(resolve(set.cases), 'utf8')) as EvalCase[];
  return { cases, report: evaluate(engine, cases) };
}

describe('ask evaluation sets', () => {
  const results = SETS.map((set) => ({ set, ...run(set) }));

  for (const { set, cases, report } of results) {
    it(`${set.name}: is a well-formed set covering every question type`, () => {
      expect(cases.length).toBeGreaterThanOrEqual(set.min);
      for (const c of cases) {
        expect(EVAL_TYPES, c.q).toContain(c.type);
        for (const key of ['must', 'must_not', 'refs_must', 'refs_must_not'] as const) expect(Array.isArray(c[key]), `${c.q}: ${key}`).toBe(true);
        for (const key of ['private', 'refs_exact'] as const) if (key in c) expect(c[key], `${c.q}: ${key}`).toBe(true);
      }
      for (const type of set.types)
        expect(
          cases.some((c) => c.type === type),
          type,
        ).toBe(true);
    });

    it(`${set.name}: scores at least ${set.threshold}`, () => {
      expect(report.share, `${set.name} scored ${report.correct}/${report.total}:\n${describeFailures(report)}`).toBeGreaterThanOrEqual(set.threshold);
    });
  }

  it('scores the same range on every portfolio it was tuned with (the held-out sets are below the goal, issue 28)', () => {
    const shares = results.filter((r) => !r.set.heldOut).map((r) => r.report.share);
    expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(0.05);
  });
});
