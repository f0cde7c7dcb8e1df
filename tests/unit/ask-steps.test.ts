/**
 * Issue #28, session 32 (speed without the memo): the steps after the rules are a table
 * (src/core/ask/answers/honest.ts), each run only when its pre-test on the question holds and the
 * answer so far is of a kind it may replace (src/core/ask/answers/answer-shape.ts, the one rule for
 * that, instead of a guard list in each step). Checked by counting steps run, never by timing, on a
 * portfolio written here in a field no evaluation set covers (a violin maker's workshop), and by the
 * answers staying what they were. Pure: content files in a temporary folder.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mayReplace, shapeOf } from '../../src/core/ask/answers/answer-shape.ts';
import { STEPS, stepRuns } from '../../src/core/ask/answers/honest.ts';
import { weekdayPatternChecks } from '../../src/core/ask/answers/own-rhythm.ts';
import { internalPatternTests } from '../../src/core/ask/answers/private-kinds.ts';
import { reply } from '../../src/core/ask/answers/reply.ts';
import { analysisReads } from '../../src/core/ask/question/analysis.ts';
import { citedPages, citedProjects, projectLinkBuilds } from '../../src/core/ask/answers/project-links.ts';
import { buildAskIndex } from '../../src/core/ask/index.ts';
import { createKnowledge } from '../../src/core/ask/knowledge/knowledge.ts';
import { loadPortfolioSource } from '../../src/core/content/load.ts';
import { createPortfolio, portfolioData } from '../../src/core/portfolio.ts';
import { createUrls } from '../../src/core/urls.ts';
import { askContent, projectMarkdown as project } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-steps');

const PROFILE = `---
name: Oriane Vasseur
role: Luthier and Workshop Software Developer
location: Mirecourt, France
email: oriane@atelier-vasseur.example
---
I make violins and violas by hand and write the small programs that run my workshop: drying rooms, varnish cabinets and the order book.
I work in the workshop on Tuesdays and Thursdays and answer customers on the other days.
`;

const PROJECTS = {
  'tonewood-drying': project(
    'Tonewood Drying Room Monitor',
    'Humidity and temperature logging for the spruce and maple seasoning room, with alerts when a board dries too fast.',
    '2024-03',
    ['humidity', 'sensors', 'raspberry-pi'],
    'Spruce tops split when the room fell below 40% relative humidity, so the monitor now warns at 45% and logs 312 boards by their batch.',
  ),
  'varnish-cabinet': project(
    'Varnish UV Cabinet Controller',
    'A timer and lamp controller that cures oil varnish under ultraviolet light in even coats.',
    '2022-10',
    ['varnish', 'microcontroller', 'ultraviolet'],
    'Each coat cures for 6 hours under 18 lamps; the controller turns the instrument every 20 minutes so the coat stays even.',
  ),
};

const SKILLS = `workshop-electronics: [Raspberry Pi, Arduino, MQTT]
instrument-making: [Carving, Oil varnish, Setup and repair]
`;

function engine() {
  return askContent(tempDir(), { profile: PROFILE, skills: SKILLS, projects: PROJECTS });
}

/** The runs of each step while `ask` answers `question`. */
function runsOf(ask: (question: string) => unknown, question: string): Record<string, number> {
  const before = stepRuns();
  ask(question);
  return Object.fromEntries(Object.entries(stepRuns()).map(([name, count]) => [name, count - (before[name] ?? 0)]));
}

const YES_NO_STEPS = ['stated entry', 'made thing', 'evidence verdict', 'listed name verdict', 'attached version'];

