import { describe, expect, it } from 'vitest';
import { tempDirs } from '../support/temp-dirs.ts';
import { projectMarkdown as project, judgedContent } from '../support/ask-engine.ts';
import { BIKE_HIRE_OTHER_PROJECTS, BIKE_HIRE_PROFILE, BIKE_HIRE_SKILLS } from '../support/bike-hire-profile.ts';

const tempDir = tempDirs('ask-work-judge-pair');

const PROFILE = BIKE_HIRE_PROFILE;

const SKILLS = BIKE_HIRE_SKILLS;

const PROJECTS = {
  'repair-queue': project(
    'Repair Queue',
    'Orders the broken bikes waiting in the workshop by the parts in stock and the docks that lack bikes.',
    '2024-05',
    ['workshop', 'kotlin'],
    'The mechanics see which broken bike to take next, and riders get their bikes back on the street sooner.',
  ),
  'fault-reports': project(
    'Fault Reports in the App',
    'Lets riders report a broken bell, light or chain from the app, with a photo, before they dock the bike.',
    '2023-03',
    ['app', 'reports'],
    'A broken bike is locked at its dock until a mechanic looks at it, so that the next rider does not take it.',
  ),
  ...BIKE_HIRE_OTHER_PROJECTS,
};

describe('/v1/ask: two projects for a long plain-English question, the second reaching it in part', () => {
  const judged = judgedContent(tempDir(), { profile: PROFILE, skills: SKILLS, projects: PROJECTS });

  it('judges both projects when the second reaches five of eight words, one sentence holding them', () => {
    expect(judged('Has she quietly and gently stopped riders taking broken bikes out again too soon?')).toEqual(['repair-queue', 'fault-reports']);
  });
});
