// npm run ask:aliases: derives the technology aliases of the /v1/ask engine from maintained
// datasets (pinned devDependencies) and writes src/core/ask/tables/dataset-aliases.json:
// - linguist-languages (GitHub Linguist's languages.yml, MIT licence): each language's name with its aliases
//   ("Objective-C": obj-c, objc, objectivec), programming and markup languages only;
// - simple-icons (CC0 1.0): each brand's title with its "aka" and localised titles (not "dup": another
//   brand drawn with the same icon, such as React Native for React).
// It also lists the names of programming languages (linguist's "programming" type), the members of
// the common skill category "languages" in a portfolio without such a category.
// Processed here, once, not per request: the engine reads the generated table (a test checks that
// it matches the installed datasets). Only groups of two forms or more are kept; forms that are
// single characters or plain numbers are dropped.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
export const DATASET_ALIASES_PATH = join(root, 'src/core/ask/tables/dataset-aliases.json');

const clean = (form) => String(form).normalize('NFKC').trim().toLowerCase();
const usable = (form) => form.length >= 2 && !/^[\d.\s]+$/.test(form);

/** The alias table, computed from the installed datasets. */
export function datasetAliases() {
  const version = (name) => JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
  const groups = new Map();
  const add = (forms) => {
    const list = [...new Set(forms.map(clean).filter(usable))].sort();
    if (list.length >= 2) groups.set(list.join('\u0000'), list);
  };
  const languages = require('linguist-languages');
  // The names of programming languages: members of the common category "languages".
  const programming = new Set();
  for (const language of Object.values(languages)) {
    if (language.type === 'programming')
      for (const form of [language.name, ...(language.aliases ?? [])].map(clean).filter((form) => form && !/^[\d.\s]+$/.test(form))) programming.add(form);
  }
  for (const language of Object.values(languages)) {
    if (language.type === 'programming' || language.type === 'markup') add([language.name, ...(language.aliases ?? [])]);
  }
  const icons = require('simple-icons/icons.json');
  for (const icon of Array.isArray(icons) ? icons : icons.icons) {
    const aliases = icon.aliases ?? {};
    add([icon.title, ...(aliases.aka ?? []), ...Object.values(aliases.loc ?? {})]);
  }
  return {
    sources: { 'linguist-languages': version('linguist-languages'), 'simple-icons': version('simple-icons') },
    groups: [...groups.values()].sort((a, b) => a[0].localeCompare(b[0]) || a.join().localeCompare(b.join())),
    programmingLanguages: [...programming].sort(),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const table = datasetAliases();
  writeFileSync(DATASET_ALIASES_PATH, `${JSON.stringify(table)}\n`);
  // Written in the repository's format (Biome), so that `npm run check` accepts the table as generated.
  execFileSync(join(root, 'node_modules/.bin/biome'), ['format', '--write', DATASET_ALIASES_PATH], { stdio: 'ignore' });
  console.log(`wrote ${DATASET_ALIASES_PATH}: ${table.groups.length} groups`);
}
