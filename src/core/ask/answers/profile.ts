/**
 * Answers about the person: help, profile fields, location checks, contact, and the refusals
 * of private data (which never reaches this module: only the public profile does).
 */
import { continentName, isLocatedIn, type Place } from '../gazetteer.ts';
import { contentCase, type Knowledge } from '../knowledge/knowledge.ts';
import type { ParsedQuestion } from '../question/parse.ts';
import type { AskAnswer } from '../schema.ts';
import { capitalise, joinList } from '../text/english.ts';
import { tokenize } from '../text/words.ts';
import { apiUrl, confidenceOf, owner, owners, reply } from './reply.ts';
import { url } from '../../../catalogue/paths.ts';
import { careerPlace } from './career-places.ts';

export function helpAnswer(knowledge: Knowledge): AskAnswer {
  const who = knowledge.person.first || 'the owner';
  const examples = knowledge.person.full ? [`Who is ${knowledge.person.full}?`] : [];
  const category = knowledge.categories[0];
  if (category) examples.push(`Which skills does ${who} list under ${category.name}?`);
  const skill = category?.skills[0];
  if (skill) examples.push(`Does ${who} know ${skill}?`);
  const tag = mostUsedTag(knowledge);
  if (tag) examples.push(`Show me the ${contentCase(knowledge, tag)} projects`);
  const featured = knowledge.projects.find((project) => project.view.featured) ?? knowledge.projects[0];
  if (featured) examples.push(`Tell me about ${featured.view.title}`);
  if (knowledge.projects.length) examples.push(`What is ${who}'s most recent project?`, 'How many projects are there?');
  if (knowledge.profile) examples.push(`Is ${who} based in Europe?`);
  const subject = knowledge.person.full ? `${knowledge.person.full}'s` : 'this';
  return reply(
    'help',
    'help',
    `Ask a question about ${subject} portfolio in your own words: profile, skills or projects. ` +
      `Answers come from the public portfolio only. For example: ${examples.map((example) => `"${example}"`).join(', ')}.`,
  );
}

type PrivateKind = 'generic' | 'phone' | 'calendar' | 'level' | 'architecture';

export function privateAnswer(knowledge: Knowledge, question: ParsedQuestion, kind: PrivateKind): AskAnswer {
  const email = knowledge.profile?.email;
  const reach = email ? ` The public way to reach ${owner(knowledge)} is e-mail: ${email}.` : '';
  let text: string;
  switch (kind) {
    case 'phone':
      text = `${capitalise(owners(knowledge))} phone number and other private contact details are not part of the public portfolio.${reach}`;
      break;
    case 'calendar':
      text = `Booking links and availability are not part of ${owners(knowledge)} public portfolio.${reach}`;
      break;
    case 'level': {
      const skills = question.mentions.flatMap((mention) => mention.entities.filter((entity) => entity.kind === 'skill'));
      const listed = skills.length
        ? `${owner(knowledge)} lists ${joinList(skills.map((entity) => `${entity.name} (${entity.category})`))} among the skills, but the`
        : 'The';
      text = `${listed} portfolio does not publish skill levels or years of experience, only the names of the skills by category.`;
      break;
    }
    case 'architecture':
      text = `Architecture notes are private and not part of the public portfolio. Ask about a project to get its public description and write-up.`;
      break;
    default:
      text =
        `That is not part of the public portfolio. Answers come only from ${owners(knowledge)} public profile, ` +
        'skills and projects; private details are never shared.';
  }
  return reply('not_found', 'private', text, [], 1);
}

/**
 * Whether a question of years ("how long", "since when") asks about the owner's experience: it speaks of a
 * person or a skill, or asks the years of something ("years of Rust"); "Since when must businesses receive
 * e-invoices?" asks another subject's time.
 */
export function yearsOfOwner(question: ParsedQuestion, skillFraming: boolean): boolean {
  return question.person || skillFraming || question.words.some((word, i) => /^years?$/.test(word.folded) && question.words[i + 1]?.folded === 'of');
}

export function experienceAnswer(knowledge: Knowledge, question: ParsedQuestion): AskAnswer {
  // The bio sentence about years that shares the most words with the question.
  const asked = question.words.map((word) => word.stem);
  let sentence: (typeof knowledge.bio)[number] | undefined;
  let best = -1;
  for (const candidate of knowledge.bio) {
    if (!candidate.stems.has('year')) continue;
    const shared = asked.filter((wordStem) => candidate.stems.has(wordStem)).length;
    if (shared > best) [sentence, best] = [candidate, shared];
  }
  if (!sentence) return privateAnswer(knowledge, question, 'level');
  return reply(
    'answer',
    'profile',
    `The portfolio does not publish years of experience per skill. ${capitalise(owners(knowledge))} bio says: "${sentence.text}"`,
    [apiUrl(knowledge, url('getProfile'))],
    confidenceOf(question, 0.8),
  );
}

type ProfileField = 'who' | 'name' | 'role' | 'location' | 'email' | 'contact' | 'website' | 'github' | 'linkedin' | 'links';

export function roleStems(knowledge: Knowledge): Set<string> {
  return new Set(tokenize(knowledge.profile?.role ?? '').map((token) => token.stem));
}

