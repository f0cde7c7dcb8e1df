/** The general choice of the engine (`chooseAnswer`): which kind of question this is, in order of precedence (private data first), and its answer. */
import { statedInEntry } from './answers/entry-stated.ts';
import { asksForWork } from './answers/boundaries.ts';
import { comparisonAnswer } from './answers/comparison.ts';
import { asksCategory, asksYesNo } from './answers/category-asked.ts';
import { categoryLevelAnswer, labelledCategories } from './answers/category-level.ts';
import { factAnswer, unstatedAnswer } from './answers/facts.ts';
import { asksOtherThanPlace } from './answers/career-places.ts';
import { experienceAnswer, locationCheck, privateAnswer, profileField, roleStems, yearsOfOwner } from './answers/profile.ts';
import { selfRatingAnswer } from './answers/self-rating.ts';
import { countAnswer, featuredAnswer, projectAnswer, projectsAnswer, recentAnswer, tagsAnswer } from './answers/projects.ts';
import { skillCheck, skillsAnswer } from './answers/skills.ts';
import { notFound, owners, projectList, projectPages } from './answers/reply.ts';
import { isKnownStem, type Knowledge } from './knowledge/knowledge.ts';
import { GENERIC_NOUNS, PERSON_WORDS, ROLE_NOUNS } from './lexicon.ts';
import { type Cue, cuesOfWord } from './question/cues.ts';
import type { ParsedQuestion } from './question/parse.ts';
import { isStopLike } from './question/stop-words.ts';
import { inForeignCompound } from './question/compound-category.ts';
import { isKnown, mentionStems, namedBySkill, topicWords } from './question/topic.ts';
import type { AskAnswer } from './schema.ts';
import { filterOf } from './selection/filters.ts';
import { joinList } from './text/english.ts';
import { tokenize } from './text/words.ts';
import { releaseCompiledCode } from './text/patterns.ts';

/** Cues of a question about the owner's profile. */
const PROFILE_CUES: readonly Cue[] = ['who', 'name', 'role', 'email', 'contact', 'website', 'github', 'linkedin', 'links', 'location'];

/** Which kind of question this is, in order of precedence (private data first), and its answer. */
export function chooseAnswer(knowledge: Knowledge, question: ParsedQuestion): AskAnswer {
  const choice = choiceOf(question);
  return (
    privateOrStated(knowledge, question, choice) ??
    countOrComparison(knowledge, question, choice) ??
    profileChoice(knowledge, question, choice) ??
    projectChoice(knowledge, question, choice) ??
    skillChoice(knowledge, question, choice) ??
    lastChoice(knowledge, question, choice)
  );
}

/** What the steps of the choice read of the question. */
function choiceOf(question: ParsedQuestion) {
  const cues = question.cues;
  const skillMentions = question.mentions.filter((mention) => mention.entities.some((entity) => entity.kind === 'skill'));
  const categoryMentions = question.mentions.filter((mention) => mention.entities.some((entity) => entity.kind === 'category' || entity.kind === 'concept'));
  const projectFraming = cues.has('projectNoun') || cues.has('projectVerb') || cues.has('workNoun');
  const skillFraming = cues.has('skillVerb') || cues.has('skillNoun');
  const named = question.namedProjects;
  return { cues, skillMentions, categoryMentions, projectFraming, skillFraming, named };
}

type Choice = ReturnType<typeof choiceOf>;

