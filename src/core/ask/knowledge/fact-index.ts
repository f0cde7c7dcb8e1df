/**
 * The fact index (issue #28, "every fact is reachable"): every field and sentence of the public
 * views as one document with its source, searched with MiniSearch (BM25, the entry's name boosted,
 * prefix and fuzzy matching). Built at build time from the public views only (no private field
 * can reach it), serialised into the ask index, loaded once per process with `MiniSearch.loadJS`.
 *
 * A document is a career entry written out with every public field (role, organisation, place,
 * dates, grade, courses, issuer...), a spoken language, a profile link, a publication, an award,
 * a service with its public price, the availability, a bio sentence, or a sentence of a project's
 * description, highlights and write-up. Words are folded and stemmed as everywhere in the engine
 * (../text/words.ts), so British and American spellings meet.
 */
import MiniSearch, { type AsPlainObject, type Options, type SearchResult } from 'minisearch';
import { priceLabel } from '../../career.ts';
import type { Portfolio } from '../../portfolio.ts';
import type { CareerView, PublicProfile, PublicServices } from '../../schema/public.ts';
import { careerView, projectDetail, publicProfile, publicServices, skillGroups } from '../../views.ts';
import { createUrls } from '../../urls.ts';
import { FUNCTION_WORDS } from '../lexicon.ts';
import { sections, splitSentences } from '../text/markdown.ts';
import { eachWord, stem, tokenize as wordTokens } from '../text/words.ts';

/** Where a fact comes from: the kind of entry, which decides the resource cited. */
export type FactKind =
  | 'experience'
  | 'education'
  | 'certificate'
  | 'language'
  | 'publication'
  | 'award'
  | 'volunteer'
  | 'interest'
  | 'profile'
  | 'service'
  | 'availability'
  | 'category'
  | 'bio'
  | 'project';

export interface FactDocument {
  id: number;
  /** The entry's name: organisation, institution, certificate, language, network, title... */
  name: string;
  /** The names the entry carries, the name included (issuer, publisher, degree, courses...): what a question names it by. */
  keys: string;
  /** The fact written out as one sentence (fields) or as the content writes it (sentences). */
  text: string;
  kind: FactKind;
  /** The project id for a project sentence, else empty. */
  project: string;
}

const FIELDS = ['keys', 'text'];
const STORED = ['name', 'keys', 'text', 'kind', 'project'];

/** The same folding and stemming as the rest of the engine; MiniSearch gets the stems. */
function tokenize(text: string): string[] {
  const words: string[] = [];
  eachWord(text, (word) => words.push(word));
  return words;
}

export const FACT_INDEX_OPTIONS: Options<FactDocument> = {
  fields: FIELDS,
  storeFields: STORED,
  tokenize,
  // Function words ("what", "is", "the") are in every sentence: not indexed, not searched.
  processTerm: (term) => (FUNCTION_WORDS.has(term) ? null : stem(term)),
  searchOptions: { boost: { keys: 2 } },
};

// Only the texts of the views are read: the origin of their URLs does not matter.
const INDEX_URLS = createUrls('http://localhost');

const span = (start?: string, end?: string) => (start ? ` from ${start}${end ? ` to ${end}` : ' until now'}` : end ? ` until ${end}` : '');
const sentencesOf = (text: string | undefined): string[] => (text ? splitSentences(text) : []);
const parts = (...items: (string | undefined | false)[]) => items.filter(Boolean).join(', ');

type Entry = Omit<FactDocument, 'id'>;

function careerEntries(career: CareerView): Entry[] {
  const entry = (kind: FactKind, name: string, text: string, ...keys: (string | undefined)[]): Entry => ({
    kind,
    name,
    keys: [name, ...keys].filter(Boolean).join('; '),
    text,
    project: '',
  });
  return [
    ...career.experience.flatMap((e) => [
      entry('experience', e.organisation, `${e.role} at ${e.organisation}${e.location ? ` in ${e.location}` : ''}${span(e.start, e.end)}.`, e.role),
      ...[...sentencesOf(e.summary), ...(e.highlights ?? [])].map((text) => entry('experience', e.organisation, text)),
    ]),
    ...career.education.map((e) =>
      entry(
        'education',
        e.institution,
        `${[e.degree, e.area].filter(Boolean).join(' in ') || 'Studies'} at ${e.institution}${span(e.start, e.end)}${e.score ? `, grade ${e.score}` : ''}${e.courses?.length ? `; courses: ${e.courses.join('; ')}` : ''}.`,
        e.degree,
        e.area,
        ...(e.courses ?? []).filter((course) => !/^\s*(thesis|dissertation)\b/i.test(course)),
      ),
    ),
    ...career.certificates.map((c) =>
      entry('certificate', c.name, `${c.name}${c.issuer ? `, issued by ${c.issuer}` : ''}${c.date ? ` in ${c.date}` : ''}.`, c.issuer),
    ),
    ...career.languages.map((l) => entry('language', l.language, `${l.language}${l.fluency ? `: ${l.fluency}` : ''}.`)),
    ...career.publications.flatMap((p) => [
      entry(
        'publication',
        p.name,
        `“${p.name}”, ${p.kind === 'talk' ? 'a talk' : 'a publication'}${p.publisher ? ` at ${p.publisher}` : ''}${p.date ? ` in ${p.date}` : ''}.`,
        p.publisher,
      ),
      ...sentencesOf(p.summary).map((text) => entry('publication', p.name, text)),
    ]),
    ...career.awards.flatMap((a) => [
      entry('award', a.title, `${a.title}${parts(a.awarder, a.date) ? ` (${parts(a.awarder, a.date)})` : ''}.`, a.awarder),
      ...sentencesOf(a.summary).map((text) => entry('award', a.title, text)),
    ]),
    ...career.volunteer.flatMap((v) => [
      entry('volunteer', v.organisation, `${v.role ? `${v.role} at ` : ''}${v.organisation}${span(v.start, v.end)}.`, v.role),
      ...[...sentencesOf(v.summary), ...(v.highlights ?? [])].map((text) => entry('volunteer', v.organisation, text)),
    ]),
    ...career.interests.map((i) => entry('interest', i.name, `${i.name}${i.keywords?.length ? `: ${i.keywords.join(', ')}` : ''}.`)),
  ];
}

