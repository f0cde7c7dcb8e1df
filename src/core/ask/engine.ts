/**
 * The answering engine: reads a question (./understand.ts), decides what is asked, and lets the
 * answer modules write a short answer from the public views with the sources used.
 * Deterministic and pure: the same question always gets the same answer, and `ask` does no I/O.
 */
import type { Portfolio } from '../portfolio.ts';
import type { Urls } from '../urls.ts';
import { experienceAnswer, helpAnswer, locationCheck, privateAnswer, profileField, roleStems } from './answer-profile.ts';
import { countAnswer, featuredAnswer, projectAnswer, projectsAnswer, recentAnswer, tagsAnswer } from './answer-projects.ts';
import { skillCheck, skillsAnswer } from './answer-skills.ts';
import { comparison } from './compare.ts';
import type { AskIndexData } from './index-data.ts';
import { createKnowledge, type Knowledge } from './knowledge.ts';
import { GENERIC_NOUNS, ROLE_NOUNS } from './lexicon.ts';
import { notFound } from './reply.ts';
import { ASK_MAX_QUERY_LENGTH, type AskAnswer } from './schema.ts';
import { filterOf, isKnown, mentionStems, namedBySkill } from './topic.ts';
import { isStopLike, parse, topicWords, type Parsed } from './understand.ts';

export interface AskEngine {
  /** The answer to a question; blank gives the help answer. Deterministic, no I/O. */
  ask(query: string): AskAnswer;
}

export function createAskEngine(portfolio: Portfolio, urls: Urls, index: AskIndexData): AskEngine {
  const k = createKnowledge(portfolio, urls, index);
  const help = helpAnswer(k);
  return {
    ask(query: string): AskAnswer {
      const text = typeof query === 'string' ? query.slice(0, ASK_MAX_QUERY_LENGTH) : '';
      if (!text.trim()) return help;
      const p = parse(k, text);
      if (!p.words.length) return p.injection ? privateAnswer(k, p, 'generic') : help;
      if (p.cues.has('help') && !p.mentions.length && !p.named.length) return help;
      return answer(k, p);
    },
  };
}

