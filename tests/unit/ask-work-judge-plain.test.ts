import { describe, expect, it } from 'vitest';
import { tempDirs } from '../support/temp-dirs.ts';
import { projectMarkdown as project, judgedContent } from '../support/ask-engine.ts';
import { BIKE_HIRE_OTHER_PROJECTS, BIKE_HIRE_PROFILE, BIKE_HIRE_SKILLS } from '../support/bike-hire-profile.ts';

const tempDir = tempDirs('ask-work-judge-plain');

const PROFILE = BIKE_HIRE_PROFILE;

const SKILLS = `${BIKE_HIRE_SKILLS}mobile:
  - SwiftUI
`;

const PROJECTS = {
  'workshop-photos': project(
    'Workshop Photo Checks',
    'A phone app with which the mechanics photograph the brake pads of every returned bike, so that worn pads are replaced before the next rider.',
    '2024-05',
    ['maintenance', 'photos', 'kotlin'],
    'Each photo is compared with the last one of the same bike, and the pads are flagged when their thickness keeps shrinking from one week to the next.',
  ),
  'dock-rebalancing': project(
    'Dock Rebalancing Routes',
    'Plans the van routes that move bikes from full docks to empty ones every morning.',
    '2023-03',
    ['routing', 'vans'],
    'Two vans move about 300 bikes a day.',
  ),
  ...BIKE_HIRE_OTHER_PROJECTS,
};

describe('/v1/ask: a long plain-English question one project reaches in part and far above the rest', () => {
  const judged = judgedContent(tempDir(), { profile: PROFILE, skills: SKILLS, projects: PROJECTS });

  it('judges the project whose one sentence holds two of the words, far above every other', () => {
    // Six content words, three reached ("watched", "brakes", "wearing"): short of two thirds, but no other project reaches any.
    expect(judged('Has she quietly watched the brakes slowly wearing away?')).toEqual(['workshop-photos']);
  });

  it('leaves a question that names a thing nothing reaches unjudged', () => {
    expect(judged('Has she quietly watched the brakes of ferries slowly wearing away?')).toBeUndefined();
  });
});
