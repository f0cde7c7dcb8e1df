/**
 * Forms of asking the question tables read (issue #28): the names of spoken languages in a
 * Latin-script question language from CLDR ("Spricht sie Französisch?" is about French, never a
 * "yes" over the languages she lists), Korean "-ㄹ 줄 알다" (know how to: "파이썬 할 줄 알아요?"),
 * French learned words in "-aire" ("militaires" -> "military") read with their English ending, Hindi
 * with or without the nukta, CLDR's short place names in other scripts, and Irish (its own table).
 * The portfolio is invented here, in a field no evaluation set covers (mushroom farm climate control).
 * Pure: content files in a temporary folder.
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-languages-forms');

const PROFILE = `---
name: Teodora Vasquez-Lindqvist
role: Mushroom Farm Climate Engineer
location: Tilburg, Netherlands
email: teodora@sporehouse.example
---
I build the climate controllers of mushroom growing rooms: humidity, carbon dioxide and air flow over the casing layer.
Since 2020 I have worked at Sporehouse Farms in Tilburg; before that I wrote firmware for compost tunnels at Myco Baltic in Riga.
`;

const SKILLS = `control:
  - Python 3.12
  - Modbus
`;

const CAREER = `experience:
  - organisation: Sporehouse Farms
    role: Climate Engineer
    start: 2020-02
    location: Tilburg, Netherlands
  - organisation: Myco Baltic
    role: Firmware Developer
    start: 2015-01
    end: 2020-01
    location: Riga, Latvia
languages:
  - { language: Spanish, fluency: Native }
  - { language: Swedish, fluency: C1 }
`;

const PROJECTS = {
  'casing-humidity': `---
title: Casing Layer Humidity Model
description: A model of water loss from the casing layer that sets the misting of each growing room.
date: 2024-05-01
tags: [humidity, modelling]
---
The model keeps the casing layer between 88 and 92 percent relative humidity.
`,
  'field-kitchen': `---
title: Ventilation for a Military Field Kitchen
description: Air flow controllers adapted for a military field kitchen trailer.
date: 2022-03-01
tags: [ventilation]
---
A one-off contract adapting the growing-room air flow controller to a kitchen trailer.
`,
};

const SERVICES = `services:
  - name: Growing room audit
    description: A review of the climate control of a growing room.
    price: { amount: 80, currency: EUR, unit: hour }
availability:
  from: 2027-04
  timeZones: ["Europe/Amsterdam"]
`;

const ask = askContent(tempDir(), { profile: PROFILE, skills: SKILLS, career: CAREER, services: SERVICES, projects: PROJECTS });

describe('ask: forms of asking in the question tables', () => {
  it('reads the name of a spoken language in the question language (CLDR), so a language she does not list gets no "yes"', () => {
    expect(ask('Spricht sie Französisch?').answer).toMatch(/^No\b/);
    expect(ask('Spricht sie Isländisch?').answer).toMatch(/^No\b/);
    expect(ask('Spricht sie Schwedisch?').answer).toMatch(/^Yes\b.*Swedish/);
    expect(ask('Parle-t-elle espagnol ?').answer).toMatch(/^Yes\b.*Spanish/);
  });

  it('reads Korean "-ㄹ 줄 알다" (know how to) as knowing, and still refuses what it cannot read', () => {
    expect(ask('그녀는 파이썬을 할 줄 아나요?').answer).toContain('Python 3.12');
    expect(ask('파이썬 할 줄 알아요?').answer).toContain('Python');
    expect(ask('테오도라는 스웨덴어를 할 줄 알아요?').answer).toMatch(/^Yes\b.*Swedish/);
    // A word no table reads and no listed name sounds like: never answered as if read.
    expect(ask('그녀는 뭔가뭔가를 할 줄 아나요?').answer).not.toMatch(/^Yes\b/);
  });

  it('reads a French learned word in "-aire" with its English ending ("militaires" -> "military")', () => {
    const answer = ask('Travaille-t-elle sur des projets militaires ?');
    expect(answer.answer).toMatch(/^Yes\b/);
    expect(answer.answer).toContain('Ventilation for a Military Field Kitchen');
  });

  it('reads a short question with the owner\'s name and a word of a table\'s language in that language, not as "who is she"', () => {
    expect(ask('Teodora è disponibile?').answer).toMatch(/April 2027/);
    expect(ask('Teodora est disponible ?').answer).toMatch(/April 2027/);
  });

  it('reads Hindi with or without the nukta ("फ्रेंच" as CLDR\'s "फ़्रेंच"), and its oblique "किस" (which)', () => {
    expect(ask('क्या वह फ्रेंच बोलती है?').answer).toMatch(/^No\b.*Spanish/);
    expect(ask('टेओडोरा किस टाइम जोन में है?').answer).toContain('Europe/Amsterdam');
  });

  it('reads the short names of places CLDR gives ("香港", "США") in questions in other scripts', () => {
    expect(ask('她在香港工作過嗎？').answer).toMatch(/^No\b/);
    expect(ask('Работала ли она в США?').answer).toMatch(/^No\b/);
  });

  it('reads Irish through its table: "ag X" (X has), "ina cónaí" (lives), "ar eolas aici" (she knows), countries without their article', () => {
    expect(ask('An bhfuil Spáinnis ag Teodora?').answer).toMatch(/^Yes\b.*Spanish/);
    expect(ask('Cá bhfuil Teodora ina cónaí?').answer).toContain('Tilburg');
    expect(ask('An bhfuil Python ar eolas aici?').answer).toMatch(/^Yes\b.*Python 3\.12/);
    expect(ask('Ar oibrigh sí sa Laitvia?').answer).toMatch(/^Yes\b.*Myco Baltic/);
    expect(ask('An bhfuil sí ar fáil?').answer).toContain('April 2027');
  });

  it('reads Arabic "على" (on: "تعمل على", works on) as a word of the question, so the question is read in full', () => {
    expect(ask('هل تعمل على Modbus؟').answer).toMatch(/^Yes\b.*Modbus/);
  });
});
