/**
 * The JSON Resume export works with the JSON Resume tools (issue #16): `resumed` (the maintained
 * CLI and library) validates it and renders it with a published theme (jsonresume-theme-even),
 * offline, and the rendered resume shows the career, the projects and the skills, and nothing
 * private.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as theme from 'jsonresume-theme-even';
import { render, validate } from 'resumed';
import { loadPortfolioSource } from '../../src/core/content/load.ts';
import { createPortfolio, portfolioData } from '../../src/core/portfolio.ts';
import { toJsonResume } from '../../src/core/resume.ts';
import { createUrls } from '../../src/core/urls.ts';
import { EXAMPLE_CONTENT } from '../support/example-content.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('portfolio-resumed');

describe('JSON Resume tools', () => {
  const portfolio = createPortfolio(portfolioData(loadPortfolioSource(EXAMPLE_CONTENT)));
  const resume = JSON.parse(JSON.stringify(toJsonResume(portfolio, createUrls('https://portfolio.example'))));

  it('resumed renders the export with jsonresume-theme-even', async () => {
    const html = await render(resume, theme);
    expect(html).toContain('<html');
    for (const text of [
      portfolio.profile!.name,
      'Kvarn Payments',
      'Nordlys Commerce',
      'KTH Royal Institute of Technology',
      'SnowPro Advanced Data Engineer',
      'Swedish',
    ]) {
      expect(html, text).toContain(text);
    }
    for (const p of portfolio.projects.slice(0, 3)) expect(html).toContain(p.title);
    for (const v of Object.values(portfolio.profile!.contact ?? {})) expect(html).not.toContain(String(v));
  });

  it('renders the new sections of the second content set too: volunteering, awards, interests; no reference', async () => {
    const other = createPortfolio(portfolioData(loadPortfolioSource('tests/fixtures/other-portfolio')));
    const html = await render(JSON.parse(JSON.stringify(toJsonResume(other, createUrls('https://ines.example')))), theme);
    for (const text of [other.career.volunteer[0]!.organisation, other.career.awards[0]!.title, other.career.interests[0]!.name, 'GitHub Actions'])
      expect(html, text).toContain(text);
    for (const r of other.career.references) expect(html).not.toContain(r.name);
  });

  it('resumed validates the export against the schema', async () => {
    const file = join(tempDir(), 'resume.json');
    writeFileSync(file, JSON.stringify(resume));
    await expect(validate(file)).resolves.toBe(true);
    // And it can fail: a document the schema refuses.
    writeFileSync(file, JSON.stringify({ ...resume, basics: { ...resume.basics, email: 42 } }));
    await expect(validate(file).catch(() => false)).resolves.toBe(false);
  });
});
