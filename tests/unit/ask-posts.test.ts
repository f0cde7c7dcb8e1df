/**
 * /v1/ask answers from the owner's published posts (issue #31), on a portfolio written here in a
 * field no evaluation set covers (a beekeeper who builds hive sensors): "has she written about X",
 * the latest and the first post, counts, and a "no" over the complete list of posts, each post
 * cited by its API resource and its page. Drafts are never read. Pure: no build, no server.
 */
import { describe, expect, it } from 'vitest';
import { createPortfolio, portfolioData } from '../../src/core/portfolio.ts';
import { askEngineOf, post } from '../support/ask-engine.ts';

function apiaryEngine() {
  const portfolio = createPortfolio(
    portfolioData({
      profile: {
        data: { name: 'Ilse Varga', role: 'Apiary Sensor Engineer', location: 'Szeged, Hungary', email: 'ilse@varga-hives.example' },
        body: 'I build scales and acoustic sensors for beehives.',
      },
      projects: [
        {
          id: 'hive-scale',
          data: {
            title: 'Hive Scale',
            description: 'A load-cell scale under each hive that reports nectar flow every ten minutes.',
            date: '2024-04',
            tags: ['load-cell', 'lorawan'],
          },
          body: '',
        },
      ],
      posts: [
        post(
          'swarm-sounds',
          '2025-06-02',
          'Hearing a swarm before it leaves',
          'Piping frequencies a queen makes two days before swarming.',
          'I recorded 41 colonies with contact microphones.',
          ['acoustics'],
        ),
        post(
          'varroa-counts',
          '2024-09-14',
          'Counting varroa mites with a camera',
          'A sticky board, a phone camera and a small detector for mite counts.',
          'The detector reached 93% recall on 800 boards.',
          ['varroa', 'vision'],
        ),
        post(
          'winter-weights',
          '2023-12-01',
          'What a hive weighs in winter',
          'Stores consumed per week from November to March across twelve hives.',
          'Cold snaps doubled consumption.',
          ['load-cell'],
        ),
        post('queen-rearing', '2025-08-01', 'Rearing queens (draft)', 'Not published yet.', 'Grafting larvae with a fine brush.', ['queens'], true),
      ],
      skills: [{ category: 'hardware', skills: [{ name: 'Load cells' }, { name: 'LoRaWAN' }] }],
    }),
  );
  return askEngineOf(portfolio);
}

describe('ask: posts', () => {
  const engine = apiaryEngine();

  it('says yes to a topic a post is about, citing the post by its API resource and its page', () => {
    const answer = engine.ask('Has she written about varroa mites?');
    expect(answer.answer).toMatch(/^Yes\. /);
    expect(answer.answer).toContain('Counting varroa mites with a camera');
    expect(answer.references).toContain('https://example.test/v1/posts/varroa-counts');
    expect(answer.references).toContain('https://example.test/posts/varroa-counts');
    expect(answer.references.join(' ')).not.toContain('swarm-sounds');
  });

  it('reads a topic out of the body of a post', () => {
    const answer = engine.ask('Did Ilse write about contact microphones?');
    expect(answer.answer).toContain('Hearing a swarm before it leaves');
    expect(answer.references).toContain('https://example.test/v1/posts/swarm-sounds');
  });

  it('gives the latest and the first published post by date, drafts left out', () => {
    const latest = engine.ask('What was her latest post?');
    expect(latest.answer).toContain('Hearing a swarm before it leaves');
    expect(latest.answer).not.toContain('Rearing queens');
    expect(latest.references).toContain('https://example.test/v1/posts/swarm-sounds');
    expect(engine.ask('What was her first blog post?').answer).toContain('What a hive weighs in winter');
  });

  it('counts the posts on a topic and in all', () => {
    expect(engine.ask('How many posts has she written?').answer).toContain('3 posts');
    const about = engine.ask('How many posts about load cells?');
    expect(about.answer).toContain('1 post');
    expect(about.answer).toContain('What a hive weighs in winter');
  });

  it('earns a "no" over the complete list of posts', () => {
    const answer = engine.ask('Has she written any posts about pollination?');
    expect(answer.answer).toMatch(/^No\. None of Ilse's 3 posts/);
    expect(answer.references).toEqual(['https://example.test/v1/posts']);
  });

  it('never reads a draft', () => {
    const answer = engine.ask('Has she written about rearing queens?');
    expect(answer.answer).not.toMatch(/^Yes/);
    expect(JSON.stringify(answer)).not.toContain('queen-rearing');
  });

  it('leaves questions without a word about writing to the rest of the engine', () => {
    const answer = engine.ask('Which projects use LoRaWAN?');
    expect(answer.answer).toContain('Hive Scale');
    expect(answer._meta.intent).not.toBe('posts');
    // A writing verb in the present, without "about", asks for a skill, not for posts.
    expect(engine.ask('Can she write firmware for load cells?')._meta.intent).not.toBe('posts');
  });
});
