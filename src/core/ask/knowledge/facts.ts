/**
 * Retrievable facts: sentences the engine can quote, each with the reference it comes from. The
 * sources are pluggable: each contributes facts from the public views, and a new kind of content
 * (experience, education, services...) is one more entry of FACT_SOURCES. The bio is the first.
 *
 * Each fact is matched at engine creation against the relation groups of ../tables/fact-relations.json
 * (general English: "work at" answers "who is her employer"), so that a request only compares a
 * few group ids.
 */
import factRelations from '../tables/fact-relations.json' with { type: 'json' };
import roleNouns from '../tables/role-nouns.json' with { type: 'json' };
import type { CareerView, PublicProfile, PublicServices } from '../../schema/public.ts';
import type { Urls } from '../../urls.ts';
import { sections, splitSentences } from '../text/markdown.ts';
import { eachWord, stem } from '../text/words.ts';
import { url } from '../../../catalogue/paths.ts';

export interface Fact {
  /** The sentence, as the content writes it. */
  text: string;
  /** Its stems, in order. */
  stems: string[];
  stemSet: Set<string>;
  /** The source's URL (an API resource). */
  reference: string;
  /** Which source it comes from, for example "bio". */
  source: string;
  /** What the sentence is about within its source ("Staff SRE at Szybko"), if more than the source. */
  context?: string;
  /** Ids of the relation groups whose fact phrases it contains. */
  relations: Set<string>;
}

/** What a source reads: the public views of the portfolio. */
export interface FactInput {
  profile: PublicProfile | null;
  urls: Urls;
  /** The public career view (empty lists when the content has none). */
  career?: CareerView;
  /** The public services (public prices only). */
  services?: PublicServices;
}

export interface FactSource {
  name: string;
  facts(input: FactInput): { text: string; reference: string; context?: string }[];
}

/** The bio, one fact per sentence, cited with the profile resource. */
const bioSource: FactSource = {
  name: 'bio',
  facts: ({ profile, urls }) =>
    profile
      ? sections(profile.bio)
          .flatMap((section) => section.sentences)
          .map((text) => ({ text, reference: urls.api(url('getProfile')) }))
      : [],
};

/** The sentences of a text, or none. */
const sentencesOf = (text: string | undefined): string[] => (text ? splitSentences(text) : []);

/**
 * The career's own sentences: what each position's summary and highlights, each publication's
 * and award's summary say ("Cut paging volume by 70%"), cited with the career resource.
 */
const careerSource: FactSource = {
  name: 'career',
  facts: ({ career, urls }) => {
    if (!career) return [];
    const reference = urls.api(url('getCareer'));
    const entry = (context: string, texts: string[]) => texts.map((text) => ({ text, reference, context }));
    return [
      ...career.experience.flatMap((e) => entry(`${e.role} at ${e.organisation}`, [...sentencesOf(e.summary), ...(e.highlights ?? [])])),
      ...career.volunteer.flatMap((v) => entry(`${v.role ? `${v.role} at ` : ''}${v.organisation}`, [...sentencesOf(v.summary), ...(v.highlights ?? [])])),
      ...career.publications.flatMap((p) => entry(`“${p.name}”`, sentencesOf(p.summary))),
      ...career.awards.flatMap((a) => entry(a.title, sentencesOf(a.summary))),
    ];
  },
};

/** What each service's description and the availability's note say ("One client at a time"), cited with the services resource. */
const servicesSource: FactSource = {
  name: 'services',
  facts: ({ services, urls }) => [
    ...(services?.services ?? []).flatMap((service) =>
      sentencesOf(service.description).map((text) => ({ text, reference: urls.api(url('getServices')), context: service.name })),
    ),
    ...sentencesOf(services?.availability?.note).map((text) => ({ text, reference: urls.api(url('getServices')), context: 'availability' })),
  ],
};

/** Every source of facts, in order of precedence (a tie between facts goes to the earlier source). */
export const FACT_SOURCES: FactSource[] = [bioSource, careerSource, servicesSource];

export interface Relation {
  id: string;
  /** What the portfolio does not say when no fact has it ("whether {name} works remotely"). */
  unstated: string;
  /** Stem phrases of the question side. */
  question: string[][];
  /** Stem phrases of the fact side. */
  fact: string[][];
}

const stemsOf = (text: string): string[] => {
  const stems: string[] = [];
  eachWord(text, (word) => stems.push(stem(word)));
  return stems;
};

/** "… as a senior data engineer at Kvarn Payments": a job title followed by "at" names the employer too. */
const ROLE_AT = roleNouns.map((noun) => `${noun} at`);

export const RELATIONS: Relation[] = factRelations.map((relation) => ({
  id: relation.id,
  unstated: relation.unstated,
  question: relation.question.map(stemsOf),
  fact: [...relation.fact, ...(relation.id === 'employer' ? ROLE_AT : [])].map(stemsOf),
}));

/**
 * A set of labelled stem phrases indexed by first stem: `find` returns the labels of the phrases
 * a stem sequence contains, looking only at the phrases that start with one of its stems.
 */
export class PhraseMatcher<T> {
  private readonly byFirst = new Map<string, { phrase: string[]; label: T }[]>();

  constructor(entries: Iterable<{ phrase: string[]; label: T }>) {
    for (const entry of entries) {
      if (!entry.phrase.length) continue;
      const list = this.byFirst.get(entry.phrase[0]!) ?? [];
      list.push(entry);
      this.byFirst.set(entry.phrase[0]!, list);
    }
  }

  /** Whether some phrase starts with this stem (a cheap test before `find`). */
  starts(stem: string): boolean {
    return this.byFirst.has(stem);
  }

  /** The labels found, in order of first occurrence, each once. */
  find(stems: readonly string[]): T[] {
    const found: T[] = [];
    for (let i = 0; i < stems.length; i++) {
      const candidates = this.byFirst.get(stems[i]!);
      if (!candidates) continue;
      next: for (const { phrase, label } of candidates) {
        if (found.includes(label) || i + phrase.length > stems.length) continue;
        for (let j = 1; j < phrase.length; j++) if (stems[i + j] !== phrase[j]) continue next;
        found.push(label);
      }
    }
    return found;
  }
}

/** Question side of the relations: which relation ids a question's stems ask about. */
export const QUESTION_RELATIONS = new PhraseMatcher(RELATIONS.flatMap((relation) => relation.question.map((phrase) => ({ phrase, label: relation.id }))));
const FACT_RELATIONS = new PhraseMatcher(RELATIONS.flatMap((relation) => relation.fact.map((phrase) => ({ phrase, label: relation.id }))));

/** Whether a stem sequence contains a phrase (contiguous). */
export function containsPhrase(stems: readonly string[], phrase: readonly string[]): boolean {
  outer: for (let i = 0; i + phrase.length <= stems.length; i++) {
    for (let j = 0; j < phrase.length; j++) if (stems[i + j] !== phrase[j]) continue outer;
    return true;
  }
  return false;
}

export function buildFacts(input: FactInput, sources: readonly FactSource[] = FACT_SOURCES): Fact[] {
  const facts: Fact[] = [];
  for (const source of sources) {
    for (const { text, reference, context } of source.facts(input)) {
      const stems = stemsOf(text);
      const relations = new Set(FACT_RELATIONS.find(stems));
      facts.push({ text, stems, stemSet: new Set(stems), reference, source: source.name, ...(context ? { context } : {}), relations });
    }
  }
  return facts;
}
