// How a page reads a project's dates and a skill group (src/core/views.ts), as a site imported from
// a JSON Resume showed them: one date for a project that started and ended the same day, and a
// skill without keywords not named twice.
import { describe, expect, it } from 'vitest';
import { projectDates, skillGroupDisplay } from '../../src/core/views.ts';

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

describe('skillGroupDisplay', () => {
  it('shows the level after the label and the skills after that', () => {
    expect(skillGroupDisplay({ label: 'Platforms', level: 'Expert', skills: ['Kubernetes', 'GKE'] })).toEqual({ level: 'Expert', text: 'Kubernetes, GKE' });
    expect(skillGroupDisplay({ label: 'Observability', skills: ['Prometheus'] })).toEqual({ text: 'Prometheus' });
  });
  it('does not repeat a group whose one skill is the group itself: its level stands there', () => {
    expect(skillGroupDisplay({ label: 'Incident command', level: 'Master', skills: ['Incident command'] })).toEqual({ text: 'Master' });
  });
});
