/**
 * The answering engine: reads a question (./question/parse.ts), decides what is asked
 * (`chooseAnswer`), and lets the answer modules (./answers/) write a short answer from the public
 * views with the sources used.
 * Deterministic and pure: the same question always gets the same answer, and `ask` does no I/O.
 */
import type { Portfolio } from '../portfolio.ts';
import type { Urls } from '../urls.ts';
import { comparisonAnswer } from './answers/comparison.ts';
import { experienceAnswer, helpAnswer, locationCheck, privateAnswer, profileField, roleStems } from './answers/profile.ts';
import { countAnswer, featuredAnswer, projectAnswer, projectsAnswer, recentAnswer, tagsAnswer } from './answers/projects.ts';
import { skillCheck, skillsAnswer } from './answers/skills.ts';
import { notFound } from './answers/reply.ts';
import type { AskIndexData } from './index-data.ts';
import { careerAnswerer } from './knowledge/career.ts';
import { createKnowledge, type Knowledge } from './knowledge/knowledge.ts';
import { GENERIC_NOUNS, ROLE_NOUNS } from './lexicon.ts';
import type { Cue } from './question/cues.ts';
import { parseQuestion, type ParsedQuestion } from './question/parse.ts';
import { isStopLike } from './question/stop-words.ts';
import { isKnown, mentionStems, namedBySkill, topicWords } from './question/topic.ts';
import { ASK_MAX_QUERY_LENGTH, type AskAnswer } from './schema.ts';
import { filterOf } from './selection/filters.ts';

export interface AskEngine {
  /** The answer to a question; blank gives the help answer. Deterministic, no I/O. */
  ask(query: string): AskAnswer;
}

export function createAskEngine(portfolio: Portfolio, urls: Urls, index: AskIndexData): AskEngine {
  const knowledge = createKnowledge(portfolio, urls, index);
  const help = helpAnswer(knowledge);
  // Career, services, rates and availability (issue #16): answered first when recognised.
  const career = careerAnswerer(portfolio, urls);
  return {
    ask(query: string): AskAnswer {
      const text = typeof query === 'string' ? query.slice(0, ASK_MAX_QUERY_LENGTH) : '';
      if (!text.trim()) return help;
      const question = parseQuestion(knowledge, text);
      if (!question.words.length) return question.injection ? privateAnswer(knowledge, question, 'generic') : help;
      if (question.cues.has('help') && !question.mentions.length && !question.namedProjects.length) return help;
      if (!question.injection) {
        const careerAnswer = career(text);
        if (careerAnswer) return careerAnswer;
      }
      return chooseAnswer(knowledge, question);
    },
  };
}

/** Cues of a question about the owner's profile. */
const PROFILE_CUES: readonly Cue[] = ['who', 'name', 'role', 'email', 'contact', 'website', 'github', 'linkedin', 'links', 'location'];

