// npm run ask:region-names: the names of countries and continents in each language with a question table
// (src/core/ask/languages/<code>.json) with their English names, from the CLDR data of the pinned Node runtime
// (Intl.DisplayNames), written to src/core/ask/tables/region-names.json. Made here once: reading them at run time
// kept about 2 MB of ICU data resident for the life of the server. A test checks the table against the runtime.
import { readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const REGION_NAMES_PATH = join(root, 'src/core/ask/tables/region-names.json');

/** UN M.49 codes of the continents and regions Intl names in every language, then every two-letter code. */
const AREA_CODES = ['150', '142', '002', '019', '003', '005', '009'];
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const REGION_CODES = [...AREA_CODES, ...[...LETTERS].flatMap((a) => [...LETTERS].map((b) => a + b))];

/** Language code -> [name in that language, English name] of each region, as CLDR writes them. */
export function regionNames() {
  const codes = readdirSync(join(root, 'src/core/ask/languages'))
    .filter((file) => /^[a-z]{2}\.json$/.test(file))
    .map((file) => file.slice(0, 2))
    .sort();
  const english = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const names = {};
  for (const code of codes) {
    const local = new Intl.DisplayNames([code], { type: 'region', fallback: 'none' });
    names[code] = [];
    for (const region of REGION_CODES) {
      const name = local.of(region);
      const englishName = english.of(region);
      // Names with parentheses or punctuation ("Hongkong (SVR)") are not written in questions.
      if (name && englishName && name !== region && !/[()]/.test(name)) names[code].push([name, englishName]);
    }
  }
  return { source: `CLDR of Node ${process.versions.node} (ICU ${process.versions.icu}), Intl.DisplayNames`, names };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(REGION_NAMES_PATH, `${JSON.stringify(regionNames(), null, 2)}\n`);
  console.log(`wrote ${REGION_NAMES_PATH}`);
}
