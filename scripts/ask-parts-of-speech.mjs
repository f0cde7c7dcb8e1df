// npm run ask:parts-of-speech: derives from wink-lexicon's lexicon (MIT; about 13,500 common English
// words with their Penn tags, most frequent first) the two word lists that src/core/ask/text/parts-of-speech.ts
// needs, and writes src/core/ask/tables/parts-of-speech.json:
// - `notNouns`: the words whose usual tag is not a noun's (a verb, adverb, adjective or function word first);
// - `edNouns`: the nouns that end like a past form ("bed", "shed"), which an unknown word with that ending is not.
// (`npx biome format --write` the file afterwards.) The server then holds two small sets instead of the whole lexicon object (about 3 MB of heap for the life of
// the process). A test checks that the table matches the installed lexicon.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
export const PARTS_OF_SPEECH_PATH = join(root, 'src/core/ask/tables/parts-of-speech.json');

/** A past form's ending, as `isNounLike` reads an unknown word ("sketched"). */
const PAST_ENDING = /[^e]ed$/;

/** The table, computed from the installed lexicon. */
export function partsOfSpeech() {
  const lexicon = require('wink-lexicon/src/lexicon.js');
  const { version } = JSON.parse(readFileSync(join(root, 'node_modules/wink-lexicon/package.json'), 'utf8'));
  const notNouns = [];
  const edNouns = [];
  for (const [word, tags] of Object.entries(lexicon)) {
    if (!tags?.length) continue;
    const noun = tags[0].startsWith('NN') || tags[0] === 'FW';
    if (!noun) notNouns.push(word);
    else if (PAST_ENDING.test(word)) edNouns.push(word);
  }
  return { source: `wink-lexicon ${version}, src/lexicon.js (MIT)`, notNouns: notNouns.sort(), edNouns: edNouns.sort() };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const table = partsOfSpeech();
  writeFileSync(PARTS_OF_SPEECH_PATH, `${JSON.stringify(table, null, 2)}\n`);
  console.log(`wrote ${PARTS_OF_SPEECH_PATH}: ${table.notNouns.length} words not nouns, ${table.edNouns.length} nouns ending in -ed`);
}
