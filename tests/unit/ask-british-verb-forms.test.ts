/**
 * Issue #28, session 34: the British "-ence" nouns used as verbs ("licencing", "licenced") share the stem of
 * the American forms, as "licence"/"license" already did (src/core/ask/text/words.ts `american`): a question
 * that asks for "licencing submissions" meets a project that writes "licensing submissions".
 */
import { describe, expect, it } from 'vitest';
import { stem } from '../../src/core/ask/text/words.ts';

describe('British and American spellings of -ence words meet in every form', () => {
  it('stems licencing/licensing, licenced/licensed, licences/licenses and defences/defenses alike', () => {
    expect(stem('licencing')).toBe(stem('licensing'));
    expect(stem('licenced')).toBe(stem('licensed'));
    expect(stem('licences')).toBe(stem('licenses'));
    expect(stem('licence')).toBe(stem('license'));
    expect(stem('defences')).toBe(stem('defenses'));
    // A word that only ends alike is left as it is.
    expect(stem('fencing')).not.toBe(stem('fensing'));
  });
});
