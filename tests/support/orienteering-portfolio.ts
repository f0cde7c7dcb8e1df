/**
 * A portfolio in a field no evaluation set covers (an orienteering map maker), shared by the engine's
 * counting tests (tests/unit/ask-rule-table.test.ts, ask-phrase-filter.test.ts).
 */
export const PROFILE = `---
name: Sigrun Halvorsen
role: Orienteering Mapmaker and GIS Developer
location: Trondheim, Norway
email: sigrun@kartverksted.example
---
I draw orienteering maps for clubs and write the software that turns laser scans of the forest into a first draft.
I survey in the field from May to October and draw at my desk in the winter.
`;

const project = (title: string, description: string, date: string, tags: string[], body: string) =>
  `---\ntitle: ${title}\ndescription: ${description}\ndate: "${date}"\ntags: [${tags.join(', ')}]\n---\n${body}\n`;

export const PROJECTS = {
  'vegetation-draft': project(
    'Vegetation Draft Generator',
    'Turns airborne laser scans into a first draft of runnability, from open forest to fight.',
    '2023-05',
    ['lidar', 'python', 'raster'],
    'The generator classifies 1.2 million points per hectare and marks green screen where the undergrowth is dense; a course setter checks the draft in the field.',
  ),
  'control-descriptions': project(
    'Control Description Printer',
    'Prints the pictograms of each control for a course, in the international symbol set.',
    '2021-09',
    ['typescript', 'pdf', 'courses'],
    'Course setters export 40 courses in one evening; the printer lays out the control descriptions beside each map.',
  ),
};

export const SKILLS = `mapping: [OCAD, QGIS, Lidar processing]
programming: [Python, TypeScript]
`;
