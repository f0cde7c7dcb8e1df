/**
 * /v1/ask: how long a position lasted, asked by the place it was in ("How long did he work in Tampere?"), and a length
 * the bio states only roughly ("nearly five years") said with the exact length of the work history's dates (issue #28,
 * the owner's facts); a count an organisation's description states with two modifiers before the noun ("14 acute and
 * community hospitals"), and a wh-question about an organisation answered from its own text. Invented field: controls for industrial laundries.
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-tenure-place');

const CAREER = `experience:
  - { organisation: Blanchisserie Carrel, role: Controls Lead, location: "Lyon, France", start: "2019-02", description: "A linen service that washes for 14 acute and community hospitals around Lyon" }
  - { organisation: Wäscherei Nordlicht, role: Controls Engineer, location: "Flensburg, Germany", start: "2012-04", end: "2017-01", description: "A hotel laundry that collects linen by ferry from the North Frisian islands" }
  - { organisation: Pesula Oy, role: PLC Programmer, location: "Tampere, Finland", start: "2009-09", end: "2011-08" }
`;

function laundryEngine() {
  return askContent(tempDir(), {
    profile: `---\nname: Mikael Ferreira-Laine\nrole: Laundry Controls Engineer\nlocation: Lyon, France\n---\nI program the tunnel washers, presses and dryers of industrial laundries that wash hospital linen.\n\nSince 2019 I have led controls at Blanchisserie Carrel. Before that I spent nearly five years as a controls engineer at Wäscherei Nordlicht in Flensburg.\n`,
    skills: 'controls:\n  - Siemens S7-1500\n  - Tunnel washer sequencing\n',
    career: CAREER,
    projects: {
      'tunnel-washer': `---\ntitle: Tunnel Washer Retrofit\ndescription: New controls for a 16-compartment tunnel washer, 2.1 tonnes of linen an hour.\ntags: [controls]\ndate: "2022-05"\n---\n`,
    },
  });
}

describe('the length of a position', () => {
  const ask = laundryEngine();

  it('asked by the place of the position', () => {
    expect(ask('How long did he work in Tampere?').answer).toMatch(/^2 years\. Mikael was at Pesula Oy/);
  });

  it('a rough length in the bio is said with the exact length of the dates', () => {
    expect(ask('How many years was he at Wäscherei Nordlicht?').answer).toMatch(/nearly five years \(4 years 10 months by the work history's dates\)/);
  });
});

describe("a count an organisation's own text states", () => {
  it('reads a number two modifiers before the noun counted', () => {
    expect(laundryEngine()('How many hospitals does Blanchisserie Carrel wash for?').answer).toMatch(/\b14\b/);
  });
});

describe('a wh-question about an organisation of the work history', () => {
  const ask = laundryEngine();

  it("quotes the organisation's own text that writes what is asked", () => {
    expect(ask('From which islands does Wäscherei Nordlicht collect linen?').answer).toMatch(
      /^Wäscherei Nordlicht \(Mikael's work history\): “A hotel laundry .*North Frisian islands/,
    );
  });

  it('leaves a question about the projects there to the other readers', () => {
    expect(ask('Which projects did he do at Wäscherei Nordlicht?').answer).not.toMatch(/North Frisian/);
  });
});