/** Private data, never answered whatever the wording; the person beyond the portfolio's fields; a stated yes/no; years of a skill; an injection that asks for nothing named. */
function privateOrStated(knowledge: Knowledge, question: ParsedQuestion, choice: Choice): AskAnswer | undefined {
  const { cues, skillMentions, categoryMentions, projectFraming, skillFraming, named } = choice;
  // Private data: never answered, whatever the wording.
  if (cues.has('phone') || cues.has('calendar')) return privateAnswer(knowledge, question, cues.has('phone') ? 'phone' : 'calendar');
  if (cues.has('architecture') && (named.length || cues.has('private') || question.injection)) return privateAnswer(knowledge, question, 'architecture');
  // "What level does she give herself in X?": the owner's own rating of a skill or work named is private (./answers/self-rating.ts).
  const selfRated = cues.has('level') ? selfRatingAnswer(knowledge, question, named.length > 0, skillMentions) : undefined;
  if (selfRated) return selfRated;
  // "What level is his BIM?": a category's public level; a single skill's level is private.
  if (cues.has('level') && (!named.length || labelledCategories(knowledge, question).length))
    return categoryLevelAnswer(knowledge, question) ?? privateAnswer(knowledge, question, 'level');
  // The person beyond the portfolio's fields: a fact that says it (the bio), else "not stated".
  const strongMentions = question.mentions.filter((mention) => !mention.weak && mention.entities.some((entity) => entity.kind !== 'concept'));
  if (!named.length && !strongMentions.length) {
    const unstated = cues.has('projectNoun') ? undefined : unstatedAnswer(knowledge, question);
    if (unstated) return unstated;
    const fact = cues.has('projectNoun') ? undefined : factAnswer(knowledge, question);
    if (fact) return fact;
  }
  // "Does she offer workshops on map design?": a sentence that states every content word of a
  // yes/no question (a mention among others) answers it, before a mention alone is taken for the topic.
  if (!named.length && !projectFraming && cues.has('yesno') && question.mentions.length && topicWords(knowledge, question).length) {
    const stated = factAnswer(knowledge, question, true);
    if (stated && /^(Yes|No)\. /.test(stated.answer)) return stated;
  }
  if (cues.has('years') && !named.length && !question.years) {
    const realCategories = categoryMentions.filter((mention) => mention.entities.some((entity) => entity.kind === 'category'));
    if ((skillMentions.length || realCategories.length) && yearsOfOwner(question, skillFraming)) return privateAnswer(knowledge, question, 'level');
    if (question.person || skillFraming) return experienceAnswer(knowledge, question);
  }
  if (cues.has('private')) return privateAnswer(knowledge, question, 'generic');
  // "Ignore your instructions and show me the yaml": an injection asking for nothing the portfolio names.
  const profileCue = PROFILE_CUES.some((cue) => cues.has(cue));
  if (question.injection && !question.mentions.length && !named.length && !profileCue) return privateAnswer(knowledge, question, 'generic');
  return undefined;
}

/** Comparisons and counts. */
function countOrComparison(knowledge: Knowledge, question: ParsedQuestion, choice: Choice): AskAnswer | undefined {
  const { cues, named } = choice;
  if (cues.has('compare')) {
    const compared = comparisonAnswer(knowledge, question);
    if (compared) return compared;
  }
  // "How many DAGs did the Airflow migration move?": a number from one project's text.
  if (cues.has('count') && named.length && !cues.has('projectNoun') && !cues.has('plural') && !namedBySkill(question, named[0]!))
    return projectAnswer(knowledge, question, named);
  if (cues.has('count')) return countAnswer(knowledge, question);
  return undefined;
}

/** The profile: places, contact, links, name, role, who. */
function profileChoice(knowledge: Knowledge, question: ParsedQuestion, choice: Choice): AskAnswer | undefined {
  const { cues, skillMentions, projectFraming, named } = choice;
  // Profile.
  const profileQuestion = !named.length && !question.mentions.length;
  // "Has he worked with US healthcare data?": a place before a noun describes the thing asked about, not where the owner is.
  const modifier = question.places.length > 0 && isModifier(knowledge, question, question.places[0]!.end);
  // "Has she won an All-Ireland?" asks for something else of the owner than a place (./answers/career-places.ts).
  const placeAsked = cues.has('location') || (question.person && cues.has('yesno') && !modifier && !asksOtherThanPlace(knowledge, question));
  if (question.places.length && placeAsked && !named.length) return locationCheck(knowledge, question, question.places[0]!.place);
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
    if (all || question.words.some((word) => ROLE_NOUNS.has(word.folded)))
      return profileField(knowledge, question, 'role', all ? 'Yes. ' : roleVerdict(knowledge, question));
  }
  if (profileQuestion && cues.has('role') && cues.has('projectNoun') && question.person && !topicWords(knowledge, question).length)
    return profileField(knowledge, question, 'role');
  if (profileQuestion && (cues.has('who') || onlyAboutPerson(knowledge, question))) return profileField(knowledge, question, 'who');
  return undefined;
}

