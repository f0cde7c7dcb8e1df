/** BUILD_DATE (src/lib/build-date.ts): the day the pages are written for. */
import { describe, expect, it } from 'vitest';
import { buildDay } from '../../src/lib/build-date.ts';

describe('buildDay', () => {
  it('is the day of the build without BUILD_DATE', () => {
    expect(buildDay({})).toBe(new Date().toISOString().slice(0, 10));
    expect(buildDay({ BUILD_DATE: '  ' })).toBe(new Date().toISOString().slice(0, 10));
  });

  it('is BUILD_DATE when it is a real date', () => {
    expect(buildDay({ BUILD_DATE: '2026-11-23' })).toBe('2026-11-23');
    expect(buildDay({ BUILD_DATE: '2024-02-29' })).toBe('2024-02-29');
  });

  it.each(['2024-02-30', '2023-02-29', '2026-13-01', '26-11-23', 'tomorrow', '2026-11-23T10:00'])('refuses %s, naming BUILD_DATE', (value) => {
    expect(() => buildDay({ BUILD_DATE: value })).toThrow(/^BUILD_DATE must be a real date/);
  });
});
