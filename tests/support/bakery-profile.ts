/**
 * The profile of a portfolio in a field no evaluation set covers (the process software of industrial bakeries),
 * shared by tests/unit/ask-closest-kind.test.ts and ask-private-evaluation.test.ts (each writes its own skills and projects).
 */
export const PROFILE = `---
name: Oona Pellikka
role: Bakery Process Engineer
location: Tampere, Finland
email: oona@ovenline.example
---
I write the process software of industrial bakeries: mixers, proofers, tunnel ovens and the dispatch of bread to shops.
`;