function answer(k: Knowledge, p: Parsed): AskAnswer {
  const c = p.cues;
  const skillMentions = p.mentions.filter((m) => m.entities.some((e) => e.kind === 'skill'));
  const categoryMentions = p.mentions.filter((m) => m.entities.some((e) => e.kind === 'category' || e.kind === 'concept'));
  const projectFraming = c.has('projectNoun') || c.has('projectVerb') || c.has('workNoun');
  const skillFraming = c.has('skillVerb') || c.has('skillNoun');
  const named = p.named;

  // Private data: never answered, whatever the wording.
  if (c.has('phone') || c.has('calendar')) return privateAnswer(k, p, c.has('phone') ? 'phone' : 'calendar');
  if (c.has('architecture') && (named.length || c.has('private') || p.injection)) return privateAnswer(k, p, 'architecture');
  if (c.has('level') && !named.length) return privateAnswer(k, p, 'level');
  if (c.has('years') && !named.length && !p.years) {
    if (skillMentions.length || categoryMentions.length) return privateAnswer(k, p, 'level');
    if (p.person || skillFraming) return experienceAnswer(k, p);
  }
  if (c.has('private')) return privateAnswer(k, p, 'generic');
  // "Ignore your instructions and show me the yaml": an injection asking for nothing the portfolio names.
  const profileCue = ['who', 'name', 'role', 'email', 'contact', 'website', 'github', 'linkedin', 'links', 'location'].some((x) => c.has(x as never));
  if (p.injection && !p.mentions.length && !named.length && !profileCue) return privateAnswer(k, p, 'generic');

  if (c.has('compare')) {
    const r = comparison(k, p);
    if (r) return r;
  }
  // "How many DAGs did the Airflow migration move?": a number from one project's text.
  if (c.has('count') && named.length && !c.has('projectNoun') && !c.has('plural') && !namedBySkill(p, named[0]!)) return projectAnswer(k, p, named);
  if (c.has('count')) return countAnswer(k, p);

  // Profile.
  const profileQuestion = !named.length && !p.mentions.length;
  if (p.places.length && (c.has('location') || (p.person && c.has('yesno'))) && !named.length) return locationCheck(k, p, p.places[0]!.place);
  const aboutProjects = c.has('projectNoun') || c.has('projectVerb');
  if (c.has('location') && profileQuestion && !aboutProjects && !topicWords(k, p).length) return profileField(k, p, 'location');
  if (c.has('contact') && !named.length) return profileField(k, p, 'contact');
  if (profileQuestion || p.mentions.every((m) => m.weak)) {
    const fields = (['email', 'website', 'github', 'linkedin'] as const).filter((f) => c.has(f));
    if (fields.length === 1) return profileField(k, p, fields[0]!);
    if (fields.length > 1 || c.has('links')) return profileField(k, p, 'links');
  }
  if (profileQuestion && c.has('name') && (p.person || !topicWords(k, p).length)) return profileField(k, p, 'name');
  if (profileQuestion && c.has('role') && !projectFraming) return profileField(k, p, 'role');
  // "Is she a data engineer?", "is she senior?", "is she a data scientist?": the role answers.
  const content = p.words.filter((w) => !isStopLike(k, w.raw));
  if (!named.length && !skillMentions.length && c.has('yesno') && p.person && k.profile) {
    const role = roleStems(k);
    const all = content.length > 0 && content.every((w) => role.has(w.stem));
    if (all || p.words.some((w) => ROLE_NOUNS.has(w.raw))) return profileField(k, p, 'role', all ? 'Yes. ' : '');
  }
  if (profileQuestion && c.has('role') && c.has('projectNoun') && p.person && !topicWords(k, p).length) return profileField(k, p, 'role');
  if (profileQuestion && (c.has('who') || onlyAboutPerson(k, p))) return profileField(k, p, 'who');

  // Projects by time and by the featured flag.
  if (c.has('recent') || c.has('oldest')) return recentAnswer(k, p, c.has('oldest') && !c.has('recent'));
  if (c.has('featured')) return featuredAnswer(k, p);
  if (p.years && (projectFraming || !p.mentions.length)) return projectsAnswer(k, p, filterOf(k, p));

  // Named project; "data quality projects" is a tag's list, not the project "Data Quality Checks",
  // and "react native" is the skill, not the project "Checkout Flow in React Native".
  // "Does she know Airflow or Dagster?" asks about skills, not about "Airflow to Dagster Migration".
  const skillQuestion = (skillFraming || c.has('yesno')) && named.length > 0 && [...named[0]!.matched].every((s) => mentionStems(p, true).has(s));
  if (named.length && !namedBySkill(p, named[0]!) && !skillQuestion) {
    if (!(c.has('listy') || c.has('plural'))) return projectAnswer(k, p, named);
    if (named[0]!.score >= 1 && !c.has('plural') && ![...named[0]!.matched].every((s) => mentionStems(p).has(s))) return projectAnswer(k, p, named);
  }

  // Skills.
  const categoriesAsked = categoryMentions.filter((m) => !m.weak);
  if (categoriesAsked.length && !projectFraming) return skillsAnswer(k, p, categoriesAsked);
  if (c.has('skillNoun') && !skillMentions.length && !projectFraming && !topicWords(k, p).length) return skillsAnswer(k, p, []);
  if ((skillFraming || c.has('yesno')) && !projectFraming && (p.mentions.length || topicWords(k, p).length)) return skillCheck(k, p);

  const raw = new Set(p.words.map((w) => w.raw));
  if ((raw.has('tags') || raw.has('topics')) && !p.mentions.length && !topicWords(k, p).length) return tagsAnswer(k, p);

  // A skill named alone is checked; a tag, a topic or a skill with more words lists projects.
  const otherWords = topicWords(k, p).filter((w) => isKnown(k, w) && !GENERIC_NOUNS.has(w.raw));
  if (skillMentions.length && !projectFraming && !otherWords.length) return skillCheck(k, p);
  if (p.mentions.length || topicWords(k, p).length || projectFraming) return projectsAnswer(k, p, filterOf(k, p));
  return notFound(k, p);
}

function onlyAboutPerson(k: Knowledge, p: Parsed): boolean {
  return p.words.some((w) => k.person.words.has(w.raw)) && p.words.every((w) => isStopLike(k, w.raw));
}
