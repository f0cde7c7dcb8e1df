/**
 * /v1/ask: the owner's publications and talks asked by what they are about (issue #28, the owner's facts): "her lidar
 * paper" is the publication its words name, with the summary that holds the value asked; "Has he spoken at X?" is "Yes."
 * with the talks whose venue writes X, and a topic no publication writes is left to the other readers. Invented field:
 * orienteering map making.
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-publication-asked');

const CAREER = `publications:
  - name: Contours from drone lidar for sprint maps
    publisher: Scientific Journal of Orienteering, vol. 22
    date: 2023-05
    summary: Compares 37 sprint maps drawn from drone lidar with field-checked contours.
  - name: Printing forest green that runners can read
    publisher: The Cartographic Journal, vol. 58
    date: 2021-02
  - name: Why the green is wrong
    kind: talk
    publisher: International Cartographic Conference 2023, Cape Town
    date: 2023-08
awards:
  - title: Young Cartographer Award
    awarder: International Cartographic Conference
    date: 2019-07
`;

function mapEngine() {
  return askContent(tempDir(), {
    profile: `---\nname: Henrik Mbeki-Sørlie\nrole: Orienteering Mapmaker\nlocation: Trondheim, Norway\n---\nI draw orienteering maps of forests and city centres from lidar and field work.\n`,
    skills: 'mapping:\n  - OCAD 2023\n  - Lidar contour generation\n',
    career: CAREER,
    projects: {
      'green-proofs': `---\ntitle: Forest Green Print Proofs\ndescription: Printing proofs of six forest green screens for a map printer, read by 40 runners at race pace.\ntags: [printing]\ndate: "2020-10"\n---\n`,
      'city-sprint': `---\ntitle: City Sprint Map of Bergen\ndescription: A 1:4000 sprint map of Bergen's old town for a world cup race.\ntags: [sprint]\ndate: "2024-06"\n---\n`,
    },
  });
}

describe("the owner's publications and talks by what they are about", () => {
  const ask = mapEngine();

  it('a paper named by its words gives its summary, where the value asked is', () => {
    expect(ask('How many maps did his drone paper compare?').answer).toMatch(
      /^From Henrik's publications and talks: “Contours from drone lidar.*37 sprint maps/,
    );
  });

  it('"has he spoken at X?" is yes with the talk whose venue writes X, not an award from X', () => {
    expect(ask('Has he spoken at the International Cartographic Conference?').answer).toMatch(/^Yes\. “Why the green is wrong” \(talk/);
  });

  it('"has he written anything about X?" is the publication that writes X, before a project about it', () => {
    expect(ask('Has he written anything about printing forest green?').answer).toMatch(
      /^Yes\. “Printing forest green that runners can read” \(publication, The Cartographic Journal/,
    );
  });

  it('a topic no publication writes is left to the other readers', () => {
    expect(ask('Has he written anything about night orienteering?').answer).not.toMatch(/^Yes\. “/);
  });
});
