/**
 * /v1/ask by general mechanisms (issue #28): one test per failure class, on a portfolio written
 * here in a field none of the evaluation sets covers (a geospatial developer: web maps, tiles,
 * census maps), with every content file. Each test failed on the engine before these mechanisms.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AskAnswer } from '../../src/core/ask/index.ts';
import { loadPortfolioSource } from '../../src/core/content/load.ts';
import { createPortfolio, portfolioData } from '../../src/core/portfolio.ts';
import { tempDirs } from '../support/temp-dirs.ts';
import { askEngineOf } from '../support/ask-engine.ts';

const tempDir = tempDirs('ask-general');

const FILES: Record<string, string> = {
  'profile.md': `---
name: Ines Duarte
role: Geospatial Developer
location: Porto, Portugal
email: ines@duarte.example
---
I build web maps and spatial data pipelines for city governments. Since 2021 I have worked at Mapa Aberto, where I lead the tiles team.
I do not work on military targeting or surveillance products.
`,
  'skills.yaml': `mapping:
  - Mapbox GL JS
  - OpenLayers 7
  - QGIS 3.34
  - FME Server 2019
databases:
  - PostGIS 3
  - Amazon Aurora
programming:
  - TypeScript
  - Python
  - R
practices:
  - Map tile caching
  - Colour theory for cartography
`,
  'projects/flood-atlas.md': `---
title: Flood Risk Atlas
description: An interactive atlas of river flood risk for 38 municipalities, certified by the National Civil Protection Authority.
tags: [mapbox, aurora, flooding]
date: "2024-03"
---
The atlas renders 2.1 million building footprints. It was audited by Lisbon Hydrology Lab and ships 14 map layers.
`,
  'projects/tile-server.md': `---
title: Vector Tile Server
description: A tile server in TypeScript that serves 9,000 tiles per second from PostGIS.
tags: [postgis, tiles, typescript]
date: "2023-05"
---
Deployed in Porto and Braga.
`,
  'projects/census-maps.md': `---
title: Census Choropleths
description: Choropleth maps of the 2021 census in R, with accessible colour palettes.
tags: [r, census, mapbox]
date: "2022-01"
---
`,
  'career.yaml': `experience:
  - organisation: Mapa Aberto
    role: Lead Geospatial Developer
    start: 2021-02
    location: Lisbon, Portugal
    summary: Leads the tiles team of six.
    highlights:
      - Cut tile rendering costs by 40% with a shared cache.
  - organisation: Câmara Municipal do Porto
    role: GIS Analyst
    start: 2017-01
    end: 2021-01
    summary: Maintained the city's cadastral maps.
education:
  - institution: University of Coimbra
    area: Geography
    degree: MSc
    end: 2016-07
    courses:
      - "Thesis: Measuring walkability with open street data"
certificates:
  - name: Esri Technical Certification
    issuer: Esri
    date: 2020-03
publications:
  - name: Tiles at city scale
    kind: talk
    publisher: FOSS4G Europe
    date: 2023-06
  - name: Open maps for small towns
    kind: talk
    publisher: State of the Map
    date: 2022-08
  - name: Measuring walkability in Porto
    publisher: Journal of Urban Mapping
    date: 2019-04
awards:
  - title: "Patent PT 112233: Adaptive tile pyramid"
    awarder: INPI Portugal
    date: 2022-11
`,
  'services.yaml': `services:
  - name: Web map audit
    description: A review of a web map's performance and accessibility.
    price: { amount: 2400, currency: EUR, unit: project }
  - name: Cartography workshop
    description: A one-day workshop on map design for a team.
    price: { amount: 900, currency: EUR, unit: day }
  - name: Tile pyramid consulting
    description: Design of a tile pyramid for a national mapping agency.
    price: { amount: 15000, currency: EUR, unit: project, private: true }
availability:
  daysPerWeek: 2
  workplace: [remote]
  timeZones: [Europe/Lisbon]
`,
};

function mapsEngine() {
  const dir = tempDir();
  mkdirSync(join(dir, 'projects'));
  for (const [path, text] of Object.entries(FILES)) writeFileSync(join(dir, path), text);
  const portfolio = createPortfolio(portfolioData(loadPortfolioSource(dir)));
  return askEngineOf(portfolio);
}

const refs = (a: AskAnswer) => a.references.map((r) => new URL(r).pathname);

describe('issue #28: general mechanisms, one failure class each', () => {
  it('1. a tag that is the short form of one skill answers for the skill', () => {
    const { ask } = mapsEngine();
    // Tagged `mapbox`, listed as "Mapbox GL JS": not "not among the listed skills".
    expect(ask('Does she know Mapbox?').answer).toMatch(/^Yes\b.*Mapbox GL JS/);
    expect(ask('Has she used Mapbox GL JS?').answer).toMatch(/^Yes\b.*Mapbox GL JS/);
    // The vendor-stripped form and the version check keep working for every entity.
    expect(ask('Does she know Aurora?').answer).toMatch(/^Yes\b.*Amazon Aurora/);
    expect(ask('Has she used PostGIS 2?').answer).toMatch(/^No\b.*PostGIS 3/);
    // A year is a version too, on either side.
    expect(ask('Has she used QGIS 2018?').answer).toBe('No. Ines lists QGIS 3.34, not QGIS 2018.');
    expect(ask('Has she used FME Server 2022?').answer).toBe('No. Ines lists FME Server 2019, not FME Server 2022.');
    expect(ask('Does she know FME Server?').answer).toMatch(/^Yes\b.*FME Server 2019/);
  });

  it('2. a number or a name a project text states is read out with its sentence', () => {
    const { ask } = mapsEngine();
    const layers = ask('How many map layers does the Flood Risk Atlas ship?');
    expect(layers.answer).toMatch(/^14\b/);
    expect(refs(layers)).toContain('/projects/flood-atlas');
    expect(ask('How many municipalities does the flood atlas cover?').answer).toMatch(/^38\b/);
    const certified = ask('Who certified the flood atlas?');
    expect(certified.answer).toMatch(/^National Civil Protection Authority\b/);
    expect(certified.answer).not.toContain('Esri');
    expect(ask('Who audited the Flood Risk Atlas?').answer).toMatch(/^Lisbon Hydrology Lab\b/);
    expect(ask('Which lab audited the Flood Risk Atlas?').answer).toMatch(/^Lisbon Hydrology Lab\b/);
    // Nothing in the project's text names what is counted: said so, not a card passed off as the answer.
    const users = ask('How many daily users does the tile server have?');
    expect(users.answer).toMatch(/^Vector Tile Server does not state how many daily users\b/);
    expect(users._meta.confidence).toBeLessThan(1);
  });

  it('2. the sentences of career entries are facts, quoted with the position they belong to', () => {
    const { ask } = mapsEngine();
    const costs = ask('Did she cut rendering costs?');
    expect(costs.answer).toBe(
      "Yes. From Ines's work history (Lead Geospatial Developer at Mapa Aberto): “Cut tile rendering costs by 40% with a shared cache.”",
    );
    expect(refs(costs)).toEqual(['/v1/career']);
  });

  it('3. services, career details and counts of career lists are answered from their fields', () => {
    const { ask } = mapsEngine();
    const audit = ask('What does the web map audit cost?');
    expect(audit.answer).toContain('€2,400 per project');
    expect(audit.answer).not.toContain('Cartography workshop');
    expect(refs(audit)).toContain('/v1/services');
    expect(ask('Which projects involved a web map audit?').answer).not.toContain('€');
    expect(ask('How much is the cartography workshop?').answer).toContain('€900 per day');
    // A private price stays private when the service is named.
    const privatePrice = ask('What does the tile pyramid consulting cost?');
    expect(privatePrice.answer).toContain('Tile pyramid consulting: on request');
    expect(privatePrice.answer).not.toMatch(/15[,.]?000/);
    expect(ask('What was her previous employer?').answer).toContain('GIS Analyst at Câmara Municipal do Porto');
    expect(ask('What was her thesis?').answer).toContain('Measuring walkability with open street data');
    expect(ask('Does she have any patents?').answer).toMatch(/^Yes\b.*Adaptive tile pyramid/);
    const talks = ask('How many talks has she given?');
    expect(talks._meta.intent).toBe('count');
    expect(talks.answer).toMatch(/\b2 talks\b/);
    expect(talks.answer).not.toContain('Measuring walkability in Porto');
    expect(ask('How many certificates does she have?').answer).toMatch(/^1 certificate\b/);
    const zone = ask('What time zone is she in?');
    expect(zone.answer).toBe(
      'Ines works in the Europe/Lisbon (Western European Time; UTC+0, WET; in summer, daylight saving time: UTC+1, WEST, Western European Summer Time) time zone.',
    );
    expect(refs(zone)).toContain('/v1/services');
  });

  it('4. a sentence that mentions the topic is not taken for an answer: the "no" is earned and says why', () => {
    const { ask } = mapsEngine();
    const google = ask('Has she worked at Google?');
    expect(google.answer).toMatch(/^No\b/);
    expect(google.answer).toContain('Mapa Aberto and Câmara Municipal do Porto');
    expect(ask('Has she worked at Mapa Aberto?').answer).toMatch(/^Yes\b.*Lead Geospatial Developer/);
    // A place of the work history is not contradicted by the place she lives.
    expect(ask('Has she worked in Lisbon?').answer).toBe('Yes. Ines worked as Lead Geospatial Developer at Mapa Aberto in Lisbon, Portugal (2021-02–present).');
    // A sentence with the question's words but not its verb is quoted without a verdict.
    expect(ask('Does she like city governments?').answer).toBe("From Ines's bio: “I build web maps and spatial data pipelines for city governments.”");
    expect(ask('Would she work on surveillance products?').answer).toMatch(/^No\. From Ines's bio: “I do not work on/);
  });

  it('5. a one-letter skill is not a chat shorthand, and "rate her skills" is not the price list', () => {
    const { ask } = mapsEngine();
    expect(ask('Does she know R?').answer).toMatch(/^Yes\b.*\bR\b/);
    // The chat shorthand still works in lower case.
    expect(ask('r u available?').answer).toContain('Available');
    // "maps" among other words is not the category "mapping": the service that states it answers.
    const review = ask('Does she review accessibility of web maps?');
    expect(review.answer).toMatch(/^Yes\. From Ines's services \(Web map audit\): “A review of a web map's performance and accessibility\.”$/);
    expect(review.answer).not.toContain('QGIS');
    const rate = ask('Rate her TypeScript skills');
    expect(rate.answer).not.toContain('€');
    expect(rate._meta.intent).toBe('private');
  });

  it('6. a comparison of dates gets a verdict', () => {
    const { ask } = mapsEngine();
    expect(ask('Is the tile server newer than the census maps?').answer).toMatch(/^Yes: Vector Tile Server \(2023-05\) is newer/);
    expect(ask('Is the Flood Risk Atlas older than the Vector Tile Server?').answer).toMatch(/^No: Flood Risk Atlas \(2024-03\) is newer/);
    expect(ask('Which is older, the tile server or the flood atlas?').answer).toMatch(/^Vector Tile Server \(2023-05\) is older than Flood Risk Atlas/);
    // Counts start with the number.
    expect(ask('How many programming languages does she know?').answer).toMatch(/\b3 are programming languages: TypeScript, Python, and R\./);
    expect(ask('How many employers has she had?').answer).toMatch(/^2 employers\. .*Mapa Aberto.*Câmara Municipal do Porto/);
  });

  it('7. a real name the portfolio lacks is not "corrected" into another skill; typos still are', () => {
    const { ask } = mapsEngine();
    const postgres = ask('Does she know Postgres?');
    expect(postgres.answer).not.toMatch(/^Yes/);
    expect(postgres.answer).not.toContain('PostGIS');
    expect(ask('Does she know Typescirpt?').answer).toMatch(/^Yes\b.*TypeScript/);
    expect(ask('Does she know color theory for cartography?').answer).toMatch(/^Yes\b.*Colour theory for cartography/);
    // A letter missing from an inflected word of the text ("building"), and "mention" as a frame verb.
    for (const q of ['Any projects about buildng footprints?', 'Which projects mention building footprints?']) {
      const a = ask(q);
      expect(a.answer, q).toContain('Flood Risk Atlas');
      expect(refs(a), q).toContain('/projects/flood-atlas');
    }
  });

  it('8. each part of a multi-part question is answered', () => {
    const { ask } = mapsEngine();
    const both = ask('Does she know Mapbox and what does the workshop cost?');
    expect(both.answer).toMatch(/^Yes\b.*Mapbox GL JS/);
    expect(both.answer).toContain('€900 per day');
    expect(refs(both)).toContain('/v1/services');
    // "it" of the second part is the project the first part names.
    const tiles = ask('Where is the Vector Tile Server deployed and how many tiles per second does it serve?');
    expect(tiles.answer).toMatch(/^Porto and Braga\..*\b9,000\b/);
    expect(ask('How many building footprints does the flood atlas render?').answer).toMatch(/^2\.1 million\b/);
  });
});