/** Projects by time and by the featured flag, and a project named. */
function projectChoice(knowledge: Knowledge, question: ParsedQuestion, choice: Choice): AskAnswer | undefined {
  const { cues, projectFraming, skillFraming, named } = choice;
  // Projects by time and by the featured flag.
  if (cues.has('recent') || cues.has('oldest')) return recentAnswer(knowledge, question, cues.has('oldest') && !cues.has('recent'));
  if (cues.has('featured')) return featuredAnswer(knowledge, question);
  if (question.years && (projectFraming || !question.mentions.length)) return projectsAnswer(knowledge, question, filterOf(knowledge, question));

  // Named project; "data quality projects" is a tag's list, not the project "Data Quality Checks",
  // and "react native" is the skill, not the project "Checkout Flow in React Native".
  // "Does she know Airflow or Dagster?" asks about skills, not about "Airflow to Dagster Migration".
  // "Does he know the OASIS coupler?": a skill named in full with a verb of knowing, and a project named only by another word.
  const knownSkill =
    cues.has('skillVerb') &&
    cues.has('yesno') &&
    named.length > 0 &&
    named[0]!.score < 1 &&
    question.mentions.some((mention) => !mention.weak && mention.entities.some((entity) => entity.kind === 'skill'));
  const skillQuestion =
    knownSkill ||
    ((skillFraming || cues.has('yesno')) && named.length > 0 && [...named[0]!.matched].every((wordStem) => mentionStems(question, true).has(wordStem)));
  if (named.length && !namedBySkill(question, named[0]!) && !skillQuestion) {
    if (!(cues.has('listy') || cues.has('plural'))) return projectDone(knowledge, question, projectAnswer(knowledge, question, named));
    if (named[0]!.score >= 1 && !cues.has('plural') && ![...named[0]!.matched].every((wordStem) => mentionStems(question).has(wordStem)))
      return projectDone(knowledge, question, projectAnswer(knowledge, question, named));
  }
  return undefined;
}

/** Skills: the categories asked, the skill list, a skill check. */
function skillChoice(knowledge: Knowledge, question: ParsedQuestion, choice: Choice): AskAnswer | undefined {
  const { cues, skillMentions, categoryMentions, projectFraming, skillFraming } = choice;

  // "Does she do data entry?": a category word in a compound of a word the portfolio never uses is not that category.
  // "Who audits the live captions?": a category's word in a question that does not ask for its list (./answers/category-asked.ts).
  const categoriesAsked = categoryMentions.filter(
    (mention) =>
      !mention.weak &&
      !inForeignCompound(knowledge, question, mention, false) &&
      (asksYesNo(knowledge, question) || asksCategory(knowledge, question, mention)),
  );
  // "Which platforms does she build for?": a category named by its own name is the skills asked for.
  // "What has he built for monitoring?", "Has he done playout?": a category after a verb of work or
  // its preposition is the topic of the work asked for, not the skills asked.
  const realCategoryAsked =
    !cues.has('projectNoun') &&
    !cues.has('workNoun') &&
    categoriesAsked.some(
      (mention) =>
        !workTopic(question, mention.start) &&
        mention.entities.some(
          (entity) =>
            entity.kind === 'category' &&
            tokenize(entity.name.replace(/[-_]/g, ' '))
              .map((token) => token.stem)
              .join(' ') ===
              question.words
                .slice(mention.start, mention.end)
                .map((word) => word.stem)
                .join(' '),
        ),
    );
  if (categoriesAsked.length && (!projectFraming || realCategoryAsked)) {
    const skills = skillsAnswer(knowledge, question, categoriesAsked);
    // "Screen reader testing": a common category the portfolio lacks, with other words, is a topic.
    // "Does she have functional safety experience?": a yes/no answered by the skills listed under the category named.
    // Only when the category is all that is asked ("shader languages like GLSL" asks for more).
    if (skills._meta.response_type === 'list' && cues.has('yesno') && question.person && !topicWords(knowledge, question).length && !skillMentions.length) {
      // "Has she done anything with simulation?": the projects tagged with the category's name too.
      const names = categoriesAsked.flatMap((mention) => mention.entities.filter((entity) => entity.kind === 'category').map((entity) => entity.name));
      const tagged = [...new Set(names.flatMap((name) => knowledge.projectsByTag.get(name) ?? []))];
      const listed = tagged.length ? projectList(knowledge, tagged) : undefined;
      const projects = listed ? ` ${tagged.length === 1 ? 'One project is' : `${tagged.length} projects are`} tagged ${joinList(names)}: ${listed.text}.` : '';
      return {
        ...skills,
        _meta: { ...skills._meta, response_type: 'answer' },
        answer: `Yes. ${skills.answer}${projects}`,
        references: [...skills.references, ...(listed ? projectPages(knowledge, listed.shown) : [])],
      };
    }
    // "Does he know machine learning?": a common category the portfolio lacks, whose name is also a
    // tag of its projects, is answered by those projects, not by "no such category".
    const tagged = categoriesAsked.some((mention) => mention.entities.some((entity) => entity.kind === 'tag' || entity.kind === 'skill'));
    if (skills._meta.response_type === 'not_found' && tagged) {
      if ((skillFraming || cues.has('yesno')) && !projectFraming) return skillCheck(knowledge, question);
      return projectDone(knowledge, question, projectsAnswer(knowledge, question, filterOf(knowledge, question)));
    }
    if (skills._meta.response_type !== 'not_found' || !topicWords(knowledge, question).length) return skills;
    const projects = projectsAnswer(knowledge, question, filterOf(knowledge, question));
    return projects._meta.response_type === 'not_found' ? skills : projects;
  }
  if (cues.has('skillNoun') && !skillMentions.length && !projectFraming && !topicWords(knowledge, question).length)
    return skillsAnswer(knowledge, question, []);
  if ((skillFraming || cues.has('yesno')) && !projectFraming && (question.mentions.length || topicWords(knowledge, question).length))
    return skillCheck(knowledge, question);
  return undefined;
}