describe('the steps after the rules run only for a question of their shape', () => {
  it('a question that is no yes/no question, names no need and asks for no value calls none of the yes/no steps', () => {
    const ask = engine();
    const runs = runsOf(ask, 'Tell me about the drying room monitor');
    for (const name of YES_NO_STEPS) expect(runs[name], name).toBe(0);
    // Nor the need or the plain-English work, which read "our …" and "has she done …".
    expect(runs.need).toBe(0);
    expect(runs['plain work']).toBe(0);
    expect(runs['work over private']).toBe(0);
  });

  it('a yes/no question about the owner’s work reaches the steps that read it, and keeps its answer', () => {
    const ask = engine();
    const runs = runsOf(ask, 'Has she built anything that stops spruce tops from splitting?');
    expect(runs['made thing']).toBe(1);
    expect(runs['plain work']).toBe(1);
    const answer = ask('Has she built anything that stops spruce tops from splitting?');
    expect(answer.answer).toContain('Tonewood Drying Room Monitor');
    expect(answer.answer).toMatch(/^Yes\b/);
  });

  it('a question that asks for no value never reaches the asked sentence; a count does, and its kind is read once', () => {
    const ask = engine();
    expect(runsOf(ask, 'Does she know Arduino?')['asked sentence']).toBe(0);
    const reads = analysisReads.want;
    const runs = runsOf(ask, 'How many boards does the drying monitor log?');
    expect(runs['asked sentence']).toBe(1);
    expect(runs['typed lead']).toBe(1);
    // The asked sentence and the typed lead both read what is asked: one reading for the question.
    expect(analysisReads.want - reads).toBe(1);
    expect(ask('How many boards does the drying monitor log?').answer).toContain('312 boards');
  });

  it('a step is not called for an answer of a kind it may not replace: the help answer passes through untouched', () => {
    const ask = engine();
    const runs = runsOf(ask, 'help');
    expect(Object.entries(runs).filter(([name, count]) => count > 0 && !['unwritten modifier', 'labelled category', 'typed lead'].includes(name))).toEqual([]);
  });
});

describe('which answer a kind of step may replace: one rule, read from the answer once', () => {
  const refused = reply('not_found', 'private', 'Her home address is private.');
  const yes = reply('answer', 'project', 'Yes, most likely: Varnish UV Cabinet Controller.');
  const probably = reply('answer', 'projects', 'Probably not: none of her projects involves violas.');
  const list = reply('list', 'skills', '3 are workshop electronics: Raspberry Pi, Arduino, MQTT.');
  const unfound = reply('not_found', 'unknown', 'Her portfolio has nothing about “cellos”.');

  it('reads the kind and the verdict', () => {
    expect(shapeOf(yes).verdict).toBe('Yes');
    expect(shapeOf(probably).verdict).toBe('Probably');
    expect(shapeOf(reply('answer', 'profile', 'Nothing in her bio says so.')).verdict).toBeUndefined();
    expect(shapeOf(reply('answer', 'profile', 'Not as far as the portfolio shows: …')).verdict).toBe('Not');
    expect(shapeOf(refused)).toEqual({ help: false, private: true, type: 'not_found', verdict: undefined });
  });

  it('a private refusal is replaced only by the work asked about or another version of a name', () => {
    const kinds = ['open', 'need', 'unfound', 'found', 'answered', 'listed', 'affirmed', 'refused', 'empty', 'unhelped', 'any'] as const;
    expect(kinds.filter((kind) => mayReplace(refused, kind))).toEqual(['refused', 'empty', 'unhelped', 'any']);
  });

  it('a verdict found elsewhere stands against a need’s project; a list is replaced only by what reads lists', () => {
    expect(mayReplace(yes, 'need')).toBe(false);
    expect(mayReplace(probably, 'need')).toBe(false);
    expect(mayReplace(reply('answer', 'projects', 'Most likely: Tonewood Drying Room Monitor.'), 'need')).toBe(true);
    expect(mayReplace(list, 'listed')).toBe(true);
    expect(mayReplace(list, 'answered')).toBe(false);
    expect(mayReplace(yes, 'affirmed')).toBe(true);
    expect(mayReplace(unfound, 'unfound')).toBe(true);
    expect(mayReplace(unfound, 'found')).toBe(false);
  });
});

