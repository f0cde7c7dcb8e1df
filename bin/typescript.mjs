// Loads the kit's TypeScript modules with Node's own type stripping when the kit is installed in
// node_modules, where Node refuses to strip types (ERR_UNSUPPORTED_NODE_MODULES_TYPE_STRIPPING).
// The kit's commands start Node with `--import` of this file, so that the Astro configuration,
// its integrations and the owner's scripts load the kit's src/ as they do in the kit's repository.
// Only files of this package are touched; every other module loads as usual.
import { readFileSync } from 'node:fs';
import { registerHooks, stripTypeScriptTypes } from 'node:module';

const KIT = new URL('../', import.meta.url).href;
const TYPESCRIPT = /\.m?ts$/;

registerHooks({
  load(url, context, nextLoad) {
    if (!url.startsWith(KIT) || !TYPESCRIPT.test(new URL(url).pathname)) return nextLoad(url, context);
    const source = stripTypeScriptTypes(readFileSync(new URL(url), 'utf8'), { mode: 'strip' });
    return { format: 'module', source, shortCircuit: true };
  },
});