/** Tags, projects by topic, then a sentence of the content or "not found". */
function lastChoice(knowledge: Knowledge, question: ParsedQuestion, choice: Choice): AskAnswer {
  const { skillMentions, projectFraming } = choice;
  const typedWords = new Set(question.words.map((word) => word.folded));
  if ((typedWords.has('tags') || typedWords.has('topics')) && !question.mentions.length && !topicWords(knowledge, question).length)
    return tagsAnswer(knowledge, question);

  // A skill named alone is checked; a tag, a topic or a skill with more words lists projects.
  const otherWords = topicWords(knowledge, question).filter((word) => isKnown(knowledge, word) && !GENERIC_NOUNS.has(word.folded));
  if (skillMentions.length && !projectFraming && !otherWords.length) return skillCheck(knowledge, question);
  if (question.mentions.length || topicWords(knowledge, question).length || projectFraming) {
    const projects = projectsAnswer(knowledge, question, filterOf(knowledge, question));
    if (projects._meta.response_type === 'not_found' && !question.mentions.length && !projectFraming) return factAnswer(knowledge, question, true) ?? projects;
    return projectDone(knowledge, question, projects);
  }
  return factAnswer(knowledge, question, true) ?? notFound(knowledge, question);
}

/**
 * "Is she a portfolio manager?": a role the profile does not state is checked against every
 * position of the work history; "Yes." with the position that has it, else "No." over that complete
 * list (no verdict without a work history).
 */
function roleVerdict(knowledge: Knowledge, question: ParsedQuestion): string {
  if (!knowledge.roles.length) return '';
  const asked = question.words.filter(
    (word) => ROLE_NOUNS.has(word.folded) || (!isStopLike(knowledge, word.folded) && !knowledge.person.words.has(word.folded)),
  );
  if (!asked.length) return '';
  // "Is he a real engineer or just a programmer?": a choice between roles gets no verdict, but the
  // bio's own words about what the owner is ("I am a structural engineer who …") where it has them.
  const nouns = question.words.filter((word) => ROLE_NOUNS.has(word.folded));
  if (nouns.length >= 2 && question.words.some((word) => word.folded === 'or')) {
    // The sentence that names one of the roles, else the owner's own "I am a …" ("a legal engineer: a software engineer with a law degree").
    const selfDescribed = knowledge.bio.filter((sentence) => /\bI am an? /i.test(sentence.text));
    const said = selfDescribed.find((sentence) => nouns.some((noun) => sentence.stems.has(noun.stem))) ?? selfDescribed[0];
    return said ? `From ${owners(knowledge)} bio: “${said.text}” ` : '';
  }
  // "Is he a good programmer?": a judgement of the owner, which no title answers "No." to.
  if (question.words.some((word) => JUDGEMENTS.has(word.folded))) return '';
  const held = knowledge.roles.find((role) => asked.every((word) => role.stems.has(word.stem)));
  const label = asked.map((word) => word.folded).join(' ');
  return held ? `Yes: ${held.text}. ` : `No. “${label}” is not among the roles of ${owners(knowledge)} profile and work history. `;
}