function profileEntries(profile: PublicProfile): Entry[] {
  const entry = (name: string, text: string): Entry => ({ kind: 'profile', name, keys: name, text, project: '' });
  const links = [
    profile.github ? entry('GitHub', `GitHub profile: ${profile.github}`) : undefined,
    profile.linkedin ? entry('LinkedIn', `LinkedIn profile: ${profile.linkedin}`) : undefined,
    profile.website ? entry('Website', `Website: ${profile.website}`) : undefined,
    ...(profile.profiles ?? []).map((p) => entry(p.network, `${p.network} profile${p.username ? ` (${p.username})` : ''}: ${p.url}`)),
  ].filter((link): link is Entry => Boolean(link));
  const bio = sections(profile.bio)
    .flatMap((section) => section.sentences)
    .map((text): Entry => ({ kind: 'bio', name: '', keys: '', text, project: '' }));
  return [...links, ...bio];
}

function serviceEntries(services: PublicServices): Entry[] {
  const list = services.services.map(
    (s): Entry => ({
      kind: 'service',
      name: s.name,
      keys: s.name,
      text: `${s.name}: ${s.price ? `${priceLabel(s.price)}${s.price !== 'on request' ? ` (${s.price.currency})` : ''}` : 'no public price'}.${s.description ? ` ${s.description}` : ''}`,
      project: '',
    }),
  );
  const a = services.availability;
  if (!a) return list;
  const text = [
    a.from ? `Available from ${a.from}` : 'Available now',
    a.daysPerWeek !== undefined ? `${a.daysPerWeek} ${a.daysPerWeek === 1 ? 'day' : 'days'} a week` : '',
    a.workplace?.length ? a.workplace.join(' or ') : '',
    a.timeZones?.length ? `time zone ${a.timeZones.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join(', ');
  return [...list, { kind: 'availability', name: 'Availability', keys: 'Availability', text: `${text}.${a.note ? ` ${a.note}` : ''}`, project: '' }];
}

function projectEntries(portfolio: Portfolio): Entry[] {
  return portfolio.projects.flatMap((project) => {
    const view = projectDetail(project, INDEX_URLS) as ReturnType<typeof projectDetail> & { highlights?: string[] };
    const texts = [...splitSentences(view.description), ...(view.highlights ?? []), ...sections(view.writeup).flatMap((section) => section.sentences)];
    // The title and tags are not indexed with every sentence: a tag would then match every sentence of every project that has it.
    return texts.map((text): Entry => ({ kind: 'project', name: view.title, keys: '', text, project: view.id }));
  });
}

/** A skill category's public level ("Mathematics: Advanced"): the level of single skills is private and never indexed. */
function categoryEntries(portfolio: Portfolio): Entry[] {
  return skillGroups(portfolio.skills)
    .filter((group) => group.level)
    .map((group) => ({
      kind: 'category' as const,
      name: group.label,
      keys: [group.label, group.category.replace(/[-_]+/g, ' ')].join('; '),
      text: `${group.label}: ${group.level} (the public level of the category as a whole).`,
      project: '',
    }));
}

/** Every fact of a portfolio, in a fixed order (the ids are their positions). */
export function factDocuments(portfolio: Portfolio): FactDocument[] {
  const entries = [
    ...(portfolio.profile ? profileEntries(publicProfile(portfolio.profile)) : []),
    ...careerEntries(careerView(portfolio)),
    ...serviceEntries(publicServices(portfolio)),
    ...categoryEntries(portfolio),
    ...projectEntries(portfolio),
  ];
  return entries.map((entry, id) => ({ id, ...entry }));
}

/** Build time: the serialised MiniSearch index of every fact. */
export function buildFactIndex(portfolio: Portfolio): AsPlainObject {
  const search = new MiniSearch<FactDocument>(FACT_INDEX_OPTIONS);
  search.addAll(factDocuments(portfolio));
  return JSON.parse(JSON.stringify(search));
}

/** A search hit with the stored fields of its document. */
export type FactHit = SearchResult & Omit<FactDocument, 'id'>;

export interface FactIndex {
  /**
   * The facts that match a question's stems (OR, BM25; prefix for words of five letters or
   * more, one typo in eight letters), best first; `filter` keeps some.
   */
  search(words: readonly string[], filter?: (hit: FactHit) => boolean): FactHit[];
  /**
   * The first `limit` of {@link FactIndex.search}, the same hits in the same order, without making a
   * hit of every other matching fact (callers that read the best few). `filter` reads only the
   * stored fields (kind, name, keys, text, project).
   */
  best(words: readonly string[], limit: number, filter?: (hit: Omit<FactDocument, 'id'>) => boolean): FactHit[];
  /**
   * The first fact of the entry a fact belongs to: a position's "role at organisation, dates"
   * line for a sentence of its summary, a talk's title line for its summary.
   */
  header(id: number): Omit<FactDocument, 'id'> & { id: number };
  /** The stems of the names of every fact of one kind ("service"), made once per index: what a hit of that kind can name. */
  nameStems(kind: FactDocument['kind']): ReadonlySet<string>;
}

/** The options of every search: whole stems only (no prefix, no typo). */
const SEARCH_OPTIONS = { prefix: false, fuzzy: false } as const;

/**
 * What `best` reads of MiniSearch 7 (pinned in package.json): its raw results before they are made
 * into hits, and the stored fields and ids of its documents. tests/unit/ask-speed.test.ts checks that
 * `best` gives the first hits of `search`, so that an upgrade that changes them fails there.
 */
interface MiniSearchInternals {
  executeQuery(query: string, options: typeof SEARCH_OPTIONS): Map<number, { score: number; terms: string[]; match: Record<string, string[]> }>;
  _storedFields: Map<number, Record<string, unknown>>;
  _documentIds: Map<number, unknown>;
}

/** Engine creation: the index loaded from its serialised form. */
export function loadFactIndex(json: AsPlainObject): FactIndex {
  const search = MiniSearch.loadJS<FactDocument>(json, FACT_INDEX_OPTIONS);
  const nameStemsByKind = new Map<string, ReadonlySet<string>>();
  return {
    search(words, filter) {
      if (!words.length) return [];
      return search.search(words.join(' '), {
        ...SEARCH_OPTIONS,
        ...(filter ? { filter: (result) => filter(result as FactHit) } : {}),
      }) as FactHit[];
    },
    best(words, limit, filter) {
      if (!words.length || limit < 1) return [];
      const query = words.join(' ');
      const internals = search as unknown as MiniSearchInternals;
      // As MiniSearch.search: its raw results (score per document, in the order found), each score
      // times the number of query terms it matched, filtered, then sorted by score (a stable sort:
      // equals stay in the order found). Only the best `limit` are kept, in that order.
      const kept: { docId: number; score: number; terms: string[]; match: Record<string, string[]> }[] = [];
      for (const [docId, { score, terms, match }] of internals.executeQuery(query, SEARCH_OPTIONS)) {
        const scored = score * (terms.length || 1);
        if (kept.length === limit && scored <= kept[limit - 1]!.score) continue;
        if (filter && !filter(internals._storedFields.get(docId) as Omit<FactDocument, 'id'>)) continue;
        let at = kept.length;
        while (at > 0 && kept[at - 1]!.score < scored) at--;
        kept.splice(at, 0, { docId, score: scored, terms, match });
        if (kept.length > limit) kept.pop();
      }
      return kept.map(
        ({ docId, score, terms, match }) =>
          ({
            id: internals._documentIds.get(docId),
            score,
            terms: Object.keys(match),
            queryTerms: terms,
            match,
            ...internals._storedFields.get(docId),
          }) as FactHit,
      );
    },
    nameStems(kind) {
      let stems = nameStemsByKind.get(kind);
      if (!stems) {
        const names = [...(search as unknown as MiniSearchInternals)._storedFields.values()]
          .filter((stored) => stored.kind === kind)
          .map((stored) => String(stored.name));
        nameStemsByKind.set(kind, (stems = new Set(names.flatMap((name) => wordTokens(name).map((token) => token.stem)))));
      }
      return stems;
    },
    header(id) {
      const stored = (at: number) => search.getStoredFields(at) as Omit<FactDocument, 'id'> | undefined;
      const own = stored(id)!;
      let first = id;
      for (let before = stored(first - 1); before && before.kind === own.kind && before.name === own.name; before = stored(first - 1)) first--;
      return { ...stored(first)!, id: first };
    },
  };
}
