/**
 * Answers about the person: help, profile fields, location checks, contact, and the refusals
 * of private data (which never reaches this module: only the public profile does).
 */
import { continentName, isIn, type Place } from './geo.ts';
import type { Knowledge } from './knowledge.ts';
import { api, capitalise, conf, owner, owners, reply } from './reply.ts';
import type { AskAnswer } from './schema.ts';
import { joinList, tokenize } from './text.ts';
import type { Parsed } from './understand.ts';

export function helpAnswer(k: Knowledge): AskAnswer {
  const who = k.person.first || 'the owner';
  const examples = k.person.full ? [`Who is ${k.person.full}?`] : [];
  const category = k.categories[0];
  if (category) examples.push(`Which skills does ${who} list under ${category.name}?`);
  const skill = category?.skills[0];
  if (skill) examples.push(`Does ${who} know ${skill}?`);
  const tag = mostUsedTag(k);
  if (tag) examples.push(`Show me the ${tag} projects`);
  const featured = k.projects.find((p) => p.view.featured) ?? k.projects[0];
  if (featured) examples.push(`Tell me about ${featured.view.title}`);
  if (k.projects.length) examples.push(`What is ${who}'s most recent project?`, 'How many projects are there?');
  if (k.profile) examples.push(`Is ${who} based in Europe?`);
  const subject = k.person.full ? `${k.person.full}'s` : 'this';
  return reply(
    'help',
    'help',
    `Ask a question about ${subject} portfolio in your own words: profile, skills or projects. ` +
      `Answers come from the public portfolio only. For example: ${examples.map((e) => `"${e}"`).join(', ')}.`,
  );
}

type PrivateKind = 'generic' | 'phone' | 'calendar' | 'level' | 'architecture';

export function privateAnswer(k: Knowledge, p: Parsed, kind: PrivateKind): AskAnswer {
  const email = k.profile?.email;
  const reach = email ? ` The public way to reach ${owner(k)} is e-mail: ${email}.` : '';
  let text: string;
  switch (kind) {
    case 'phone':
      text = `${capitalise(owners(k))} phone number and other private contact details are not part of the public portfolio.${reach}`;
      break;
    case 'calendar':
      text = `Booking links and availability are not part of ${owners(k)} public portfolio.${reach}`;
      break;
    case 'level': {
      const skills = p.mentions.flatMap((m) => m.entities.filter((e) => e.kind === 'skill'));
      const listed = skills.length
        ? `${owner(k)} lists ${joinList(skills.map((s) => `${s.name} (${s.category})`))} among the skills, but the`
        : 'The';
      text = `${listed} portfolio does not publish skill levels or years of experience, only the names of the skills by category.`;
      break;
    }
    case 'architecture':
      text = `Architecture notes are private and not part of the public portfolio. Ask about a project to get its public description and write-up.`;
      break;
    default:
      text =
        `That is not part of the public portfolio. Answers come only from ${owners(k)} public profile, ` +
        'skills and projects; private details are never shared.';
  }
  return reply('not_found', 'private', text, [], 1);
}

export function experienceAnswer(k: Knowledge, p: Parsed): AskAnswer {
  const sentence = k.bio.find((s) => s.stems.has('year'));
  if (!sentence) return privateAnswer(k, p, 'level');
  return reply(
    'answer',
    'profile',
    `The portfolio does not publish years of experience per skill. ${capitalise(owners(k))} bio says: "${sentence.text}"`,
    [api(k, '/v1/profile')],
    conf(p, 0.8),
  );
}

type ProfileField = 'who' | 'name' | 'role' | 'location' | 'email' | 'contact' | 'website' | 'github' | 'linkedin' | 'links';

export function roleStems(k: Knowledge): Set<string> {
  return new Set(tokenize(k.profile?.role ?? '').map((t) => t.stem));
}