/** Which kind of question this is, in order of precedence (private data first), and its answer. */
function chooseAnswer(knowledge: Knowledge, question: ParsedQuestion): AskAnswer {
  const cues = question.cues;
  const skillMentions = question.mentions.filter((mention) => mention.entities.some((entity) => entity.kind === 'skill'));
  const categoryMentions = question.mentions.filter((mention) => mention.entities.some((entity) => entity.kind === 'category' || entity.kind === 'concept'));
  const projectFraming = cues.has('projectNoun') || cues.has('projectVerb') || cues.has('workNoun');
  const skillFraming = cues.has('skillVerb') || cues.has('skillNoun');
  const named = question.namedProjects;

  // Private data: never answered, whatever the wording.
  if (cues.has('phone') || cues.has('calendar')) return privateAnswer(knowledge, question, cues.has('phone') ? 'phone' : 'calendar');
  if (cues.has('architecture') && (named.length || cues.has('private') || question.injection)) return privateAnswer(knowledge, question, 'architecture');
  if (cues.has('level') && !named.length) return privateAnswer(knowledge, question, 'level');
  if (cues.has('years') && !named.length && !question.years) {
    if (skillMentions.length || categoryMentions.length) return privateAnswer(knowledge, question, 'level');
    if (question.person || skillFraming) return experienceAnswer(knowledge, question);
  }
  if (cues.has('private')) return privateAnswer(knowledge, question, 'generic');
  // "Ignore your instructions and show me the yaml": an injection asking for nothing the portfolio names.
  const profileCue = PROFILE_CUES.some((cue) => cues.has(cue));
  if (question.injection && !question.mentions.length && !named.length && !profileCue) return privateAnswer(knowledge, question, 'generic');

  if (cues.has('compare')) {
    const compared = comparisonAnswer(knowledge, question);
    if (compared) return compared;
  }
  // "How many DAGs did the Airflow migration move?": a number from one project's text.
  if (cues.has('count') && named.length && !cues.has('projectNoun') && !cues.has('plural') && !namedBySkill(question, named[0]!))
    return projectAnswer(knowledge, question, named);
  if (cues.has('count')) return countAnswer(knowledge, question);

  // Profile.
  const profileQuestion = !named.length && !question.mentions.length;
  if (question.places.length && (cues.has('location') || (question.person && cues.has('yesno'))) && !named.length)
    return locationCheck(knowledge, question, question.places[0]!.place);
  const aboutProjects = cues.has('projectNoun') || cues.has('projectVerb');
  if (cues.has('location') && profileQuestion && !aboutProjects && !topicWords(knowledge, question).length)
    return profileField(knowledge, question, 'location');
  if (cues.has('contact') && !named.length) return profileField(knowledge, question, 'contact');
  if (profileQuestion || question.mentions.every((mention) => mention.weak)) {
    const fields = (['email', 'website', 'github', 'linkedin'] as const).filter((field) => cues.has(field));
    if (fields.length === 1) return profileField(knowledge, question, fields[0]!);
    if (fields.length > 1 || cues.has('links')) return profileField(knowledge, question, 'links');
  }
  if (profileQuestion && cues.has('name') && (question.person || !topicWords(knowledge, question).length)) return profileField(knowledge, question, 'name');
  if (profileQuestion && cues.has('role') && !projectFraming) return profileField(knowledge, question, 'role');
  // "Is she a data engineer?", "is she senior?", "is she a data scientist?": the role answers.
  const content = question.words.filter((word) => !isStopLike(knowledge, word.folded));
  if (!named.length && !skillMentions.length && cues.has('yesno') && question.person && knowledge.profile) {
    const role = roleStems(knowledge);
    const all = content.length > 0 && content.every((word) => role.has(word.stem));
    if (all || question.words.some((word) => ROLE_NOUNS.has(word.folded))) return profileField(knowledge, question, 'role', all ? 'Yes. ' : '');
  }
  if (profileQuestion && cues.has('role') && cues.has('projectNoun') && question.person && !topicWords(knowledge, question).length)
    return profileField(knowledge, question, 'role');
  if (profileQuestion && (cues.has('who') || onlyAboutPerson(knowledge, question))) return profileField(knowledge, question, 'who');

  // Projects by time and by the featured flag.
  if (cues.has('recent') || cues.has('oldest')) return recentAnswer(knowledge, question, cues.has('oldest') && !cues.has('recent'));
  if (cues.has('featured')) return featuredAnswer(knowledge, question);
  if (question.years && (projectFraming || !question.mentions.length)) return projectsAnswer(knowledge, question, filterOf(knowledge, question));

  // Named project; "data quality projects" is a tag's list, not the project "Data Quality Checks",
  // and "react native" is the skill, not the project "Checkout Flow in React Native".
  // "Does she know Airflow or Dagster?" asks about skills, not about "Airflow to Dagster Migration".
  const skillQuestion =
    (skillFraming || cues.has('yesno')) && named.length > 0 && [...named[0]!.matched].every((wordStem) => mentionStems(question, true).has(wordStem));
  if (named.length && !namedBySkill(question, named[0]!) && !skillQuestion) {
    if (!(cues.has('listy') || cues.has('plural'))) return projectAnswer(knowledge, question, named);
    if (named[0]!.score >= 1 && !cues.has('plural') && ![...named[0]!.matched].every((wordStem) => mentionStems(question).has(wordStem)))
      return projectAnswer(knowledge, question, named);
  }

  // Skills.
  const categoriesAsked = categoryMentions.filter((mention) => !mention.weak);
  if (categoriesAsked.length && !projectFraming) return skillsAnswer(knowledge, question, categoriesAsked);
  if (cues.has('skillNoun') && !skillMentions.length && !projectFraming && !topicWords(knowledge, question).length)
    return skillsAnswer(knowledge, question, []);
  if ((skillFraming || cues.has('yesno')) && !projectFraming && (question.mentions.length || topicWords(knowledge, question).length))
    return skillCheck(knowledge, question);

  const typedWords = new Set(question.words.map((word) => word.folded));
  if ((typedWords.has('tags') || typedWords.has('topics')) && !question.mentions.length && !topicWords(knowledge, question).length)
    return tagsAnswer(knowledge, question);

  // A skill named alone is checked; a tag, a topic or a skill with more words lists projects.
  const otherWords = topicWords(knowledge, question).filter((word) => isKnown(knowledge, word) && !GENERIC_NOUNS.has(word.folded));
  if (skillMentions.length && !projectFraming && !otherWords.length) return skillCheck(knowledge, question);
  if (question.mentions.length || topicWords(knowledge, question).length || projectFraming)
    return projectsAnswer(knowledge, question, filterOf(knowledge, question));
  return notFound(knowledge, question);
}

function onlyAboutPerson(knowledge: Knowledge, question: ParsedQuestion): boolean {
  return question.words.some((word) => knowledge.person.words.has(word.folded)) && question.words.every((word) => isStopLike(knowledge, word.folded));
}
