// npm run docs:config: writes the configuration table of docs/configuration.md and .env.example
// from src/config/variables.ts (tests/unit/config-docs.test.ts fails when they differ).
import { readFileSync, writeFileSync } from 'node:fs';
import { envExample, withTable } from './lib/config-docs.mjs';

const doc = 'docs/configuration.md';
writeFileSync(doc, withTable(readFileSync(doc, 'utf8')));
writeFileSync('.env.example', envExample());
console.log(`wrote the table of ${doc} and .env.example`);
