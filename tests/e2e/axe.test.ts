// axe-core in the browser on every page type, in both themes and at a phone and a desktop width,
// for both content sets (and the example's German pages): zero violations (every rule axe runs by default, best practices included).
import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME } from '../../src/core/site/themes.ts';
import { axeViolations, contentSets, languagePageTypes, useBrowser, pageTypes, postPageTypes, themedSets } from './support.ts';

const browser = useBrowser();

/** Pages outside the page types: the privacy note. */
const EXTRA = [{ name: 'privacy', path: '/privacy', status: 200 }];

describe('axe-core', () => {
  for (const set of contentSets()) {
    for (const colorScheme of ['light', 'dark'] as const) {
      it(`no violations on any page type: ${set.name}, ${colorScheme} theme`, async () => {
        const report: string[] = [];
        for (const width of [390, 1280]) {
          const context = await browser().newContext({ colorScheme, viewport: { width, height: 900 } });
          const page = await context.newPage();
          for (const type of [...pageTypes(set.portfolio), ...postPageTypes(set.portfolio), ...languagePageTypes(set), ...EXTRA]) {
            await page.goto(set.url + type.path);
            for (const v of await axeViolations(page)) {
              report.push(`${type.path} @${width}px: ${v.id} (${v.impact}) ${v.help}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
            }
          }
          await context.close();
        }
        console.log(
          `axe ${set.name}, ${colorScheme}: ${report.length} violations on ${pageTypes(set.portfolio).length + postPageTypes(set.portfolio).length + languagePageTypes(set).length + EXTRA.length} page types at 390 and 1280 px`,
        );
        expect(report).toEqual([]);
      });
    }
  }
});

// The other themes (the default one is the content set above): home, a project, the resume and
// /ask, in both schemes, at a phone and a desktop width.
describe.each(themedSets().filter((s) => s.theme !== DEFAULT_THEME))('axe-core, $theme theme', (set) => {
  it('no violations on home, a project, the resume and /ask, in both schemes', async () => {
    const report: string[] = [];
    const types = pageTypes(set.portfolio).filter((t) => ['home', 'project', 'resume', 'ask'].includes(t.name));
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const width of [390, 1280]) {
        const context = await browser().newContext({ colorScheme, viewport: { width, height: 900 } });
        const page = await context.newPage();
        for (const type of types) {
          await page.goto(set.url + type.path);
          for (const v of await axeViolations(page)) {
            report.push(`${type.path} ${colorScheme} @${width}px: ${v.id} (${v.impact}) ${v.help}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
          }
        }
        await context.close();
      }
    }
    expect(report).toEqual([]);
  });
});
