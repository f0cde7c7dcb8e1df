/**
 * Issue #28: an answer that opens with the owner's name is no verdict, whatever letters the name
 * has. JavaScript's `\b` knows only ASCII letters, so "Noëlle lists …" read as opening with "No"
 * and every step that keeps a "No." kept it (found by the round-18 writer, whose owner is Noémie).
 * The verdict words now end at a letter of any script. A portfolio written here in a field no
 * evaluation set covers (a puppet theatre's workshop); pure, content files in a temporary folder.
 */
import { describe, expect, it } from 'vitest';
import { shapeOf } from '../../src/core/ask/answers/answer-shape.ts';
import { reply } from '../../src/core/ask/answers/reply.ts';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-owner-name');

const profile = (name: string) => `---
name: ${name}
role: Puppet Maker and Stage Automation Developer
location: Charleville-Mézières, France
email: atelier@marionnettes.example
website: https://marionnettes.example
---
I carve marionettes and write the small programs that move our stage: the fly bars, the light cues and the ticket desk.
`;

const PROJECTS = {
  'fly-bar-winch': `---
title: Fly Bar Winch Controller
description: A stepper-motor winch that lifts the puppets' fly bars to stored heights for each scene.
date: "2024-02"
tags: [stepper-motors, stage, arduino]
---
The winch lifts 12 fly bars to heights stored for each of the 31 scenes of the touring show.
`,
};

const SKILLS = 'stage-automation: [Arduino, Stepper motors, DMX]\ncarving: [Lime wood, Papier-mâché]\n';

function engineFor(name: string) {
  return askContent(tempDir(), { profile: profile(name), projects: PROJECTS, skills: SKILLS });
}

describe('an owner whose name begins with the letters of a verdict word', () => {
  it('reads no verdict in "Noëlle lists …" or "Yésica’s …"', () => {
    expect(shapeOf(reply('list', 'skills', 'Noëlle lists 3 skills under stage automation.')).verdict).toBeUndefined();
    expect(shapeOf(reply('answer', 'profile', 'Yésica’s public links: website.')).verdict).toBeUndefined();
    expect(shapeOf(reply('answer', 'profile', 'No. Noëlle is based in Charleville-Mézières.')).verdict).toBe('No');
  });

  it('answers Noëlle as it answers an owner named Oriane', () => {
    const questions = ['Can she build an online shop for my bakery?', 'Does she do pottery?', 'Has she built a winch?', 'Does she know DMX?'];
    const noelle = engineFor('Noëlle Vasseur');
    const oriane = engineFor('Oriane Vasseur');
    for (const question of questions)
      expect(noelle(question).answer.replaceAll('Noëlle', 'Oriane').replaceAll('noelle', 'oriane'), question).toBe(oriane(question).answer);
  });
});