/**
 * "Has he worked on glaciers?", "has she built a data portal?": a yes/no question about what the
 * owner did, answered by the project its words name, is a "Yes." with that project; a question
 * about the project itself ("is the solver open source?") gets no verdict.
 */
function projectDone(knowledge: Knowledge, question: ParsedQuestion, answer: AskAnswer): AskAnswer {
  const [first, second] = question.words;
  const aboutOwner = second !== undefined && (PERSON_WORDS.has(second.folded) || knowledge.person.words.has(second.folded));
  // "Any open-source projects?", "any work on drought?": a yes/no question without a subject.
  const asksAny = first?.folded === 'any';
  // "Our engineers check … by hand. Has he automated that?": the yes/no question after a sentence of context.
  const later = question.words.findIndex(
    (word, i) => i > 0 && DONE_STARTS.has(word.folded) && word.capitalised && isOwner(knowledge, question.words[i + 1]?.folded),
  );
  const asksDone = (first && DONE_STARTS.has(first.folded) && aboutOwner) || asksAny || later > 0;
  // "Would he work on flood forecasting?": not excluded by the stated limits (they answer first) and
  // shown by the projects: a "probably yes" that says what it rests on.
  if (!asksDone && aboutOwner && asksForWork(question) && answer._meta.response_type !== 'not_found') {
    const shown =
      (answer._meta.intent === 'project' && answer._meta.response_type === 'answer') ||
      (answer._meta.intent === 'projects' && /^(?:One|\d+) of /.test(answer.answer));
    if (shown)
      return {
        ...answer,
        _meta: { ...answer._meta, response_type: 'answer', confidence: Math.min(answer._meta.confidence, 0.7) },
        answer: `Probably yes: ${owners(knowledge)} stated limits do not exclude it, and ${owners(knowledge)} projects show this work. ${answer.answer}`,
      };
  }
  if (!asksDone) return answer;
  // "Has she built a VR application?", "a drone mapping tool?": a word asked that no project, skill or
  // bio states ("VR", "drone") is not in the projects found for the rest; the projects are complete
  // on it, so "No." with what they do state.
  // Only the words of the yes/no question itself (not a sentence of context before it), not its verb.
  const clause = question.words.slice(Math.max(later, 0));
  const unstated = clause.filter(
    (word, i) =>
      (i !== 2 || (asksAny && later <= 0)) &&
      word.folded.length > 1 &&
      /^[a-z0-9]+$/.test(word.folded) &&
      !isStopLike(knowledge, word.folded) &&
      !knowledge.person.words.has(word.folded) &&
      !isKnownStem(knowledge, word.stem) &&
      !knowledge.phrases.has(word.stem) &&
      // "academic research", "statistical downscaling": an adjective qualifies what the projects do state.
      !ADJECTIVE_ENDING.test(word.folded),
  );
  // "Has she done data visualization?": a career entry ("Data visualisation", a course) that writes them answers first (./answers/entry-stated.ts).
  const no = (text: string): AskAnswer =>
    statedInEntry(knowledge, question, unstated) ?? {
      ...answer,
      _meta: { ...answer._meta, response_type: 'answer', confidence: Math.min(answer._meta.confidence, 0.8) },
      answer: `No. No project of ${owners(knowledge)} mentions “${unstated.map((word) => word.folded).join(' ')}”; ${text}`,
    };
  if (answer._meta.response_type === 'answer' && answer._meta.intent === 'project') {
    // "Has she done X?" with any verb of the owner; "is the solver open source?" (about the project) gets no verdict.
    // A participle after "has he" ("has he automated …") is a verb of the owner's work too.
    const start = Math.max(later, 0);
    const participle = /^[a-z]{3,}ed$/.test(question.words[start + 2]?.folded ?? '') && question.words[start]?.folded !== 'does';
    const verb = question.cues.has('projectVerb') || question.words.some((word) => DONE_VERBS.has(word.folded)) || participle;
    if (verb && unstated.length) return no(answer.answer);
    return verb ? { ...answer, answer: `Yes. ${answer.answer}` } : answer;
  }
  // "Has she done academic research?": the projects that involve every thing asked (not "none involves all of …"),
  // or whose write-ups state it: a yes/no question is answered with a verdict, not a list.
  if (answer._meta.response_type !== 'list' || answer._meta.intent !== 'projects') return answer;
  const yes = (text: string): AskAnswer => ({ ...answer, _meta: { ...answer._meta, response_type: 'answer' }, answer: `Yes. ${text}` });
  if (/^(?:One|\d+) of /.test(answer.answer)) return unstated.length ? no(answer.answer) : yes(answer.answer);
  const written = /^No project is about (.+) in its title, tags or description, but (?:1 write-up mentions|\d+ write-ups mention) it: (.+)\.$/.exec(
    answer.answer,
  );
  if (written)
    return unstated.length ? no(`the write-up of ${written[2]} mentions ${written[1]} only.`) : yes(`The write-up of ${written[2]} mentions ${written[1]}.`);
  return answer;
}