describe('the guard list exists once', () => {
  // The modules of the table's steps: none reads the help, private or verdict guards on its own.
  const modules = [
    'problems',
    'entry-stated',
    'private-kinds',
    'coverage',
    'senses',
    'work-over-private',
    'written-term',
    'made-things',
    'whole-writeup',
    'evidence-verdict',
    'earned-verdict',
    'labelled-list',
    'asked-version',
    'career-entry-fact',
  ];
  const GUARDS = [/response_type === 'help'/, /intent === 'private'/, /\/\^\(\?:Yes\|No(?:\|Probably)?\)\\b\//, /\/\^No\\b\//, /\/\^Yes\\b\//];

  it.each(modules)('%s reads what an answer is through answer-shape.ts', (name) => {
    const source = readFileSync(new URL(`../../src/core/ask/answers/${name}.ts`, import.meta.url), 'utf8');
    for (const guard of GUARDS) expect(guard.test(source), `${name}: ${guard}`).toBe(false);
  });

  it('adding a step is one entry: every step has a name, a pre-test, a kind it replaces and a run', () => {
    expect(new Set(STEPS.map((step) => step.name)).size).toBe(STEPS.length);
    for (const step of STEPS) expect([typeof step.applies, typeof step.run, typeof step.replaces]).toEqual(['function', 'function', 'string']);
  });
});

describe('weekdays are read only from questions that write one', () => {
  it('a yes/no question without a weekday makes no weekday pattern; one with a weekday does, and is answered from the bio', () => {
    const ask = engine();
    const checks = weekdayPatternChecks.count;
    ask('Does she cure varnish under ultraviolet light?');
    expect(weekdayPatternChecks.count).toBe(checks);
    const answer = ask('Is she in the workshop on Tuesdays?');
    expect(weekdayPatternChecks.count).toBeGreaterThan(checks);
    expect(answer.answer).toMatch(/^Yes\. From Oriane's bio: “I work in the workshop on Tuesdays/);
  });
});

describe('a project’s internals are tested one by one only when one of them is named', () => {
  it('each group of internal nouns is made of patterns without flags, so that their union matches as one of them does', async () => {
    const source = readFileSync(new URL('../../src/core/ask/answers/private-kinds.ts', import.meta.url), 'utf8');
    expect(source).toContain('ANY_INTERNAL_NOUN = anyOf(INTERNAL_NOUNS)');
    // Literal patterns of the two groups carry no flag after their closing slash.
    const groups = source.slice(source.indexOf('const INTERNAL_NOUNS'), source.indexOf('/** A question that asks which technology'));
    expect(groups).not.toMatch(/\/[gimsuy]+,\s*'/);
  });

  it('a question about a project that names no internal is read no further; one that asks its host is still refused', () => {
    const ask = engine();
    const tests = internalPatternTests.count;
    ask('What does the varnish cabinet controller do between coats?');
    ask('Which lamps does the varnish cabinet controller switch?');
    expect(internalPatternTests.count).toBe(tests);
    const host = ask('Which host does the drying room monitor run on?');
    expect(internalPatternTests.count).toBeGreaterThan(tests);
    expect(host._meta.intent).toBe('private');
    expect(host.answer).toMatch(/^The host of Tonewood Drying Room Monitor is not published/);
    // A kind of internal whose noun also names a technology: the second group.
    const login = ask('Which user name does the varnish cabinet controller sign in with?');
    expect(login._meta.intent).toBe('private');
    expect(login.answer).toMatch(/^The login of Varnish UV Cabinet Controller is not published/);
  });
});

describe('the projects an answer cites are read from links gathered once per portfolio', () => {
  it('gives the projects a walk over every project gave, in their order, pages apart from API links', () => {
    const dir = tempDir();
    askContent(dir, { profile: PROFILE, skills: SKILLS, projects: PROJECTS });
    const portfolio = createPortfolio(portfolioData(loadPortfolioSource(dir)));
    const knowledge = createKnowledge(portfolio, createUrls('https://example.test'), JSON.parse(JSON.stringify(buildAskIndex(portfolio))));
    const [first, second] = knowledge.projects.map((info) => info.view.links);
    const builds = projectLinkBuilds.count;
    const answer = reply('answer', 'projects', 'Two projects.', [second!.self, 'https://example.test/v1/profile', first!.html, second!.html]);
    const walked = knowledge.projects.filter(({ view }) => answer.references.includes(view.links.html) || answer.references.includes(view.links.self));
    expect(citedProjects(knowledge, answer)).toEqual(walked.map((info) => info.index));
    expect(citedPages(knowledge, answer)).toEqual(knowledge.projects.filter((info) => answer.references.includes(info.view.links.html)));
    // The API link alone cites the project, not its page.
    expect(citedPages(knowledge, reply('answer', 'project', 'One.', [second!.self]))).toEqual([]);
    expect(citedProjects(knowledge, reply('answer', 'project', 'One.', [second!.self]))).toEqual([knowledge.projects[1]!.index]);
    expect(projectLinkBuilds.count).toBe(builds + 1);
  });
});
