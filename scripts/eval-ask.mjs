// npm run eval:ask: runs the /v1/ask evaluation sets through the answering engine, prints the
// share of questions answered fully correctly (overall and per question type, per set) and
// writes bench/ask-eval.json. Options: --min <share> exits 1 when a set scores below it; --skip <set,set> leaves sets out.
//
// Sets: the default content (content/) with tests/fixtures/ask-eval/default.json, and a second
// portfolio (tests/fixtures/other-portfolio) with other.json, which shows that the answering
// is not tuned to the default content's words. The mobile and firmware sets (a mobile app developer
// and an embedded firmware engineer) were written before their answers were looked at, and cover
// jargon, versions, bio facts, multi-part, agent-style and non-English questions.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAskIndex, createAskEngine } from '../src/core/ask/index.ts';
import { describeFailures, evaluate, EVAL_TYPES } from '../src/core/ask/evaluate.ts';
import { loadPortfolioSource } from '../src/core/content/load.ts';
import { createPortfolio, portfolioData } from '../src/core/portfolio.ts';
import { createUrls } from '../src/core/urls.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const EVAL_SETS = [
  { name: 'default', content: 'tests/fixtures/example-portfolio', cases: 'tests/fixtures/ask-eval/default.json' },
  { name: 'other', content: 'tests/fixtures/other-portfolio', cases: 'tests/fixtures/ask-eval/other.json' },
  { name: 'mobile', content: 'tests/fixtures/mobile-portfolio', cases: 'tests/fixtures/ask-eval/mobile.json' },
  { name: 'firmware', content: 'tests/fixtures/firmware-portfolio', cases: 'tests/fixtures/ask-eval/firmware.json' },
  { name: 'dsp', content: 'tests/fixtures/dsp-portfolio', cases: 'tests/fixtures/ask-eval/dsp.json' },
  { name: 'security', content: 'tests/fixtures/security-portfolio', cases: 'tests/fixtures/ask-eval/security.json' },
  { name: 'quant', content: 'tests/fixtures/quant-portfolio', cases: 'tests/fixtures/ask-eval/quant.json' },
  { name: 'robotics', content: 'tests/fixtures/robotics-portfolio', cases: 'tests/fixtures/ask-eval/robotics.json' },
  { name: 'climate', content: 'tests/fixtures/climate-portfolio', cases: 'tests/fixtures/ask-eval/climate.json' },
  { name: 'compilers', content: 'tests/fixtures/compilers-portfolio', cases: 'tests/fixtures/ask-eval/compilers.json' },
  { name: 'health', content: 'tests/fixtures/health-portfolio', cases: 'tests/fixtures/ask-eval/health.json' },
  { name: 'a11y', content: 'tests/fixtures/a11y-portfolio', cases: 'tests/fixtures/ask-eval/a11y.json' },
  { name: 'aec', content: 'tests/fixtures/aec-portfolio', cases: 'tests/fixtures/ask-eval/aec.json' },
  { name: 'type', content: 'tests/fixtures/type-portfolio', cases: 'tests/fixtures/ask-eval/type.json' },
  { name: 'logistics', content: 'tests/fixtures/logistics-portfolio', cases: 'tests/fixtures/ask-eval/logistics.json' },
  { name: 'legal', content: 'tests/fixtures/legal-portfolio', cases: 'tests/fixtures/ask-eval/legal.json' },
  { name: 'space', content: 'tests/fixtures/space-portfolio', cases: 'tests/fixtures/ask-eval/space.json' },
  { name: 'rail', content: 'tests/fixtures/rail-portfolio', cases: 'tests/fixtures/ask-eval/rail.json' },
  { name: 'broadcast', content: 'tests/fixtures/broadcast-portfolio', cases: 'tests/fixtures/ask-eval/broadcast.json' },
  { name: 'agri', content: 'tests/fixtures/agri-portfolio', cases: 'tests/fixtures/ask-eval/agri.json' },
  { name: 'edtech', content: 'tests/fixtures/edtech-portfolio', cases: 'tests/fixtures/ask-eval/edtech.json' },
  { name: 'marine', content: 'tests/fixtures/marine-portfolio', cases: 'tests/fixtures/ask-eval/marine.json' },
  { name: 'grid', content: 'tests/fixtures/grid-portfolio', cases: 'tests/fixtures/ask-eval/grid.json' },
  { name: 'stage', content: 'tests/fixtures/stage-portfolio', cases: 'tests/fixtures/ask-eval/stage.json' },
  { name: 'sport', content: 'tests/fixtures/sport-portfolio', cases: 'tests/fixtures/ask-eval/sport.json' },
  { name: 'retail', content: 'tests/fixtures/retail-portfolio', cases: 'tests/fixtures/ask-eval/retail.json' },
  { name: 'fab', content: 'tests/fixtures/fab-portfolio', cases: 'tests/fixtures/ask-eval/fab.json' },
  { name: 'vet', content: 'tests/fixtures/vet-portfolio', cases: 'tests/fixtures/ask-eval/vet.json' },
  { name: 'hotel', content: 'tests/fixtures/hotel-portfolio', cases: 'tests/fixtures/ask-eval/hotel.json' },
  { name: 'mine', content: 'tests/fixtures/mine-portfolio', cases: 'tests/fixtures/ask-eval/mine.json' },
  { name: 'fire', content: 'tests/fixtures/fire-portfolio', cases: 'tests/fixtures/ask-eval/fire.json' },
  { name: 'claims', content: 'tests/fixtures/claims-portfolio', cases: 'tests/fixtures/ask-eval/claims.json' },
  { name: 'mro', content: 'tests/fixtures/mro-portfolio', cases: 'tests/fixtures/ask-eval/mro.json' },
  { name: 'dental', content: 'tests/fixtures/dental-portfolio', cases: 'tests/fixtures/ask-eval/dental.json' },
  { name: 'civic', content: 'tests/fixtures/civic-portfolio', cases: 'tests/fixtures/ask-eval/civic.json' },
  { name: 'nuclear', content: 'tests/fixtures/nuclear-portfolio', cases: 'tests/fixtures/ask-eval/nuclear.json' },
  { name: 'pharma', content: 'tests/fixtures/pharma-portfolio', cases: 'tests/fixtures/ask-eval/pharma.json' },
  { name: 'quake', content: 'tests/fixtures/quake-portfolio', cases: 'tests/fixtures/ask-eval/quake.json' },
  { name: 'heritage', content: 'tests/fixtures/heritage-portfolio', cases: 'tests/fixtures/ask-eval/heritage.json' },
  { name: 'l10n', content: 'tests/fixtures/l10n-portfolio', cases: 'tests/fixtures/ask-eval/l10n.json' },
  { name: 'wildlife', content: 'tests/fixtures/wildlife-portfolio', cases: 'tests/fixtures/ask-eval/wildlife.json' },
  { name: 'tax', content: 'tests/fixtures/tax-portfolio', cases: 'tests/fixtures/ask-eval/tax.json' },
  { name: 'telecom', content: 'tests/fixtures/telecom-portfolio', cases: 'tests/fixtures/ask-eval/telecom.json' },
  { name: 'water', content: 'tests/fixtures/water-portfolio', cases: 'tests/fixtures/ask-eval/water.json' },
  { name: 'payments', content: 'tests/fixtures/payments-portfolio', cases: 'tests/fixtures/ask-eval/payments.json' },
  { name: 'auto', content: 'tests/fixtures/auto-portfolio', cases: 'tests/fixtures/ask-eval/auto.json' },
  { name: 'food', content: 'tests/fixtures/food-portfolio', cases: 'tests/fixtures/ask-eval/food.json' },
  { name: 'vote', content: 'tests/fixtures/vote-portfolio', cases: 'tests/fixtures/ask-eval/vote.json' },
];

