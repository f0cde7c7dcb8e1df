/**
 * A portfolio in a field no evaluation set covers (the software of a textile dyehouse), whose skill
 * categories have labels that list topics and whose skills are named with their makers; shared by
 * tests/unit/ask-label-parts.test.ts and ask-maker-spelling.test.ts.
 */
export const PROFILE = `---
name: Ilse Vandermeersch
role: Dyehouse Systems Engineer
location: Kortrijk, Belgium
email: ilse@dyeline.example
---
I write the software of a dyehouse that colours cotton and polyester yarn for carpet and upholstery weavers.
`;

export const SKILLS = `colour:
  label: "Colour matching and recipe prediction"
  skills:
    - Datacolor Tools 2.4
    - Kubelka-Munk reflectance model
    - CIEDE2000 colour difference
effluent:
  label: "Effluent treatment and zero liquid discharge"
  skills:
    - Membrane bioreactor control
    - Conductivity-based rinse control
dyeing:
  label: "Jet dyeing and ISO 105-C06"
  skills:
    - ISO 105-C06
    - Thies jet dyeing machines
    - Mould-growth risk scoring
kitchen:
  - THIES Batch Control Centre 7
  - ColorLAB Test Suite 2
  - ORGATEX TMS Server 6
  - OptiDye Recipe Server 3
languages:
  - Python 3.12
  - SQL
`;

export const PROJECTS = {
  'shade-predictor': `---\ntitle: First-Time-Right Shade Predictor\ndescription: Predicts the dye recipe for a new shade from 18,000 past lab dips with a Kubelka-Munk reflectance model, so that 81% of lots match at the first dyeing.\ndate: "2024-05"\ntags: [shade, python]\n---\nThe predictor reads the customer's standard from Datacolor Tools and proposes three recipes ranked by CIEDE2000 colour difference.\n`,
  'dye-kitchen': `---\ntitle: Automatic Dye Kitchen\ndescription: Weighs and dissolves the dyes of every batch and keeps the weighing log that the auditors check.\ndate: "2023-02"\ntags: [weighing, plc]\n---\nThe kitchen weighs to 0.1 g and follows the weekly production plan.\n`,
  'lot-planner': `---\ntitle: Dye Lot Planner\ndescription: Orders each week's dye lots on the jets from light to dark shades, so that fewer cleaning cycles are needed between lots.\ndate: "2021-04"\ntags: [scheduling, python]\n---\nThe planner cut cleaning cycles by a third.\n`,
  'rinse-loop': `---\ntitle: Rinse Water Loop\ndescription: Sends the last rinse baths back to the next batch when their conductivity allows it, with conductivity-based rinse control on 14 jets.\ndate: "2022-09"\ntags: [rinsing, plc]\n---\nThe loop cut the dyehouse's fresh water use by 23% in its first year, which the auditors of the mill asked for.\n`,
};
