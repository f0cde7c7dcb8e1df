// The engine's text caches are module-wide (content tokens, stems, sentences: bounded, a few MB when
// full); the server empties them when idle together with the engines (src/http/routes/ask.ts).
import { releaseSentenceCache } from './markdown.ts';
import { releaseWordCaches } from './words.ts';
import { releaseLanguageNames } from './language-names.ts';
import { releaseCldrNames } from './cldr-names.ts';
import { releaseRegionPhrases } from '../languages/regions.ts';
import { releaseScriptTables } from '../languages/scripts.ts';

/** Empties the content-token, stem and sentence caches, the table of language names and the region names read per question language (CLDR, several thousand names) and the compiled tables of the languages read by their script; answers are the same after, the first ones a little slower. */
export function releaseTextCaches(): void {
  releaseWordCaches();
  releaseSentenceCache();
  releaseLanguageNames();
  releaseCldrNames();
  releaseRegionPhrases();
  releaseScriptTables();
}