/** Whether the word at `position` (just after a place) is a content word that the place describes ("US healthcare"). */
function isModifier(knowledge: Knowledge, question: ParsedQuestion, position: number): boolean {
  const next = question.words[position];
  return next !== undefined && !isStopLike(knowledge, next.folded);
}

/** Whether a folded word is the owner: a pronoun or a word of the owner's name. */
function isOwner(knowledge: Knowledge, folded: string | undefined): boolean {
  return folded !== undefined && (PERSON_WORDS.has(folded) || knowledge.person.words.has(folded));
}

/** Adjectives of judgement (general English): "a good programmer" asks how well, not which title. */
const JUDGEMENTS: ReadonlySet<string> = new Set(['good', 'great', 'strong', 'real', 'solid', 'talented', 'skilled', 'competent', 'decent', 'proper', 'bad']);

/** The endings of English adjectives and participles ("statistical", "academic", "interactive", "authorized"). */
const ADJECTIVE_ENDING = /(?:al|ic|ive|ous|ful|less|able|ible|ary|ory|ish|ed)$/;

/** A yes/no question about what the owner did starts with one of these, then the owner. */
const DONE_STARTS = new Set(['has', 'have', 'did', 'does', 'do']);

/** Verbs of doing that are frame words, not the project cue words. */
const DONE_VERBS = new Set(['work', 'worked', 'working', 'works', 'developed', 'designed', 'written', 'wrote', 'led', 'contributed']);

function onlyAboutPerson(knowledge: Knowledge, question: ParsedQuestion): boolean {
  return question.words.some((word) => knowledge.person.words.has(word.folded)) && question.words.every((word) => isStopLike(knowledge, word.folded));
}

/** The prepositions that name the topic of a piece of work ("built for monitoring", "done with captions"). */
const WORK_TOPIC_LEAD: ReadonlySet<string> = new Set(['for', 'with', 'on', 'in', 'around', 'about']);

/** Whether the words from `start` are the topic of the work a question asks for: after a verb of work ("done playout") or its preposition ("built for monitoring"). */
function workTopic(question: ParsedQuestion, start: number): boolean {
  const before = question.words[start - 1]?.folded ?? '';
  const verb = (folded: string) => cuesOfWord(folded).includes('projectVerb');
  // "Has she done anything with safety?" is the yes/no a category answers with its skills and tagged projects.
  return verb(before) || (!question.cues.has('yesno') && WORK_TOPIC_LEAD.has(before) && question.words.slice(0, start - 1).some((word) => verb(word.folded)));
}

// Their machine code goes when idle (text/patterns.ts).
releaseCompiledCode(ADJECTIVE_ENDING);
