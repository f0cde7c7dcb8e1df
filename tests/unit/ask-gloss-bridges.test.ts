/**
 * The words a question may use for a project's own words (issue #28, "english", projects_by_topic): the
 * rest of a content word's own WordNet definition past its head is a weak bridge to it ("beeswax: a yellow
 * to brown wax secreted by honeybees to build honeycombs": "honeycombs" reaches "beeswax"), as "disinfectant"
 * reaches "chlorine" ("… used to purify water as a disinfectant"). From WordNet, for a word of a field no
 * evaluation set covers (commercial beekeeping).
 */
import { describe, expect, it } from 'vitest';
import { bridgesOf } from '../../src/core/ask/knowledge/bridges.ts';
import { stem } from '../../src/core/ask/text/words.ts';

describe('ask: the words a question may use for a project’s own (issue #28, english)', () => {
  it('bridges the words past the head of a content word’s own definition, apart from its head', () => {
    const bridges = bridgesOf(['beeswax'], stem).beeswax!;
    expect(bridges.glossed).toContain('honeycombs');
    expect(bridges.defined).not.toContain('honeycombs');
  });
});
