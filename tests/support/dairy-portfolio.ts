/**
 * A portfolio in a field no evaluation set covers (the control software of small cheese dairies), whose
 * skill categories and tags `cultures` and `cellar` are common English words; shared by
 * tests/unit/ask-category-asked.test.ts and ask-own-things.test.ts.
 */
export const PROFILE = `---
name: Maren Tollefsrud
role: Dairy Process Control Engineer
location: Voss, Norway
email: maren@curdline.example
---
I write the control software of small cheese dairies: the dosing of starter cultures into the vat and the climate of the
rooms where the wheels ripen.
`;

export const SKILLS = `cultures:
  - Starter culture dosing
  - Lactic acid bacteria kinetics
  - Acidification curve modelling
cellar:
  - Ripening room climate control
  - Humidity PID loops
  - Siemens S7-1200 PLC
tools:
  - Docker
  - Git
`;

export const PROJECTS = {
  'ripening-room-controller': `---\ntitle: Ripening Room Controller\ndescription: Keeps the temperature and humidity of a ripening cellar for 4,000 wheels of hard cheese on target with PID loops on a Siemens S7-1200 PLC.\ndate: "2024-03"\ntags: [cellar, humidity, plc]\n---\nThe controller reads 24 humidity sensors every ten seconds and opens the misting valves in steps.\n`,
  'starter-dosing': `---\ntitle: Starter Dosing Service\ndescription: Doses starter cultures into the cheese vat from the acidification curve of the milk, so that each batch reaches its target acidity within 5 minutes.\ndate: "2023-06"\ntags: [cultures, vat, python]\n---\nThe service models lactic acid bacteria kinetics and writes the dose to the vat controller.\n`,
};