/** The day the sets are answered on: availability and current positions' lengths must not move the scores with the calendar. */
const EVAL_TODAY = '2026-11-28';

const args = process.argv.slice(2);
const minIndex = args.indexOf('--min');
const min = minIndex === -1 ? undefined : Number(args[minIndex + 1]);
if (min !== undefined && !(min >= 0 && min <= 1)) {
  console.error('--min expects a share between 0 and 1, for example --min 0.95');
  process.exit(2);
}

// `--skip a,b`: leave sets out (a set held out from the people changing the engine is not printed to them).
const skipIndex = args.indexOf('--skip');
const skipped = new Set(skipIndex === -1 ? [] : (args[skipIndex + 1] ?? '').split(','));
const unknown = [...skipped].filter((name) => !EVAL_SETS.some((set) => set.name === name));
if (unknown.length) {
  console.error(`--skip names no set: ${unknown.join(', ')}`);
  process.exit(2);
}

const reports = {};
for (const set of EVAL_SETS.filter((candidate) => !skipped.has(candidate.name))) {
  const portfolio = createPortfolio(portfolioData(loadPortfolioSource(join(root, set.content))));
  // The index goes through JSON, as it does between the build and the server.
  const index = JSON.parse(JSON.stringify(buildAskIndex(portfolio)));
  const engine = createAskEngine(portfolio, createUrls('https://example.test'), index, { today: EVAL_TODAY });
  const cases = JSON.parse(readFileSync(join(root, set.cases), 'utf8'));
  reports[set.name] = evaluate(engine, cases);
}

const pct = (s) => `${(s.share * 100).toFixed(1).padStart(5)}%  ${String(s.correct).padStart(3)}/${String(s.total).padEnd(3)}`;
const names = Object.keys(reports);
console.log(`${'question type'.padEnd(20)}${names.map((n) => n.padEnd(18)).join('')}`);
for (const type of EVAL_TYPES) {
  const cells = names.map((n) => (reports[n].byType[type] ? pct(reports[n].byType[type]) : '-').padEnd(18));
  console.log(`${type.padEnd(20)}${cells.join('')}`);
}
console.log(`${'all'.padEnd(20)}${names.map((n) => pct(reports[n]).padEnd(18)).join('')}`);
for (const n of names) {
  const failures = describeFailures(reports[n]);
  if (failures) console.log(`\nIncorrect in ${n}:\n${failures}`);
}

const summary = Object.fromEntries(
  names.map((n) => {
    const r = reports[n];
    return [
      n,
      {
        share: r.share,
        correct: r.correct,
        total: r.total,
        byType: r.byType,
        failures: r.results.filter((x) => x.failures.length).map((x) => ({ q: x.case.q, type: x.case.type, failures: x.failures, answer: x.answer.answer })),
      },
    ];
  }),
);
mkdirSync(join(root, 'bench'), { recursive: true });
writeFileSync(join(root, 'bench/ask-eval.json'), `${JSON.stringify({ sets: summary }, null, 2)}\n`);
console.log('\nwrote bench/ask-eval.json');

if (min !== undefined) {
  const below = names.filter((n) => reports[n].share < min);
  if (below.length) {
    console.error(`below ${min}: ${below.map((n) => `${n} ${reports[n].share.toFixed(3)}`).join(', ')}`);
    process.exit(1);
  }
}
