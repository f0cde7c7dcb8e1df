#!/usr/bin/env node
// npm create agent-portfolio <dir>: the kit's own scaffolder (bin/create.mjs of agent-portfolio),
// with the kit's starter content, copied into kit/ when this package is packed (prepack.mjs). It
// has no dependencies and runs on the Node that runs npm, so that it can pin a newer Node for the
// site where that one is too old. The site depends on the kit of the same version (^version).
import { createSite } from './kit/bin/create.mjs';

process.exitCode = await createSite(process.argv.slice(2));
