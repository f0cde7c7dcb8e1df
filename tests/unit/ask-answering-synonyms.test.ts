/**
 * The answering sentence reads the question's words asked in other words (issue #28, session 33),
 * on a portfolio written here in a field no evaluation set covers (winter road maintenance for a
 * county council: gritting routes, plough telemetry, salt stock): a question word that no project
 * writes counts in a write-up sentence that writes a word of its meaning (WordNet, through the ask
 * index's tables), below a word written as asked. Pure: no build, no server.
 */
import { describe, expect, it } from 'vitest';
import { createPortfolio, portfolioData } from '../../src/core/portfolio.ts';
import { readingOf } from '../../src/core/ask/answers/answering-reading.ts';
import { otherWordings } from '../../src/core/ask/answers/answering-synonyms.ts';
import { withAnsweringSentence } from '../../src/core/ask/answers/answering-sentence.ts';
import { reply } from '../../src/core/ask/answers/reply.ts';
import { buildAskIndex } from '../../src/core/ask/index.ts';
import { createKnowledge } from '../../src/core/ask/knowledge/knowledge.ts';
import { parseQuestion } from '../../src/core/ask/question/parse.ts';
import { createUrls } from '../../src/core/urls.ts';

const project = (id: string, title: string, description: string, date: string, tags: string[], body = '') => ({
  id,
  data: { title, description, date, tags },
  body,
});

function grittingPortfolio() {
  return createPortfolio(
    portfolioData({
      profile: {
        data: { name: 'Maren Tollefsen-Achebe', role: 'Highways Systems Engineer', location: 'Kendal, United Kingdom', email: 'maren@roads.example' },
        body: 'I build the software a county council uses to keep its roads open in winter.',
      },
      skills: [{ category: 'software', skills: [{ name: 'Python 3.12' }, { name: 'PostGIS' }] }],
      career: {
        experience: [{ organisation: 'Fellside County Council', role: 'Highways Systems Engineer', start: '2018-09', location: 'Kendal, United Kingdom' }],
      },
      projects: [
        project(
          'gritter-telemetry',
          'Gritter Fleet Telemetry',
          'Monitors the spread rate and position of 46 gritting lorries on the county routes.',
          '2023-11',
          ['telemetry', 'postgis'],
          'The duty officer opens the depot screen at four in the morning on frost nights. ' +
            'Every lorry sends its spinner speed and position every five seconds over the mobile network. ' +
            'The duty officer monitors the spread rate on the depot screen against a target of 10 grams per square metre. ' +
            'Routes that were missed are flagged to the duty officer before 6 am. ' +
            'Drivers asked for fewer screens in the cab, so the display shows one number.',
        ),
        project(
          'salt-stock',
          'Salt Barn Stock Planner',
          'Plans the salt deliveries to the nine barns of the county before the first frost.',
          '2022-08',
          ['planning', 'python'],
          'The planner reads the forecast of frost nights for the coming fortnight. ' +
            'It orders salt when a barn falls below 40% of its capacity. ' +
            'The barns held 21,000 tonnes at the start of the last winter.',
        ),
      ],
    }),
  );
}

describe('the answering sentence reads words asked in other words', () => {
  const portfolio = grittingPortfolio();
  const index = JSON.parse(JSON.stringify(buildAskIndex(portfolio)));
  const knowledge = createKnowledge(portfolio, createUrls('https://example.test'), index);
  const telemetry = knowledge.projects.find((info) => info.view.id === 'gritter-telemetry')!.view.links.html;
  const card = reply('answer', 'project', 'Gritter Fleet Telemetry (2023-11): Monitors the spread rate and position of 46 gritting lorries. Tags: telemetry.', [
    telemetry,
  ]);
  const monitors = 'The duty officer monitors the spread rate on the depot screen against a target of 10 grams per square metre.';

  it('reads "supervise" in a sentence that writes "monitors", over one that states only the other words', () => {
    const question = parseQuestion(knowledge, 'What does the duty officer supervise on the depot screen?');
    expect(withAnsweringSentence(knowledge, question, card, index.synonyms).answer).toBe(`Gritter Fleet Telemetry: “${monitors}”`);
  });

  it('weighs a word of the same meaning at half the weight of the word it reaches, below a word written as asked', () => {
    const supervise = parseQuestion(knowledge, 'What does the duty officer supervise at the depot?');
    const others = otherWordings(knowledge, supervise, ['superviz', 'depot'], index.synonyms, () => 1);
    expect(others.get('superviz')?.targets.has('monitor')).toBe(true);
    expect(others.has('depot')).toBe(false);
    const weights = new Map([
      ['superviz', 1],
      ['depot', 1],
    ]);
    const written = readingOf(['superviz', 'depot'], weights, 'The duty officer supervises the depot.', new Set(), new Set(), '', new Map(), new Map(), others);
    const reworded = readingOf(['superviz', 'depot'], weights, 'The duty officer monitors the depot.', new Set(), new Set(), '', new Map(), new Map(), others);
    expect(reworded.rest).toBe(2);
    expect(reworded.weight).toBe(1.5);
    expect(written.weight).toBe(2);
  });

  it('reads no word of the meaning of the word asked right after "what" ("what share of …": the value states it, not a word of its meaning)', () => {
    const reached = (text: string) => {
      const question = parseQuestion(knowledge, text);
      const stems = question.words.filter((word) => word.folded.startsWith('supervis')).map((word) => word.stem);
      return otherWordings(knowledge, question, stems, index.synonyms, () => 1).size;
    };
    expect(reached('Who supervises the spread rate at the depot?')).toBe(1);
    expect(reached('What supervises the spread rate at the depot?')).toBe(0);
  });
});
