// Social cards draw every script their bundled fonts cover (Latin, Latin Extended, Cyrillic, Greek,
// Vietnamese) and leave out what they cannot draw (emoji, CJK, Arabic...) instead of empty boxes.
import { describe, expect, it } from 'vitest';
import { drawableCard, drawableText, isDrawable, renderCardSvg, type SocialCard } from '../../src/lib/social.ts';

const card = (title: string): SocialCard => ({ path: '/projects/x', kicker: 'Kicker', title, subtitle: 'Subtitle' });

describe('social card text', () => {
  it('keeps the scripts the fonts cover, with their accents', () => {
    for (const text of ['Inês Wójcik-Łukasz', 'Дмитрий Ковалёв', 'Ελένη Παπαδοπούλου', 'Nguyễn Văn An', 'Ørsted © 2026 — “quoted” · 50 €'])
      expect(drawableText(text)).toEqual({ text, dropped: [] });
  });

  it('leaves out emoji and uncovered scripts, names them, and tidies what remains', () => {
    expect(drawableText('忍者ゲーム 🥷 — Ninja Runner')).toEqual({ text: 'Ninja Runner', dropped: ['忍', '者', 'ゲ', 'ー', 'ム', '🥷'] });
    expect(drawableText('Rockets 🚀🚀, fast').text).toBe('Rockets , fast');
    expect(drawableText('Data, شكرا').text).toBe('Data');
    expect(isDrawable('ж')).toBe(true);
    expect(isDrawable('山')).toBe(false);
  });

  it('a title with nothing drawable falls back to the page path, then the host', () => {
    expect(drawableCard({ path: '/projects/ninja-runner', kicker: '山田 · Project', title: '忍者', subtitle: '' }, 'example.org')).toEqual({
      card: { path: '/projects/ninja-runner', kicker: 'Project', title: 'ninja runner', subtitle: '' },
      dropped: ['山', '田', '忍', '者'],
    });
    expect(drawableCard({ path: '/', kicker: '', title: '山田', subtitle: '' }, 'example.org').card.title).toBe('example.org');
  });

  it('the fonts really have the glyphs: a covered script is drawn differently from the missing-glyph box', async () => {
    const box = await renderCardSvg(card('山山山山'), 'example.org');
    for (const text of ['ДДДД', 'ΩΩΩΩ', 'ễễễễ', 'łłłł', 'AAAA']) expect(await renderCardSvg(card(text), 'example.org')).not.toBe(box);
  });
});
