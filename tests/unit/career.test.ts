/**
 * The career and services content model (src/core/schema/career.ts, the loader, the views and
 * src/core/career.ts): every new field valid and invalid, with messages that name the file and
 * the field; private rates removed in the one place (src/core/views.ts); facts in words.
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { availabilityText, currentPositions, priceLabel, yearsOfExperience } from '../../src/core/career.ts';
import { ContentError, loadPortfolioSource } from '../../src/core/content/load.ts';
import { createPortfolio, portfolioData } from '../../src/core/portfolio.ts';
import { CareerFile, ServicesFile } from '../../src/core/schema/career.ts';
import { ProfileFrontMatter } from '../../src/core/schema/content.ts';
import { CareerView, PublicServices } from '../../src/core/schema/public.ts';
import { createUrls } from '../../src/core/urls.ts';
import { careerView, dossierView, publicPortfolio, publicServices, ratesView } from '../../src/core/views.ts';
import { toJsonResume } from '../../src/core/resume.ts';
import { EXAMPLE_CONTENT } from '../support/example-content.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('portfolio-career');
const job = { organisation: 'Acme', role: 'Engineer', start: '2020-01' };

function problems(files: Record<string, string>): string[] {
  const dir = join(tempDir(), 'content');
  cpSync(EXAMPLE_CONTENT, dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  try {
    loadPortfolioSource(dir);
  } catch (err) {
    expect(err).toBeInstanceOf(ContentError);
    return (err as ContentError).problems.map((p) => p.replaceAll(`${dir}/`, ''));
  }
  return [];
}

describe('career.yaml', () => {
  it('accepts every section, every field optional beyond the essentials', () => {
    const parsed = CareerFile.parse({
      experience: [{ ...job, end: 2022, url: 'https://acme.example', location: 'Remote', summary: 'S.', highlights: ['H.'], projects: ['feature-store'] }, job],
      education: [{ institution: 'Uni', area: 'CS', degree: 'MSc', start: 2010, end: '2012-06', score: '5.0', courses: ['Thesis'] }, { institution: 'School' }],
      certificates: [{ name: 'Cert', issuer: 'Org', date: '2023-05-01', url: 'https://cert.example/1' }],
      publications: [{ name: 'Talk', kind: 'talk', publisher: 'Conf', date: 2024 }, { name: 'Paper' }],
      languages: [{ language: 'Swedish', fluency: 'Native' }, { language: 'German' }],
    });
    expect(parsed.experience![0]!.end).toBe('2022');
    expect(parsed.publications![1]!.kind).toBe('publication');
    expect(CareerFile.parse({})).toEqual({});
  });

  it('accepts volunteering, awards, interests, references and a work description (JSON Resume sections)', () => {
    const parsed = CareerFile.parse({
      experience: [{ ...job, description: 'Card payments for Nordic merchants' }],
      volunteer: [
        {
          organisation: 'CoderDojo',
          role: 'Mentor',
          url: 'https://coderdojo.example',
          start: 2017,
          end: '2020-06',
          summary: 'Club.',
          highlights: ['60 sessions.'],
        },
        { organisation: 'Meetup' },
      ],
      awards: [{ title: 'Best talk', awarder: 'Conf', date: '2019-05-14', summary: 'For X.' }, { title: 'Prize' }],
      interests: [{ name: 'Sailing', keywords: ['Archipelago races'] }, { name: 'Radio' }],
      references: [{ name: 'Erik, CTO', reference: 'Great.' }, { name: 'Anna' }],
    });
    expect(parsed.volunteer![0]!.start).toBe('2017');
    expect(parsed.experience![0]!.description).toBe('Card payments for Nordic merchants');
  });

  it.each([
    [{ experience: [{ ...job, description: '' }] }, 'field `experience.0.description`: expected a non-empty string'],
    [{ volunteer: [{ role: 'Mentor' }] }, 'field `volunteer.0.organisation`: required, expected a string'],
    [{ volunteer: [{ organisation: 'X', start: '2020', end: '2019' }] }, 'field `volunteer.0.end`: ends (2019) before it starts (2020)'],
    [{ volunteer: [{ organisation: 'X', url: 'mailto:x@y.example' }] }, 'field `volunteer.0.url`: expected an absolute http(s) URL'],
    [{ awards: [{ awarder: 'Conf' }] }, 'field `awards.0.title`: required, expected a string'],
    [{ awards: [{ title: 'T', date: '2019-02-30' }] }, 'field `awards.0.date`: impossible date "2019-02-30"'],
    [{ interests: [{ name: 'Sailing', keywords: 'boats' }] }, 'field `interests.0.keywords`: expected a list'],
    [{ interests: [{ name: 'Sailing', level: 'high' }] }, 'unknown field in `interests.0` `level`'],
    [{ references: [{ reference: 'Great.' }] }, 'field `references.0.name`: required, expected a string'],
    [{ references: [{ name: 'A', phone: '123' }] }, 'unknown field in `references.0` `phone`'],
  ])('rejects %j naming the field', (data, message) => {
    const found = problems({ 'career.yaml': JSON.stringify(data) });
    expect(
      found.some((p) => p.startsWith('career.yaml: ') && p.includes(message)),
      found.join('\n'),
    ).toBe(true);
  });

  it('volunteering, awards and interests are public (in /v1/career); references are removed in the one place, kept for the dossier', () => {
    const career = CareerFile.parse({
      volunteer: [
        { organisation: 'CoderDojo', start: '2015' },
        { organisation: 'Now', start: '2021' },
      ],
      awards: [
        { title: 'Old', date: '2010' },
        { title: 'New', date: '2020' },
      ],
      interests: [{ name: 'Sailing' }],
      references: [{ name: 'Referee-Name-31337', reference: 'Reference-Text-31337' }],
    });
    const portfolio = createPortfolio({ profile: null, projects: [], skills: [], career });
    const view = careerView(portfolio);
    expect(CareerView.parse(view)).toEqual(view);
    expect(view.volunteer.map((v) => v.organisation)).toEqual(['Now', 'CoderDojo']);
    expect(view.awards.map((a) => a.title)).toEqual(['New', 'Old']);
    expect(view.interests).toEqual([{ name: 'Sailing' }]);
    expect(Object.keys(view)).not.toContain('references');
    const urls = createUrls('https://x.example');
    const everything = JSON.stringify([publicPortfolio(portfolio, urls), toJsonResume(portfolio, urls)]);
    expect(everything).not.toContain('31337');
    expect(dossierView(portfolio, urls).references).toEqual([{ name: 'Referee-Name-31337', reference: 'Reference-Text-31337' }]);
  });

  it.each([
    [{ experience: [{ role: 'Engineer', start: '2020' }] }, 'field `experience.0.organisation`: required, expected a string'],
    [{ experience: [{ ...job, start: '2020-02-30' }] }, 'field `experience.0.start`: impossible date "2020-02-30": 2020-02 has 29 days'],
    [{ experience: [{ ...job, end: '2019-05' }] }, 'field `experience.0.end`: ends (2019-05) before it starts (2020-01)'],
    [{ experience: [{ ...job, employer: 'x' }] }, 'unknown field in `experience.0` `employer`'],
    [{ experience: [{ ...job, projects: ['no-such-project'] }] }, 'field `experience.0.projects`: no project has the id "no-such-project"'],
    [{ education: [{ institution: 'Uni', start: 2015, end: 2012 }] }, 'field `education.0.end`: ends (2012) before it starts (2015)'],
    [{ certificates: [{ name: 'C', url: 'ftp://x.example' }] }, 'field `certificates.0.url`: expected an absolute http(s) URL'],
    [{ publications: [{ name: 'P', kind: 'podcast' }] }, 'field `publications.0.kind`: expected publication or talk'],
    [{ languages: [{ fluency: 'Native' }] }, 'field `languages.0.language`: required, expected a string'],
    [{ hobbies: [] }, 'unknown field `hobbies`'],
  ])('rejects %j naming the field', (data, message) => {
    const found = problems({ 'career.yaml': JSON.stringify(data) });
    expect(
      found.some((p) => p.startsWith('career.yaml: ') && p.includes(message)),
      found.join('\n'),
    ).toBe(true);
  });

  it('orders positions current first, then by end and start; years of experience count overlaps once', () => {
    const portfolio = createPortfolio({
      profile: null,
      projects: [],
      skills: [],
      career: {
        experience: [
          { ...job, start: '2015-01', end: '2018-12' },
          { ...job, organisation: 'Now', start: '2021-06' },
          { ...job, start: '2018-06', end: '2021-05' },
        ],
      },
    });
    expect(portfolio.experience.map((e) => e.start)).toEqual(['2021-06', '2018-06', '2015-01']);
    expect(currentPositions(portfolio.experience).map((e) => e.organisation)).toEqual(['Now']);
    expect(yearsOfExperience(portfolio.experience, '2026-06-01')).toBe(11);
    expect(yearsOfExperience([], '2026-06-01')).toBe(0);
  });
});

describe('services.yaml', () => {
  const services = {
    services: [
      { name: 'Review', description: 'A review.', price: { amount: 9500, currency: 'EUR', unit: 'project' } },
      { name: 'Build', description: 'Hands on.', price: { amount: 1100, currency: 'EUR', unit: 'day', private: true }, keywords: ['Python'] },
      { name: 'Workshop', description: 'One day.', price: 'on request' },
      { name: 'Chat', description: 'No price stated.' },
    ],
    availability: {
      from: '2027-01',
      daysPerWeek: 2,
      workplace: ['remote', 'hybrid'],
      timeZones: ['Europe/Stockholm', 'UTC+01:00'],
      note: 'One client per quarter.',
    },
  };

  it('accepts prices per hour, day or project, "on request", and an availability', () => {
    expect(ServicesFile.parse(services).services).toHaveLength(4);
    expect(ServicesFile.parse({})).toEqual({});
  });

  it.each([
    [{ services: [{ name: 'X', description: 'Y', price: { amount: 10, currency: 'euro', unit: 'day' } }] }, 'field `services.0.price'],
    [{ services: [{ name: 'X', description: 'Y', price: { amount: -5, currency: 'EUR', unit: 'day' } }] }, 'field `services.0.price'],
    [{ services: [{ name: 'X', description: 'Y', price: { amount: 5, currency: 'EUR', unit: 'week' } }] }, 'field `services.0.price'],
    [{ services: [{ name: 'X', description: 'Y', price: 'free' }] }, 'expected "on request" or {amount, currency, unit: hour|day|project, private?}'],
    [{ services: [{ name: 'X' }] }, 'field `services.0.description`: required, expected a string'],
    [{ availability: { daysPerWeek: 9 } }, 'field `availability.daysPerWeek`'],
    [{ availability: { workplace: ['moon'] } }, 'field `availability.workplace.0`: expected remote, on-site or hybrid'],
    [{ availability: { timeZones: ['Mars/Olympus'] } }, 'field `availability.timeZones.0`: expected an IANA time zone'],
    [{ availability: { from: '2027-13' } }, 'field `availability.from`: impossible date "2027-13"'],
  ])('rejects %j naming the field', (data, message) => {
    const found = problems({ 'services.yaml': JSON.stringify(data) });
    expect(
      found.some((p) => p.startsWith('services.yaml: ') && p.includes(message)),
      found.join('\n'),
    ).toBe(true);
  });

  it('a private amount reads "on request" in every public view, and is in the contact:read view', () => {
    const portfolio = createPortfolio({ profile: null, projects: [], skills: [], services: ServicesFile.parse(services) });
    const pub = publicServices(portfolio);
    expect(PublicServices.parse(pub)).toEqual(pub);
    expect(pub.services.map((s) => s.price)).toEqual([{ amount: 9500, currency: 'EUR', unit: 'project' }, 'on request', 'on request', undefined]);
    const everything = JSON.stringify(publicPortfolio(portfolio, createUrls('https://x.example')));
    expect(everything).not.toContain('1100');
    expect(everything).not.toContain('"private"');
    expect(ratesView(portfolio)[1]).toEqual({ name: 'Build', price: { amount: 1100, currency: 'EUR', unit: 'day', private: true } });
  });

  it('accepts the current IANA names ICU lists only by their old ones ("Asia/Kolkata", "Europe/Kyiv")', () => {
    for (const zone of ['Asia/Kolkata', 'Europe/Kyiv', 'America/Nuuk', 'Asia/Calcutta'])
      expect(problems({ 'services.yaml': JSON.stringify({ availability: { timeZones: [zone] } }) }), zone).toEqual([]);
    expect(problems({ 'services.yaml': JSON.stringify({ availability: { timeZones: ['asia/kolkata'] } }) }).join('\n')).toContain('expected an IANA time zone');
  });

  it('prices and availability in words', () => {
    expect(priceLabel({ amount: 9500, currency: 'EUR', unit: 'project' })).toBe('€9,500 per project');
    expect(priceLabel({ amount: 87.5, currency: 'USD', unit: 'hour' })).toBe('$87.50 per hour');
    expect(priceLabel('on request')).toBe('on request');
    expect(availabilityText(services.availability as never, '2026-11-23')).toBe(
      'Available from January 2027, 2 days a week, remote or hybrid (Europe/Stockholm, UTC+01:00). One client per quarter.',
    );
    expect(availabilityText({ from: '2026-01' }, '2026-11-23')).toBe('Available now.');
  });
});

describe('profile', () => {
  it('needs only a name; countryCode and other profiles are checked', () => {
    expect(ProfileFrontMatter.parse({ name: 'Sam' })).toEqual({ name: 'Sam' });
    expect(ProfileFrontMatter.safeParse({ name: 'Sam', countryCode: 'Sweden' }).success).toBe(false);
    expect(ProfileFrontMatter.safeParse({ name: 'Sam', profiles: [{ network: 'Mastodon', url: 'https://hachyderm.io/@sam' }] }).success).toBe(true);
    expect(ProfileFrontMatter.safeParse({ name: 'Sam', profiles: [{ network: 'Mastodon' }] }).success).toBe(false);
  });

  it('the street address and postal code are private contact fields', () => {
    const portfolio = createPortfolio(portfolioData(loadPortfolioSource(EXAMPLE_CONTENT)));
    const profile = { ...portfolio.profile!, contact: { address: 'Storgatan 1', postalCode: '111 22' } };
    const text = JSON.stringify(publicPortfolio({ ...portfolio, profile }, createUrls('https://x.example')));
    expect(text).not.toContain('Storgatan');
    expect(text).not.toContain('111 22');
  });

  it('the example career view matches its public schema', () => {
    const portfolio = createPortfolio(portfolioData(loadPortfolioSource(EXAMPLE_CONTENT)));
    expect(CareerView.parse(careerView(portfolio))).toEqual(careerView(portfolio));
    expect(careerView(portfolio).experience[0]!.organisation).toBe('Kvarn Payments');
  });
});

describe('images in write-ups', () => {
  it('need alt text and, when relative, an existing file', () => {
    const dir = join(tempDir(), 'content');
    cpSync(EXAMPLE_CONTENT, dir, { recursive: true });
    const file = join(dir, 'projects', 'feature-store.md');
    writeFileSync(join(dir, 'projects', 'diagram.png'), 'not really a png');
    writeFileSync(file, `${readFileSync(file, 'utf8')}\n\n![The feature store's two paths](./diagram.png)\n`);
    expect(() => loadPortfolioSource(dir)).not.toThrow();
    writeFileSync(file, `${readFileSync(file, 'utf8')}\n![](./diagram.png)\n![A missing picture](./missing.png)\n![Remote](https://img.example/x.png)\n`);
    const found = problems({});
    expect(found).toEqual([]);
    try {
      loadPortfolioSource(dir);
      expect.unreachable();
    } catch (err) {
      const lines = (err as ContentError).problems.map((p) => p.replaceAll(`${dir}/`, ''));
      expect(lines).toEqual([
        'projects/feature-store.md: image `./diagram.png` has no alt text: write what it shows, ![a diagram of …](./diagram.png)',
        'projects/feature-store.md: image `./missing.png` not found (expected the file projects/missing.png)',
      ]);
    }
  });
});

describe('portrait', () => {
  it('needs alt text and an existing image file next to profile.md', () => {
    const base = '---\nname: Sam\nportrait:\n  src: ./me.jpg\n';
    expect(problems({ 'profile.md': `${base}---\n` })).toEqual([
      'profile.md: field `portrait.alt`: required: describe the picture, for example "the author, smiling, in front of a whiteboard"',
    ]);
    expect(problems({ 'profile.md': `${base}  alt: Sam at a desk\n---\n` })).toEqual([
      'profile.md: field `portrait.src`: ./me.jpg not found (expected the file me.jpg)',
    ]);
    expect(ProfileFrontMatter.safeParse({ name: 'Sam', portrait: { src: 'https://x.example/me.jpg', alt: 'Sam' } }).success).toBe(false);
    expect(ProfileFrontMatter.safeParse({ name: 'Sam', portrait: { src: './me.gif', alt: 'Sam' } }).success).toBe(false);
  });
});
