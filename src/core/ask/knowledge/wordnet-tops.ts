/**
 * The tops of WordNet's hierarchies that no broader word of a listed item names (./broader.ts, read at
 * build time only): too abstract to tell an asker anything ("act", "entity", "artifact").
 */

/** The abstract top of WordNet's noun hierarchy and the list kinds themselves: no answer names them. */
export const TOO_BROAD = new Set([
  'act',
  'deed',
  'human action',
  'human activity',
  'activity',
  'action',
  'event',
  'change',
  'abstraction',
  'abstract entity',
  'entity',
  'psychological feature',
  'communication',
  'language',
  'linguistic communication',
  'natural language',
  'tongue',
  'group action',
  'whole',
  'unit',
  'work',
  'occupation',
  'business',
  'job',
  'line of work',
  'line',
  'motion',
  'movement',
  'move',
  'employment',
  'artifact',
  'artefact',
  'object',
  'physical object',
  'physical entity',
  'matter',
  'instrumentality',
  'instrumentation',
]);

/** The top of WordNet's hierarchy of things: no object's kind names them. */
export const TOO_GENERAL = new Set([
  'organism',
  'being',
  'living thing',
  'animate thing',
  'whole',
  'unit',
  'object',
  'physical object',
  'physical entity',
  'entity',
  'matter',
  'artifact',
  'artefact',
]);
