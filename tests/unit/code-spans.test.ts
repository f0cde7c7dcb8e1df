// The descriptions of the API and problem types are CommonMark: the /api and /errors pages show
// their `code` spans as <code> (src/components/Described.astro), never as backticks.
import { describe, expect, it } from 'vitest';
import { codeSpans } from '../../src/lib/code-spans.ts';

describe('codeSpans', () => {
  it('cuts a description into text and code spans', () => {
    expect(codeSpans('List `/v1/projects` for valid ids.')).toEqual([
      { code: false, text: 'List ' },
      { code: true, text: '/v1/projects' },
      { code: false, text: ' for valid ids.' },
    ]);
    expect(codeSpans('`count` equals the length of `data`')).toEqual([
      { code: true, text: 'count' },
      { code: false, text: ' equals the length of ' },
      { code: true, text: 'data' },
    ]);
  });

  it('leaves text without a closed span as it is', () => {
    expect(codeSpans('Plain words.')).toEqual([{ code: false, text: 'Plain words.' }]);
    expect(codeSpans('A lone ` backtick')).toEqual([{ code: false, text: 'A lone ` backtick' }]);
  });
});