export function profileField(knowledge: Knowledge, question: ParsedQuestion, field: ProfileField, prefix = ''): AskAnswer {
  const profile = knowledge.profile;
  if (!profile) return reply('not_found', 'profile', 'This portfolio has no profile: its owner has not published a name, role or contact.', [], 1);
  const references = [apiUrl(knowledge, url('getProfile'))];
  const ownerName = owner(knowledge);
  const article = /^[aeiou]/i.test(profile.role ?? '') ? 'an' : 'a';
  const links = (['website', 'github', 'linkedin'] as const).filter((link) => profile[link]).map((link) => `${LINK_NAMES[link]}: ${profile[link]}`);
  switch (field) {
    case 'who': {
      const bio = knowledge.bio[0] ? ` From the bio: "${knowledge.bio[0].text}"` : '';
      return reply('answer', 'profile', `${profile.name} is ${article} ${profile.role}, ${where(knowledge)}.${bio}`, references, confidenceOf(question));
    }
    case 'name':
      return reply('answer', 'profile', `This is the portfolio of ${profile.name}, ${article} ${profile.role}.`, references, confidenceOf(question));
    case 'role':
      return reply('answer', 'profile', `${prefix}${profile.name} is ${article} ${profile.role}, ${where(knowledge)}.`, references, confidenceOf(question));
    case 'location': {
      const continent = continentName(knowledge.location);
      const extra = continent && !(profile.location ?? '').includes(continent) ? ` (${continent})` : '';
      return reply('answer', 'location', `${prefix}${ownerName} is ${where(knowledge)}${extra}.`, references, confidenceOf(question));
    }
    case 'email':
      // The e-mail address is optional in the profile: without one, say so rather than print "undefined".
      if (!profile.email) return reply('not_found', 'contact', `${ownerName} publishes no e-mail address.`, references, confidenceOf(question));
      return reply('answer', 'contact', `${capitalise(owners(knowledge))} e-mail address is ${profile.email}.`, references, confidenceOf(question));
    case 'contact': {
      const more = links.length ? ` Public profiles: ${joinList(links)}.` : '';
      const reach = profile.email ? `You can reach ${ownerName} by e-mail at ${profile.email}.` : `${ownerName} publishes no e-mail address.`;
      const text = `${reach}${more} Other contact details are not public.`;
      return reply('answer', 'contact', text, references, confidenceOf(question));
    }
    case 'links':
      if (!links.length) {
        return reply(
          'answer',
          'contact',
          `${ownerName} lists no website or social profiles${profile.email ? `; the public contact is ${profile.email}` : ' and no e-mail address'}.`,
          references,
          confidenceOf(question),
        );
      }
      return reply(
        'answer',
        'profile',
        `${capitalise(owners(knowledge))} public links: ${joinList(links)}.${profile.email ? ` E-mail: ${profile.email}.` : ''}`,
        references,
        confidenceOf(question),
      );
    default: {
      const url = profile[field];
      const what = field === 'website' ? 'website' : `${LINK_NAMES[field]} profile`;
      if (!url) return reply('not_found', 'profile', `${capitalise(owners(knowledge))} portfolio does not list a ${what}.`, [], 1);
      return reply('answer', 'profile', `${capitalise(owners(knowledge))} ${what} is ${url}.`, references, confidenceOf(question));
    }
  }
}

const LINK_NAMES = { website: 'website', github: 'GitHub', linkedin: 'LinkedIn' } as const;

function mostUsedTag(knowledge: Knowledge): string | undefined {
  const counts = new Map<string, number>();
  for (const project of knowledge.projects) for (const tag of project.view.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0];
}

/** "based in Stockholm, Sweden", or "located in “Remote”" when the location is no place the gazetteer knows. */
function where(knowledge: Knowledge): string {
  const location = knowledge.profile?.location ?? '';
  return knowledge.location.country ? `based in ${location}` : `located in “${location}”`;
}

export function locationCheck(knowledge: Knowledge, question: ParsedQuestion, place: Place): AskAnswer {
  const profile = knowledge.profile;
  if (!profile) return profileField(knowledge, question, 'location');
  // "Has she worked in the Netherlands?": the whole work history, not only where she is based now (./career-places.ts).
  const career = careerPlace(knowledge, question, place);
  if (career) return career;
  const references = [apiUrl(knowledge, url('getProfile'))];
  const inside = isLocatedIn(profile.location ?? '', knowledge.location, place);
  const ownerName = owner(knowledge);
  if (inside === undefined) {
    return reply('answer', 'location', `${ownerName} is ${where(knowledge)}; the portfolio does not say whether that is in ${place.name}.`, references, 0.6);
  }
  const continent = continentName(knowledge.location);
  if (inside) {
    const where = place.kind === 'city' || (profile.location ?? '').toLowerCase().includes(place.name.toLowerCase()) ? '' : `, which is in ${place.name}`;
    return reply('answer', 'location', `Yes. ${ownerName} is based in ${profile.location}${where}.`, references, confidenceOf(question));
  }
  const elsewhere = continent && place.kind !== 'continent' ? ` (${continent})` : continent ? `, in ${continent}` : '';
  return reply('answer', 'location', `No. ${ownerName} is based in ${profile.location}${elsewhere}, not in ${place.name}.`, references, confidenceOf(question));
}
