/**
 * The profile and skills of an invented city bicycle hire's software engineer (a field no evaluation set
 * covers), shared by tests/unit/ask-stated-fall.test.ts, ask-work-judge-pair.test.ts and ask-work-judge-plain.test.ts.
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
