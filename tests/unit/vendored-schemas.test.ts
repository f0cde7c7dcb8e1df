// The official schemas the tests validate against are vendored unmodified: each file's SHA-256
// is one its SOURCES.md records, next to the upstream commit and licence.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const VENDORED = [
  { file: 'tests/fixtures/jsonresume/schema.json', sources: 'tests/fixtures/jsonresume/SOURCES.md' },
  { file: 'tests/fixtures/schemas/mcp-server-card/schema.json', sources: 'tests/fixtures/schemas/mcp-server-card/SOURCES.md' },
  { file: 'tests/fixtures/schemas/ard-spec/spec/schemas/ai-catalog.schema.json', sources: 'tests/fixtures/schemas/ard-spec/SOURCES.md' },
  { file: 'tests/fixtures/schemas/ard-spec/v0.91-draft-fork/spec/schemas/ard-entry.schema.json', sources: 'tests/fixtures/schemas/ard-spec/SOURCES.md' },
];

describe('vendored schemas', () => {
  it.each(VENDORED)('$file is the upstream file its SOURCES.md names', ({ file, sources }) => {
    const sha = createHash('sha256').update(readFileSync(file)).digest('hex');
    const notes = readFileSync(sources, 'utf8');
    expect(notes, `${sources} records another checksum than ${file}'s (${sha})`).toContain(sha);
    expect(notes).toMatch(/licen[cs]e/i);
  });
});
