/**
 * The /v1/ask engine of a portfolio as the server has it, for the ask tests: the index built
 * (as the build does), passed through JSON (as between the build and the server), and the engine
 * started on https://example.test. `askContent` writes an invented portfolio's content files into a
 * folder and answers from it; `post` writes a post entry of `portfolioData`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type AskAnswer, type AskEngine, type AskEngineOptions, buildAskIndex, createAskEngine } from '../../src/core/ask/index.ts';
import { loadPortfolioSource } from '../../src/core/content/load.ts';
import { createPortfolio, type Portfolio, portfolioData } from '../../src/core/portfolio.ts';
import { createUrls } from '../../src/core/urls.ts';
import { judgeWork } from '../../src/core/ask/answers/work-judge.ts';
import { engineParts } from '../../src/core/ask/parts.ts';
import { parseQuestion } from '../../src/core/ask/question/parse.ts';

export function askEngineOf(portfolio: Portfolio, options: AskEngineOptions = {}): AskEngine {
  return createAskEngine(portfolio, createUrls('https://example.test'), JSON.parse(JSON.stringify(buildAskIndex(portfolio))), options);
}

/** An invented portfolio's content files: profile.md, the optional YAML files, and projects/<id>.md. */
export interface ContentFiles {
  profile: string;
  skills?: string;
  career?: string;
  services?: string;
  projects: Record<string, string>;
}

/** Writes `files` into `dir` (an empty temporary folder) and returns the portfolio read from it. */
export function contentPortfolio(dir: string, files: ContentFiles): Portfolio {
  writeFileSync(join(dir, 'profile.md'), files.profile);
  for (const name of ['skills', 'career', 'services'] as const) {
    const text = files[name];
    if (text !== undefined) writeFileSync(join(dir, `${name}.yaml`), text);
  }
  mkdirSync(join(dir, 'projects'));
  for (const [id, text] of Object.entries(files.projects)) writeFileSync(join(dir, 'projects', `${id}.md`), text);
  return createPortfolio(portfolioData(loadPortfolioSource(dir)));
}

/** Writes `files` into `dir` (an empty temporary folder) and returns the engine's ask over that portfolio. */
export function askContent(dir: string, files: ContentFiles, options: AskEngineOptions = {}): (question: string) => AskAnswer {
  const engine = askEngineOf(contentPortfolio(dir, files), options);
  return (question: string) => engine.ask(question);
}

/** Writes `files` into `dir` and returns the work judge's chosen project ids for a question (undefined when it judges none). */
export function judgedContent(dir: string, files: ContentFiles): (question: string) => string[] | undefined {
  const portfolio = contentPortfolio(dir, files);
  const { knowledge, synonyms } = engineParts(portfolio, createUrls('https://example.test'), JSON.parse(JSON.stringify(buildAskIndex(portfolio))), {});
  return (text: string) =>
    judgeWork(knowledge, parseQuestion(knowledge, text), text, synonyms)?.chosen.map((match) => knowledge.projects[match.project]!.view.id);
}

export const post = (id: string, date: string, title: string, description: string, body: string, tags: string[], draft = false) => ({
  id,
  data: { title, description, date, tags, ...(draft ? { draft } : {}) },
  body,
});

/** A project file (`projects/<id>.md`): front matter and Markdown write-up, as the ask tests write their invented projects. */
export const projectMarkdown = (title: string, description: string, date: string, tags: string[], body: string) =>
  `---\ntitle: ${title}\ndescription: ${description}\ndate: "${date}"\ntags: [${tags.join(', ')}]\n---\n${body}\n`;

/** A project entry of `portfolioData` (id, front matter, Markdown write-up), as the ask tests write their invented projects. */
export const projectEntry = (id: string, title: string, description: string, date: string, tags: string[], body = '') => ({
  id,
  data: { title, description, date, tags },
  body,
});
