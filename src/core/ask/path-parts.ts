/**
 * Field paths answered only when they are all a question asks (issue #28; review of session 31,
 * F5): "profile.location, and which languages does she speak?" holds a path and another ask. The
 * path readers (./paths/, ./answers/agent.ts, ./answers/field-paths.ts) find the path anywhere in a
 * sentence; when the question has parts (./question-parts.ts) of which one holds no path, the
 * engine answers each part instead, the path part by the path readers again.
 */
import { questionParts } from './question-parts.ts';
import type { AskAnswer } from './schema.ts';

/** `paths`, answering only a question whose every part is a path's. */
export function pathsAlone(paths: (text: string) => AskAnswer | undefined): (text: string) => AskAnswer | undefined {
  return (text) => {
    const answer = paths(text);
    if (!answer) return undefined;
    const split = questionParts(text);
    return split.length > 1 && split.some((part) => !paths(part)) ? undefined : answer;
  };
}
