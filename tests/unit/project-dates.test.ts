// The dates of a project page (src/core/views.ts, projectDates): a span, or one date when the
// project started and ended the same day, as an imported JSON Resume project often does.
import { describe, expect, it } from 'vitest';
import { projectDates } from '../../src/core/views.ts';

describe('projectDates', () => {
  it('is a span from the start to the date, or from the start on', () => {
    expect(projectDates({ start: '2021-09', date: '2023-02' })).toEqual({ from: '2021-09', to: '2023-02' });
    expect(projectDates({ start: '2021-09' })).toEqual({ from: '2021-09' });
  });
  it('is one date when the project started and ended the same day, or has only its date', () => {
    expect(projectDates({ start: '2016-08-24', date: '2016-08-24' })).toEqual({ on: '2016-08-24' });
    expect(projectDates({ date: '2016-08-24' })).toEqual({ on: '2016-08-24' });
    expect(projectDates({})).toBeUndefined();
  });
});
