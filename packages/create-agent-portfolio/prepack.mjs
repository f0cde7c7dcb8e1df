// npm pack (prepack): copies the kit's scaffolder and starter content into kit/, with the part of
// the kit's package.json that the scaffolder reads (its name, version, the Node it needs and the
// pinned `node` package). One source: the kit's files; kit/ is not tracked by git.
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const from = (path) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/** Copies the kit's scaffolder, starter content and version facts into `dest` (default kit/). */
export function copyKit(dest = fileURLToPath(new URL('./kit/', import.meta.url))) {
  const to = (path) => join(dest, path);
  const kit = JSON.parse(readFileSync(from('package.json'), 'utf8'));
  const own = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
  if (own.version !== kit.version) throw new Error(`create-agent-portfolio is ${own.version}, the kit ${kit.version}: release them together`);
  rmSync(to(''), { recursive: true, force: true });
  mkdirSync(to('bin'), { recursive: true });
  cpSync(from('bin/create.mjs'), to('bin/create.mjs'));
  cpSync(from('examples/site/content'), to('examples/site/content'), { recursive: true });
  const facts = {
    name: kit.name,
    version: kit.version,
    private: true,
    engines: kit.engines,
    allowScripts: kit.allowScripts,
    devDependencies: { node: kit.devDependencies.node },
  };
  writeFileSync(to('package.json'), `${JSON.stringify(facts, null, 2)}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) copyKit();