export function profileField(k: Knowledge, p: Parsed, field: ProfileField, prefix = ''): AskAnswer {
  const pr = k.profile;
  if (!pr) return reply('not_found', 'profile', 'This portfolio has no profile: its owner has not published a name, role or contact.', [], 1);
  const ref = [api(k, '/v1/profile')];
  const first = owner(k);
  const a = /^[aeiou]/i.test(pr.role) ? 'an' : 'a';
  const links = (['website', 'github', 'linkedin'] as const).filter((f) => pr[f]).map((f) => `${LINK_NAMES[f]}: ${pr[f]}`);
  switch (field) {
    case 'who': {
      const bio = k.bio[0] ? ` From the bio: "${k.bio[0].text}"` : '';
      return reply('answer', 'profile', `${pr.name} is ${a} ${pr.role}, ${where(k)}.${bio}`, ref, conf(p));
    }
    case 'name':
      return reply('answer', 'profile', `This is the portfolio of ${pr.name}, ${a} ${pr.role}.`, ref, conf(p));
    case 'role':
      return reply('answer', 'profile', `${prefix}${pr.name} is ${a} ${pr.role}, ${where(k)}.`, ref, conf(p));
    case 'location': {
      const continent = continentName(k.location);
      const extra = continent && !pr.location.includes(continent) ? ` (${continent})` : '';
      return reply('answer', 'location', `${first} is ${where(k)}${extra}.`, ref, conf(p));
    }
    case 'email':
      return reply('answer', 'contact', `${capitalise(owners(k))} e-mail address is ${pr.email}.`, ref, conf(p));
    case 'contact': {
      const more = links.length ? ` Public profiles: ${joinList(links)}.` : '';
      const text = `You can reach ${first} by e-mail at ${pr.email}.${more} Other contact details are not public.`;
      return reply('answer', 'contact', text, ref, conf(p));
    }
    case 'links':
      if (!links.length) {
        return reply('answer', 'contact', `${first} lists no website or social profiles; the public contact is ${pr.email}.`, ref, conf(p));
      }
      return reply('answer', 'profile', `${capitalise(owners(k))} public links: ${joinList(links)}. E-mail: ${pr.email}.`, ref, conf(p));
    default: {
      const url = pr[field];
      const what = field === 'website' ? 'website' : `${LINK_NAMES[field]} profile`;
      if (!url) return reply('not_found', 'profile', `${capitalise(owners(k))} portfolio does not list a ${what}.`, [], 1);
      return reply('answer', 'profile', `${capitalise(owners(k))} ${what} is ${url}.`, ref, conf(p));
    }
  }
}

const LINK_NAMES = { website: 'website', github: 'GitHub', linkedin: 'LinkedIn' } as const;

function mostUsedTag(k: Knowledge): string | undefined {
  const counts = new Map<string, number>();
  for (const p of k.projects) for (const t of p.view.tags) counts.set(t, (counts.get(t) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0];
}

/** "based in Stockholm, Sweden", or "located in “Remote”" when the location is no place the gazetteer knows. */
function where(k: Knowledge): string {
  const location = k.profile?.location ?? '';
  return k.location.country ? `based in ${location}` : `located in “${location}”`;
}

export function locationCheck(k: Knowledge, p: Parsed, place: Place): AskAnswer {
  const pr = k.profile;
  if (!pr) return profileField(k, p, 'location');
  const ref = [api(k, '/v1/profile')];
  const inside = isIn(pr.location, k.location, place);
  const first = owner(k);
  if (inside === undefined) {
    return reply('answer', 'location', `${first} is ${where(k)}; the portfolio does not say whether that is in ${place.name}.`, ref, 0.6);
  }
  const continent = continentName(k.location);
  if (inside) {
    const where = place.kind === 'city' || pr.location.toLowerCase().includes(place.name.toLowerCase()) ? '' : `, which is in ${place.name}`;
    return reply('answer', 'location', `Yes. ${first} is based in ${pr.location}${where}.`, ref, conf(p));
  }
  const elsewhere = continent && place.kind !== 'continent' ? ` (${continent})` : continent ? `, in ${continent}` : '';
  return reply('answer', 'location', `No. ${first} is based in ${pr.location}${elsewhere}, not in ${place.name}.`, ref, conf(p));
}
