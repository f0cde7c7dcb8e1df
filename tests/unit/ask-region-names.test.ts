/**
 * The names of countries in the question languages (src/core/ask/tables/region-names.json) are what
 * scripts/ask-region-names.mjs reads from the runtime's CLDR data. After a Node upgrade or a new
 * question language: `npm run ask:region-names`.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REGION_NAMES_PATH, regionNames } from '../../scripts/ask-region-names.mjs';

describe('ask: region names of the question languages', () => {
  it('the committed table is the one the runtime gives, for every language with a table', () => {
    const table = JSON.parse(readFileSync(REGION_NAMES_PATH, 'utf8'));
    expect(table).toEqual(regionNames());
    expect(table.names.de).toContainEqual(['Deutschland', 'Germany']);
  });
});
