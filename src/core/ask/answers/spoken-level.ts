/**
 * "Is she fluent in German?", "Is Portuguese her mother tongue?", "Is his Dutch good enough for meetings?" (issue #28,
 * session 35): a level asked in words of one spoken language the career's languages list gives a level. The listed
 * level is read as the CEFR reads it (a code "B2", or the CEFR's and the usual scales' names: "Native", "Fluent",
 * "Professional working", "Intermediate", "Basic"), and the verdict is the CEFR global scale's: fluent from C1 ("can
 * express ideas fluently and spontaneously"), good enough for work from C1 ("for social, academic and professional
 * purposes"), native only where the list says so. B1 and B2 answer "fluent" and "good enough" with their descriptor and
 * no verdict: the scale says "a degree of fluency". General English and the CEFR only; nothing names a field.
 */

/** The CEFR's six levels, 1 (A1) to 6 (C2), with the global scale's descriptor; 7 is a native speaker. */
const CEFR: readonly (readonly [string, string])[] = [
  ['A1', 'can use familiar everyday expressions and very basic phrases'],
  ['A2', 'can communicate in simple and routine tasks'],
  ['B1', 'can deal with most situations likely to arise while travelling'],
  ['B2', 'can interact with a degree of fluency and spontaneity'],
  ['C1', 'can use the language flexibly and effectively for social, academic and professional purposes'],
  ['C2', 'can express ideas spontaneously, very fluently and precisely'],
];

/** The names levels are listed under, highest first: the CEFR's own (Mastery … Breakthrough) and the usual scales' (ILR, LinkedIn). */
const NAMED_LEVELS: readonly (readonly [RegExp, number])[] = [
  [/\b(?:native|bilingual|mother[\s-]tongue|first language)\b/i, 7],
  [/\b(?:mastery|proficient|proficiency|full professional)\b/i, 6],
  [/\b(?:fluent|advanced|effective operational)\b/i, 5],
  [/\b(?:professional working|upper[\s-]intermediate|vantage)\b/i, 4],
  [/\b(?:intermediate|conversational|threshold|limited working)\b/i, 3],
  [/\b(?:elementary|basic|waystage|limited)\b/i, 2],
  [/\b(?:beginner|breakthrough|learning|notions?)\b/i, 1],
];

/** A listed level read as a rank (1-6 the CEFR's, 7 native), or undefined when it reads as none. */
export function levelRank(fluency: string): number | undefined {
  if (NAMED_LEVELS[0]![0].test(fluency)) return 7;
  const code = /\b([ABC])([12])\b/.exec(fluency);
  if (code) return (code[1]!.charCodeAt(0) - 65) * 2 + Number(code[2]);
  return NAMED_LEVELS.find(([words]) => words.test(fluency))?.[1];
}

const YES_NO = /^\s*(?:is|are|was|does|do|did|can|could|would|has|have)\b/i;
const ASKS_NATIVE = /\b(?:native|mother[\s-]tongue|first language)\b/i;
const ASKS_FLUENT = /\bfluent(?:ly)?\b/i;
const ASKS_ENOUGH = /\b(?:good|well|strong)\s+enough\b/i;

/** Whether a question asks a level in words as a yes/no question ("Is she fluent in …", "… her mother tongue?"). */
export function asksSpokenLevel(question: string): boolean {
  return YES_NO.test(question) && (ASKS_NATIVE.test(question) || ASKS_FLUENT.test(question) || ASKS_ENOUGH.test(question));
}

/** The lead of a yes/no question of a level asked in words, with the level's reading; undefined when it asks none or the level reads as none. */
export function spokenLevelVerdict(question: string, fluency: string): { lead: string; reading: string } | undefined {
  if (!asksSpokenLevel(question)) return undefined;
  const native = ASKS_NATIVE.test(question);
  const fluent = ASKS_FLUENT.test(question);
  const rank = levelRank(fluency);
  if (rank === undefined) return undefined;
  const cefr = CEFR[rank - 1];
  const reading = cefr ? `; CEFR ${cefr[0]}: ${cefr[1]}` : '';
  if (native) return { lead: rank === 7 ? 'Yes. ' : 'No. ', reading };
  // Fluent, or good enough: C1 and above yes, A1 to B1 (fluent) or A2 (good enough) no, between them the level as it is.
  if (rank >= 5) return { lead: 'Yes. ', reading };
  if (rank <= (fluent ? 3 : 2)) return { lead: 'No. ', reading };
  return { lead: '', reading };
}
