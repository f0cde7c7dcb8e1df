/**
 * /v1/ask: "Can she legally …?", "Is he allowed to …?" ask for a credential as "licensed" does (issue #28, the owner's
 * facts): the certificate whose name holds what is asked answers "Yes."; the words of being allowed name no part of it.
 * Invented field: orienteering map making.
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-credential-allowed');

function mapEngine() {
  return askContent(tempDir(), {
    profile: `---\nname: Henrik Mbeki-Sørlie\nrole: Orienteering Mapmaker\nlocation: Trondheim, Norway\n---\nI draw orienteering maps of forests and city centres from lidar and field work.\n`,
    skills: 'mapping:\n  - OCAD 2023\n  - Lidar contour generation\n',
    career: `certificates:\n  - { name: Norwegian drone pilot certificate (A2), issuer: Luftfartstilsynet, date: "2021-04" }\n`,
    projects: {
      'city-sprint': `---\ntitle: City Sprint Map of Bergen\ndescription: A 1:4000 sprint map of Bergen's old town for a world cup race.\ntags: [sprint]\ndate: "2024-06"\n---\n`,
    },
  });
}

describe('a credential asked as being allowed', () => {
  const ask = mapEngine();

  it('"Can he legally …?" and "Is he allowed to …?" get the certificate that holds what is asked', () => {
    expect(ask('Can he legally fly drones?').answer).toMatch(/^Yes\. From Henrik's certificates: Norwegian drone pilot certificate \(A2\)/);
    expect(ask('Is he allowed to fly Norwegian drones?').answer).toMatch(/^Yes\. From Henrik's certificates/);
  });
});
