// The example portfolio the tests check, a copy of the shipped content/ (issue #16): a user's own
// content/ never breaks `npm test`. `npm test` builds dist/ from it (package.json).
import { resolve } from 'node:path';

export const EXAMPLE_CONTENT = resolve('tests/fixtures/example-portfolio');
