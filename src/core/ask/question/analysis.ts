/**
 * The shared analysis of one question (issue #28, speed without the memo): what several rules read
 * of the same parsed question, read once. ./parse.ts makes it, empty, with the parsed question
 * (one per question part); each reading is filled at its first use by the module that owns it and
 * lives as long as the parsed question: nothing is kept between questions, no cache is keyed by a
 * question's text.
 */

/** A reading not made yet (`undefined` is a reading: "asks for nothing in particular"). */
export const UNREAD: unique symbol = Symbol('unread');

export class QuestionAnalysis {
  /** What the question asks for ("quantity", "name" or undefined; ../answers/sentences.ts `askedFor`). */
  asked: 'quantity' | 'name' | undefined | typeof UNREAD = UNREAD;
  /** The kind of value asked for (../answers/asked-value.ts `askedValue`; its type is that module's `Want`). */
  want: object | undefined | typeof UNREAD = UNREAD;
}

/** How many times a reading was made rather than consulted (the tests count them). */
export const analysisReads = { asked: 0, want: 0 };
