/**
 * /v1/ask, issue #28 (session 31): the owner's own facts asked in words the content does not use
 * (src/core/ask/answers/own-facts.ts): time arithmetic over the listed zone through Intl, the rhythm
 * of the week and month stated in the bio, talks by place, title or date, and the position before or
 * after a named one. On a portfolio written here in a field no evaluation set covers (planetarium
 * dome projection).
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-own-facts');

const PROFILE = `---
name: Ingrid Solheim-Vale
role: Lead Planetarium Systems Engineer
location: Tromsø, Norway
---
I build the projection and show-control systems of planetarium domes, from the edge blending of the projectors to the star catalogue renderer.
I am at the dome on Tuesdays and Fridays and work from home on the other days.
I calibrate the projectors of partner domes about three times a year.
In winter I host the public aurora evening at the dome one night a month.
I am on the projector maintenance rota one week in five, and every week during the festival season.
`;

const SKILLS = `projection:
  - Edge blending
  - Fisheye colour calibration
software:
  - C++20
  - Vulkan 1.3
`;

const CAREER = `experience:
  - organisation: Nordlys Dome Systems
    role: Lead Planetarium Systems Engineer
    start: "2019-04"
    location: Tromsø, Norway
  - organisation: Bergen Aurora Science Centre
    role: Show Software Developer
    start: "2014-08"
    end: "2019-03"
    location: Bergen, Norway
  - organisation: Fjordlys Optics
    role: Optical Test Engineer
    start: "2010-09"
    end: "2014-07"
certificates:
  - name: Registered Optometric Technician
    issuer: Norwegian Optometry Council
    date: "2011-06"
  - name: Professional Engineer (PEng)
    issuer: Engineering Council UK
    date: "2018-10"
publications:
  - name: Edge blending for twelve projectors
    kind: talk
    publisher: Fulldome Festival 2022, Jena
    date: "2022-05"
  - name: Star catalogues at 8K
    kind: talk
    publisher: IPS Conference 2024, Montréal
    date: "2024-07"
  - name: Colour calibration of fisheye domes
    publisher: Planetarian, vol. 51
    date: "2022-03"
`;

const SERVICES = `services:
  - name: Dome calibration
    description: Colour and geometry calibration of a dome's projectors, on site.
    price: on request
availability:
  from: 2027-02
  workplace: [hybrid]
  timeZones: [Europe/Oslo]
`;

const PROJECTS: Record<string, string> = {
  'star-renderer': `---
title: Star Catalogue Renderer
description: Renders 1.2 million stars of the Gaia catalogue at 8K on a 20-metre dome.
tags: [rendering, vulkan]
date: "2024-02"
---
The renderer draws every star as a point spread function at the dome's own resolution.
`,
};

function ask() {
  return askContent(tempDir(), { profile: PROFILE, skills: SKILLS, career: CAREER, services: SERVICES, projects: PROJECTS });
}

describe("the owner's own facts asked in other words", () => {
  it('does time arithmetic over the listed zone, with summer time where it applies', () => {
    const ingrid = ask();
    expect(ingrid('How many hours ahead of UTC is she?').answer).toMatch(/January.*1 hour ahead of UTC.*July.*2 hours ahead of UTC/);
    expect(ingrid('How many hours behind Tokyo is she in July?').answer).toMatch(/7 hours behind Tokyo/);
    expect(ingrid('It is 09:30 in Tokyo in January. What time is it for Ingrid?').answer).toMatch(/^It is 01:30 for Ingrid/);
    expect(ingrid('It is 09:30 in Tokyo in July. What time is it for Ingrid?').answer).toMatch(/^It is 02:30 for Ingrid/);
    expect(ingrid("When it's 3 pm in New York, what time is it for her?").answer).toMatch(/21:00/);
    expect(ingrid('Is she in the same time zone as Berlin in winter?').answer).toMatch(/^Yes\b.*CET/);
    expect(ingrid('Is she in the same time zone as London?').answer).toMatch(/^No\b/);
  });

  it('answers "how often" with the frequency the bio states of what is asked', () => {
    const ingrid = ask();
    expect(ingrid('How often does she host the aurora evening?').answer).toMatch(/one night a month/);
    expect(ingrid('How often does she calibrate partner projectors?').answer).toMatch(/three times a year/);
    // "one week in five" against "every week": rates per day compared, whatever their units.
    expect(ingrid('Is she on the maintenance rota more often during the festival season?').answer).toMatch(/^Yes\b/);
  });

  it('answers a weekday yes/no question by the weekdays the bio lists for what is asked', () => {
    const ingrid = ask();
    expect(ingrid('Is she at the dome on Fridays?').answer).toMatch(/^Yes\. /);
    expect(ingrid('Is she at the dome on Mondays?').answer).toMatch(/^No\. /);
    expect(ingrid('Does she work from home on Mondays?').answer).toMatch(/^Yes\. /);
    expect(ingrid('Does she work from home on a Tuesday?').answer).toMatch(/^No\. /);
  });

  it('finds a talk by its place, title or date, led by the field asked', () => {
    const ingrid = ask();
    expect(ingrid('What did she talk about in Jena?').answer).toMatch(/^“Edge blending for twelve projectors”/);
    expect(ingrid('Where did she give the star catalogues talk?').answer).toMatch(/^At IPS Conference 2024, Montréal/);
    expect(ingrid('When did she speak in Montreal?').answer).toMatch(/^In July 2024/);
  });

  it('gives the position before or after a named one, in the order of their start dates', () => {
    const ingrid = ask();
    expect(ingrid('What did she do before Nordlys?').answer).toMatch(
      /^Before Nordlys Dome Systems, Ingrid was Show Software Developer at Bergen Aurora Science Centre/,
    );
    expect(ingrid('Where did she work after Fjordlys Optics?').answer).toMatch(/Bergen Aurora Science Centre/);
    expect(ingrid('What did she do before joining Fjordlys Optics?').answer).toMatch(/first position/);
  });

  it('reads "qualified/registered X" through the certificates whose name or issuer writes X, or its clipped form', () => {
    const ingrid = ask();
    expect(ingrid('Is she a qualified optometric technician?').answer).toMatch(/^Yes\. .*Norwegian Optometry Council/);
    expect(ingrid('Is she a registered opto tech?').answer).toMatch(/^Yes\. .*Registered Optometric Technician/);
    expect(ingrid('Is she a chartered accountant?').answer).not.toMatch(/Optometr/);
    // Before the roles of the profile are read: "registered professional engineer" is no role of hers, but a certificate.
    expect(ingrid('Is she a registered professional engineer?').answer).toMatch(/^Yes\. .*Engineering Council UK/);
  });

  it('answers whether new work is taken on with the availability, and an on-site question against a hybrid listing with "Partly"', () => {
    const ingrid = ask();
    expect(ingrid('Is she taking on new clients?').answer).toMatch(/February 2027/);
    expect(ingrid('Does she work on site?').answer).toMatch(/^Partly: .*hybrid/);
  });
});
