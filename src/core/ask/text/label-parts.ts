/**
 * The topics a skill category's label lists (issue #28, "projects_by_topic" and "skills_category"):
 * "Serialisation and track-and-trace" names two topics, "serialisation" and "track-and-trace";
 * "Survey: photogrammetry, laser scanning and GIS" names "laser scanning" among others. A question
 * names one of them ("What has she built for track and trace?", "Which mine planning software does he
 * know?") and the category answers, as it does for its whole label. Only the parts of two words or
 * more: a single word of a list ("dose", "GIS") is as often a tag or a word in another sense, and
 * the category already answers for its own name. Field-neutral: English list punctuation only.
 */

/** The words that join the members of a list. */
const JOINS = /\s*(?:[,;:]|\s(?:and|or|&)\s|\s\+\s)\s*/;

/** The list parts of two words or more of a label, as written (hyphens kept), without the whole label itself. */
export function labelParts(label: string): string[] {
  const parts = label
    .split(JOINS)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length < 2) return [];
  // A part with a number ("ST 2110") is a name, not a topic.
  return parts.filter((part) => part.split(/[\s-]+/).filter(Boolean).length >= 2 && !/\d/.test(part));
}

/**
 * A label and its topics as names of its category: [] without a label; the parts that are a skill's own
 * name (`isSkillName`: "SMPTE ST 2110" of "IP video and SMPTE ST 2110") name that skill, not the category.
 */
export function labelForms(label: string | undefined, isSkillName: (part: string) => boolean): string[] {
  return label ? [label, ...labelParts(label).filter((part) => !isSkillName(part))] : [];
}
