/**
 * A word joined by hyphens in the question ("fibre-optic") is one term (issue #28, not_in_portfolio): its
 * parts do not each reach a project's other words through WordNet (a "fibre" is a kind of "cell", an
 * "optic" is "physical"), so that a question about work the portfolio lacks is not answered "Yes, most
 * likely:" with a project that writes none of its words but one common word. On a portfolio written here in
 * a field no evaluation set covers (the software of commercial beekeeping).
 */
import { describe, expect, it } from 'vitest';
import { askContent, projectMarkdown } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-joined-term');

const PROFILE = `---
name: Maren Oyelaran-Holt
role: Apiary Systems Developer
location: Hobart, Australia
email: maren@hivework.example
---
I write the software that commercial beekeepers use to keep track of their hives, queens and honey harvests.
`;

const PROJECTS = {
  'comb-cells': projectMarkdown(
    'Comb Cell Counter',
    'Counts the capped cells on a brood frame from a phone photo, over the physical layout of the comb.',
    '2024-03',
    ['brood', 'python'],
    'The counter finds each cell of the comb and tells capped from open cells; apiaries send the counts over their network.',
  ),
  'hive-scales': projectMarkdown(
    'Hive Scales',
    'Weighs 1,200 hives every hour and tells the beekeeper when a hive gains or loses weight too fast.',
    '2023-06',
    ['telemetry', 'go'],
    'The scales report over radios to a gateway in each apiary.',
  ),
  'queen-register': projectMarkdown(
    'Queen Register',
    'Keeps the lineage of 9,000 queens for a breeding cooperative.',
    '2022-09',
    ['breeding', 'python'],
    'The cooperative breeds queens for gentle colonies.',
  ),
};

const ask = () => askContent(tempDir(), { profile: PROFILE, projects: PROJECTS });

describe('ask: a hyphenated term is one term (issue #28, not_in_portfolio)', () => {
  it('does not answer "Yes, most likely" from the parts of a hyphenated term bridged apart', () => {
    const answer = ask()('Has she worked on fibre-optic backbone networks?');
    expect(answer.answer).not.toMatch(/^Yes/);
    expect(answer.answer).toContain('does not mention “fibre-optic backbone networks”');
    expect(answer.references).not.toContain('https://example.test/projects/comb-cells');
  });
});
