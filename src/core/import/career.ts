// JSON Resume `work`, `education`, `certificates`, `publications`, `languages`, `volunteer`,
// `awards`, `interests` and `references` -> career.yaml.
import { stringify } from 'yaml';
import { clean, date, type Json, link, objects, reportExtra, skip, str, strings } from './values.ts';

/** `work` -> experience (needs name, position and startDate); its `projects` keep only the ids imported. */
function experience(resume: Json, used: Set<string>, report: string[]): Json[] {
  return objects(resume.work).flatMap((w, i) => {
    const organisation = str(w.name);
    const role = str(w.position);
    const start = date(w.startDate);
    if (!organisation || !role || !start) {
      report.push(`work.${i}: needs name, position and startDate; not carried over`);
      return [];
    }
    reportExtra(`work.${i}`, w, ['name', 'position', 'url', 'description', 'location', 'startDate', 'endDate', 'summary', 'highlights', 'projects'], report);
    const projects = strings(w.projects)?.filter((id) => [...used].includes(id));
    return [
      clean({
        organisation,
        url: link(w.url, `work.${i}.url`, report),
        description: str(w.description),
        role,
        start,
        end: date(w.endDate),
        location: str(w.location),
        summary: str(w.summary),
        highlights: strings(w.highlights),
        projects: projects?.length ? projects : undefined,
      }),
    ];
  });
}

/** `education` -> education (`studyType` as the degree). */
function education(resume: Json, report: string[]): Json[] {
  return objects(resume.education).flatMap((e, i) => {
    const institution = str(e.institution);
    if (!institution) {
      report.push(`education.${i}: no institution, not carried over`);
      return [];
    }
    reportExtra(`education.${i}`, e, ['institution', 'url', 'area', 'studyType', 'startDate', 'endDate', 'score', 'courses'], report);
    return [
      clean({
        institution,
        url: link(e.url, `education.${i}.url`, report),
        area: str(e.area),
        degree: str(e.studyType),
        start: date(e.startDate),
        end: date(e.endDate),
        score: str(e.score),
        courses: strings(e.courses),
      }),
    ];
  });
}

/** `certificates` -> certificates. */
function certificates(resume: Json, report: string[]): Json[] {
  return objects(resume.certificates).flatMap((c, i) => {
    const certName = str(c.name);
    if (!certName) return skip(report, `certificates.${i}: no name, not carried over`);
    reportExtra(`certificates.${i}`, c, ['name', 'issuer', 'date', 'url'], report);
    return [clean({ name: certName, issuer: str(c.issuer), date: date(c.date), url: link(c.url, `certificates.${i}.url`, report) })];
  });
}

/**
 * `publications` -> publications (`type: talk` kept as a talk). An entry with `type: post` is a
 * post of the site that exported the document (src/core/resume.ts): posts live in `posts/`, so it
 * is reported and left out, never made a career publication.
 */
function publications(resume: Json, report: string[]): Json[] {
  return objects(resume.publications).flatMap((p, i) => {
    if (p.type === 'post') return skip(report, `publications.${i}: a post of the exporting site (type post), left alone: posts are written in posts/<id>.md`);
    const title = str(p.name);
    if (!title) return skip(report, `publications.${i}: no name, not carried over`);
    reportExtra(`publications.${i}`, p, ['name', 'type', 'publisher', 'releaseDate', 'url', 'summary'], report);
    return [
      clean({
        name: title,
        kind: p.type === 'talk' ? 'talk' : undefined,
        publisher: str(p.publisher),
        date: date(p.releaseDate),
        url: link(p.url, `publications.${i}.url`, report),
        summary: str(p.summary),
      }),
    ];
  });
}

/** `languages` -> languages. */
function languages(resume: Json, report: string[]): Json[] {
  return objects(resume.languages).flatMap((l, i) => {
    const language = str(l.language);
    if (!language) return skip(report, `languages.${i}: no language, not carried over`);
    reportExtra(`languages.${i}`, l, ['language', 'fluency'], report);
    return [clean({ language, fluency: str(l.fluency) })];
  });
}

/** `volunteer` -> volunteer (`organization` as the organisation). */
function volunteer(resume: Json, report: string[]): Json[] {
  return objects(resume.volunteer).flatMap((v, i) => {
    const organisation = str(v.organization);
    if (!organisation) return skip(report, `volunteer.${i}: no organization, not carried over`);
    reportExtra(`volunteer.${i}`, v, ['organization', 'position', 'url', 'startDate', 'endDate', 'summary', 'highlights'], report);
    return [
      clean({
        organisation,
        role: str(v.position),
        url: link(v.url, `volunteer.${i}.url`, report),
        start: date(v.startDate),
        end: date(v.endDate),
        summary: str(v.summary),
        highlights: strings(v.highlights),
      }),
    ];
  });
}

/** `awards` -> awards. */
function awards(resume: Json, report: string[]): Json[] {
  return objects(resume.awards).flatMap((a, i) => {
    const title = str(a.title);
    if (!title) return skip(report, `awards.${i}: no title, not carried over`);
    reportExtra(`awards.${i}`, a, ['title', 'date', 'awarder', 'summary'], report);
    return [clean({ title, awarder: str(a.awarder), date: date(a.date), summary: str(a.summary) })];
  });
}

/** `interests` -> interests. */
function interests(resume: Json, report: string[]): Json[] {
  return objects(resume.interests).flatMap((x, i) => {
    const interest = str(x.name);
    if (!interest) return skip(report, `interests.${i}: no name, not carried over`);
    reportExtra(`interests.${i}`, x, ['name', 'keywords'], report);
    return [clean({ name: interest, keywords: strings(x.keywords) })];
  });
}

/** `references` -> references, private (a third party's personal data), which is reported. */
function references(resume: Json, report: string[]): Json[] {
  return objects(resume.references).flatMap((r, i) => {
    const who = str(r.name);
    if (!who) return skip(report, `references.${i}: no name, not carried over`);
    reportExtra(`references.${i}`, r, ['name', 'reference'], report);
    report.push(`references.${i} (${who}): kept private in career.yaml (a third party's personal data: portfolio:read only, never published or exported)`);
    return [clean({ name: who, reference: str(r.reference) })];
  });
}

/** career.yaml from the career sections, or undefined when there is none. */
export function importCareer(resume: Json, used: Set<string>, report: string[]): string | undefined {
  const career: Json = {};
  const sections: [string, Json[]][] = [
    ['experience', experience(resume, used, report)],
    ['education', education(resume, report)],
    ['certificates', certificates(resume, report)],
    ['publications', publications(resume, report)],
    ['languages', languages(resume, report)],
    ['volunteer', volunteer(resume, report)],
    ['awards', awards(resume, report)],
    ['interests', interests(resume, report)],
    ['references', references(resume, report)],
  ];
  for (const [name, entries] of sections) if (entries.length) career[name] = entries;
  return Object.keys(career).length ? stringify(career, { lineWidth: 0 }) : undefined;
}
