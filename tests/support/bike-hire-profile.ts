import { projectMarkdown as project } from './ask-engine.ts';

/**
 * The profile and skills of an invented city bicycle hire's software engineer (a field no evaluation set
 * covers), and two projects of it that no test asks about, shared by tests/unit/ask-stated-fall.test.ts, ask-work-judge-pair.test.ts and ask-work-judge-plain.test.ts.
 */
export const BIKE_HIRE_PROFILE = `---
name: Oona Lindqvist
role: Software Engineer, City Bike Hire
location: Turku, Finland
email: oona@pyora.example
---
I write the software behind a city's bicycle hire: 900 bikes at 70 docks, from the app to the workshop.
`;

export const BIKE_HIRE_SKILLS = `backend:
  - Kotlin 2.0
  - PostgreSQL 16
`;

/** The bike hire's projects that the tests' questions do not ask about (the rest of the portfolio a judged project must stand above). */
export const BIKE_HIRE_OTHER_PROJECTS: Record<string, string> = {
  'rider-payments': project(
    'Rider Payments',
    'Card and season-ticket payments for the hire app, with refunds when a dock is out of order.',
    '2022-09',
    ['payments', 'app'],
    'About 14,000 riders pay through it each month.',
  ),
  'station-map': project(
    'Live Station Map',
    'A map in the app of every dock with the bikes and free places it has, refreshed every thirty seconds.',
    '2021-06',
    ['map', 'app'],
    'The map reads the docks through their controllers.',
  ),
};
