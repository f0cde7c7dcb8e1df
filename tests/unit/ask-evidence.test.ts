/**
 * /v1/ask reads a fact where the content states it (issue #28, classes 2 and 6), on a portfolio
 * written here in a field no evaluation set covers (a pipe-organ builder): a fact a post states
 * about a project answers a fact question that names no post, when the post's sentence states
 * more of the question than the project's own text; a question that names a post as its source
 * ("in his post on …, how many …") is a fact question, not a request for the list of posts.
 * Pure: no build, no server.
 */
import { describe, expect, it } from 'vitest';
import { sections } from '../../src/core/ask/text/markdown.ts';
import { createPortfolio, portfolioData } from '../../src/core/portfolio.ts';
import { askEngineOf, post } from '../support/ask-engine.ts';

function organEngine() {
  const portfolio = createPortfolio(
    portfolioData({
      profile: {
        data: { name: 'Tomas Berglund', role: 'Pipe Organ Builder', location: 'Lund, Sweden', email: 'tomas@berglund-organ.example' },
        body: 'I restore and voice pipe organs in Scandinavian churches. I am happy to work on historic organ restorations, reed voicing and tuning contracts. I will not work on electronic organ sales, and I do not build harpsichords or pianos for dealers. I spend three days a week at the bench in my Lund workshop.',
      },
      projects: [
        {
          id: 'cathedral-organ',
          data: {
            title: 'Cathedral Organ Restoration',
            description: 'A two-year restoration of a 1934 cathedral organ with 102 stops and four manuals; 640 reed pipes revoiced.',
            date: '2024-05',
            tags: ['restoration', 'voicing'],
          },
          body: 'The wind system was rebuilt with new reservoirs. The console got a new combination action. Wind pressure was logged with Windmesser, a small data logger. Before the restoration, the stops were switched by Relaisport boxes.',
        },
        {
          id: 'practice-organ',
          data: {
            title: 'Practice Organ for a Conservatory',
            description: 'A two-manual practice organ with a digital console that models pipe speech in TensorFlow.',
            date: '2021-09',
            tags: ['digital', 'lang'],
          },
          body: 'Orgelbus is a serial protocol for stop actions, written by a Dutch builder. The console has a wind guard against over-blowing. The console runs Hauptwerk 8 on a small PC. Its stop buttons talk Orgelbus version 3.1 to the pipe chests.',
        },
        {
          id: 'stop-controller',
          data: {
            title: 'Stop Action Controller',
            description: 'A controller for electric stop actions, written in J.',
            date: '2023-01',
            tags: ['j', 'electronics'],
          },
          body: '',
        },
        {
          id: 'chamber-organ',
          data: {
            title: 'Chamber Organ for a School',
            description: 'A new chamber organ of six stops for a music school.',
            date: '2022-03',
            tags: ['new-build'],
          },
          body: 'The case is oak from a licensed forest. A wind pressure regulator keeps the pipes steady. The 38 pipes of its Lund tuning manual were copied from the cathedral organ.',
        },
      ],
      posts: [
        post(
          'voicing-reeds',
          '2025-02-10',
          'Voicing reeds in a cold cathedral',
          'Notes from the reed work on the cathedral organ.',
          'We revoiced 640 reed pipes during the restoration. Tuning the cathedral organ took eleven days with three tuners, because the nave never rose above 9 degrees. The longest resonator of the pedal trombone is 16 feet of zinc. Carting the trombone up took 3 days. Frost cracked the oboe pipes that the cathedral lent to the school. Afterwards we counted 31 split tongues. The guild voicing standard (part 4) lists the pipes to keep steady.',
          ['voicing'],
        ),
        post(
          'wind-collector',
          '2024-06-01',
          'A dust collector for the bellows room',
          'How a small dust collector kept the re-leathered bellows clean.',
          'The collector runs while the sanders work.',
          ['workshop'],
        ),
      ],
      services: {
        services: [
          { name: 'Tuning visit', description: 'A day of tuning.', price: { amount: 900, currency: 'EUR', unit: 'day' } },
          {
            name: 'Carillon servicing',
            description: 'Yearly care of the bells of a tower.',
            price: { amount: 2400, currency: 'EUR', unit: 'day', private: true },
          },
        ],
        availability: { from: '2027-01', daysPerWeek: 2, note: 'Three church visits a month at most.' },
      },
      career: {
        interests: [{ name: 'Go', keywords: ['1450 on Kaigoban'] }, { name: 'Volunteering at the choir' }],
        volunteer: [{ organisation: 'MIDI Sweden', role: 'Board member', start: '2020' }],
        awards: [{ title: 'Best restoration', awarder: 'Swedish Organ Society', date: '2023-05' }],
        publications: [{ name: 'Restoring 102 stops without stopping the services', kind: 'talk', publisher: 'Organ Days 2024', date: '2024-09' }],
        experience: [
          {
            organisation: 'Orgelbau Kessler',
            role: 'Reed voicer',
            start: '2012-04',
            end: '2018-06',
            location: 'Bremen, Germany',
            summary: 'Voiced the reed stops of fourteen new organs for churches in northern Germany.',
            highlights: ['Revoiced 640 reed pipes of a cathedral organ in one winter.'],
          },
          { organisation: 'Marcussen Workshop', role: 'Apprentice', start: '2008-09', end: '2012-03', location: 'Aabenraa, Denmark' },
        ],
        education: [
          {
            institution: 'Lund University',
            degree: 'PhD',
            area: 'Musicology',
            start: '2007-09',
            end: '2012-03',
            score: 'with distinction',
            courses: ['Thesis: Reed voicing in Baltic organs (supervised by Prof. Anna Holm)'],
          },
        ],
      },
      skills: [
        { category: 'craft', label: 'Organ craft', level: 'Expert', skills: [{ name: 'Reed voicing' }, { name: 'Pipe making' }, { name: 'Scaling' }] },
        { category: 'software', skills: [{ name: 'Hauptwerk' }, { name: 'MIDI' }, { name: 'TensorFlow 2.15' }] },
        { category: 'materials', skills: [{ name: 'Zinc' }] },
        { category: 'languages', skills: [{ name: 'R 4.3' }] },
        { category: 'TMOS', skills: [{ name: 'Haas VF-2' }, { name: 'Fanuc 0i' }] },
      ],
    }),
  );
  return askEngineOf(portfolio);
}

describe('ask: facts stated in posts and write-ups', () => {
  const engine = organEngine();

  it('answers a fact question about a project from the post that states it, citing the post', () => {
    const answer = engine.ask('How long did tuning the cathedral organ take?');
    expect(answer.answer).toContain('eleven days');
    expect(answer.references).toContain('https://example.test/v1/posts/voicing-reeds');
  });

  it('keeps the project sentence that states the quantity asked', () => {
    const answer = engine.ask('How many stops does the cathedral organ have?');
    expect(answer.answer).toContain('102 stops');
    expect(answer.references.join(' ')).toContain('cathedral-organ');
  });

  it('says yes to a one-letter name that is exactly a tag of a project', () => {
    const answer = engine.ask('Does he know J?');
    expect(answer.answer).toMatch(/^Yes\. /);
    expect(answer.references.join(' ')).toContain('stop-controller');
  });

  it('says yes to a name a write-up writes with a capital inside a sentence about the work, not to one it names as what was there before', () => {
    const used = engine.ask('Does he know Windmesser?');
    expect(used.answer).toMatch(/^Yes\. /);
    expect(used.references.join(' ')).toContain('cathedral-organ');
    const before = engine.ask('Does he know Relaisport?');
    expect(before.answer).not.toMatch(/^Yes/);
    expect(before.answer.toLowerCase()).toContain('relaisport');
  });

  it('reads the verb after the subject of a yes/no question as how the thing was used, not as a further thing asked', () => {
    const answer = engine.ask('Has he calibrated Windmesser?');
    expect(answer.answer).toMatch(/^Yes\. /);
    expect(answer.answer).not.toContain('calibrated');
  });

  it('answers a version of a skill listed without one from the version a project writes after its name', () => {
    const used = engine.ask('Has he used Hauptwerk 8?');
    expect(used.answer).toMatch(/^Yes\. /);
    expect(used.references.join(' ')).toContain('practice-organ');
    expect(engine.ask('Which Hauptwerk version does he use?').answer).toContain('Hauptwerk 8');
  });

  it('answers a version of a name that is no listed skill from the project text, "version 3.1" included', () => {
    expect(engine.ask('Which version of Orgelbus does the console use?').answer).toContain('3.1');
    const check = engine.ask('Has he used Orgelbus 3.1?');
    expect(check.answer).toMatch(/^Yes\. /);
    expect(check.references.join(' ')).toContain('practice-organ');
    const other = engine.ask('Has he used Orgelbus 2.0?');
    expect(other.answer).not.toMatch(/^Yes/);
    expect(other.answer).toContain('3.1');
  });

  it('tells what the owner did at a position with its summary, not the dates alone', () => {
    const answer = engine.ask('What did he do at Orgelbau Kessler?');
    expect(answer.answer).toContain('Reed voicer');
    expect(answer.answer).toContain('fourteen new organs');
  });

  it('reads an education entry with its courses: the thesis, its supervisor, and a grade asked about', () => {
    expect(engine.ask('What was his PhD about?').answer).toContain('Reed voicing in Baltic organs');
    expect(engine.ask('Who supervised his doctorate?').answer).toContain('Anna Holm');
    expect(engine.ask('Did he graduate with distinction?').answer).toMatch(/^Yes\. /);
  });

  it('answers what the owner will not work on with the limits the bio states, however the negation is written', () => {
    for (const q of ["What won't he work on?", 'What kind of work does he not do?']) {
      const answer = engine.ask(q);
      expect(answer.answer, q).toContain('electronic organ sales');
      expect(answer.references, q).toContain('https://example.test/v1/profile');
    }
  });

  it('says no to a request for work that most words of a stated limit describe, after a sentence of context too', () => {
    expect(engine.ask('Would he sell electronic organs for us?').answer).toMatch(/^No\. /);
    expect(engine.ask('We run a piano shop. Would he build pianos for our dealers?').answer).toMatch(/^No\. /);
  });

  it('says yes to a request for work the bio says the owner is happy to do', () => {
    expect(engine.ask('Would he take on a historic organ restoration?').answer).toMatch(/^Yes\. /);
    expect(engine.ask('Is he interested in tuning contracts?').answer).toMatch(/^Yes\. /);
    expect(engine.ask('Would he build a chamber organ for a church?').answer).not.toMatch(/^No\b/);
  });

  it('finds a post by a word of the same family or a hyphenated word ("dust collection", "re-leathered")', () => {
    const family = engine.ask('Has he blogged about dust collection?');
    expect(family.answer).toMatch(/^Yes\. /);
    expect(family.references).toContain('https://example.test/v1/posts/wind-collector');
    expect(engine.ask('Has he written about re-leathered bellows?').answer).toMatch(/^Yes\. /);
  });

  it('answers "does he blog?" with the posts, and a follow-up part that names nothing ("what about?") adds no "nothing found"', () => {
    const answer = engine.ask('Does he blog? What about?');
    expect(answer.answer).toMatch(/^Yes\. /);
    expect(answer.answer).toContain('Voicing reeds in a cold cathedral');
    expect(answer.answer).not.toContain('nothing');
  });

  it('reads a four-letter name with one inner letter changed as that name when it is written or asked as a name', () => {
    for (const q of ['Does he know Zonc?', 'does he know zirc']) {
      const answer = engine.ask(q);
      expect(answer.answer, q).toMatch(/^Yes\. /);
      expect(answer.answer, q).toContain('Zinc');
    }
    // "long" is no typo of the tag "lang": a common word in its place in the question is left alone.
    expect(engine.ask('How long did tuning the cathedral organ take?').answer).toContain('eleven days');
  });

  it('reads a name written out in capitals as the listed short name its initials spell', () => {
    const answer = engine.ask('Does he know Musical Instrument Digital Interface?');
    expect(answer.answer).toMatch(/^Yes\. /);
    expect(answer.answer).toContain('MIDI');
    expect(engine.ask('Does he know the Royal College of Organists?').answer).not.toMatch(/^Yes/);
  });

  it('reads "rate" as a verb ("how does he rate himself in …") as a question of level, not of prices', () => {
    const answer = engine.ask('How does he rate himself in organ craft?');
    expect(answer.answer).toContain('Expert');
    expect(answer.answer).not.toContain('900');
    expect(engine.ask('What is his day rate?').answer).toContain('900');
  });

  it('names the tags of the one project found as the content writes them', () => {
    expect(engine.ask('Which projects involve electronics?').answer).toContain('Tags: J, electronics.');
  });

  it('says what the one project found is, from its description, not its title alone', () => {
    const answer = engine.ask('Which projects involve restoration?');
    expect(answer.answer).toContain('Cathedral Organ Restoration');
    expect(answer.answer).toContain('102 stops');
    // The same in a skill check of a thing that is no listed skill.
    const check = engine.ask('Restoration experience?');
    expect(check.answer).toContain('102 stops');
  });

  it('finds a common kind of skill among skills listed with a version, and names the projects that use them', () => {
    const answer = engine.ask('Does he know machine learning?');
    expect(answer.answer).toContain('TensorFlow 2.15');
    expect(answer.answer).toContain('Practice Organ for a Conservatory');
  });

  it('reads a place before a noun as describing the thing asked about, not as where the owner is', () => {
    expect(engine.ask('Has he worked with US reed data?').answer).not.toContain('not in the United States');
    expect(engine.ask('Is he in the US?').answer).toMatch(/^No\. .*not in the United States/);
  });

  it('quotes a career entry a yes/no question names without a "Yes." when the entry does not state what is asked', () => {
    const unstated = engine.ask('Is Orgelbau Kessler closing in Bremen?');
    expect(unstated.answer).not.toMatch(/^Yes/);
    expect(unstated.answer).toContain('Orgelbau Kessler');
    expect(engine.ask('Was he a reed voicer at Orgelbau Kessler?').answer).toMatch(/^Yes\. /);
    // "programming" is not written in the interest "Go": no "Yes." for a Go programmer.
    expect(engine.ask('Is he good at Go programming?').answer).not.toMatch(/^Yes/);
  });

  it('answers "what is X?" with the sentence that defines X, and no "Yes." for a listed skill asked what it is', () => {
    const defined = engine.ask('What is Orgelbus?');
    expect(defined.answer).toContain('Orgelbus is a serial protocol');
    expect(defined.references.join(' ')).toContain('practice-organ');
    expect(engine.ask('What is Hauptwerk?').answer).not.toMatch(/^Yes/);
  });

  it('answers when a post was published with the date of the one post whose title names it', () => {
    const answer = engine.ask('When did he publish the dust collector piece?');
    expect(answer.answer).toContain('2024-06-01');
    expect(answer.references).toContain('https://example.test/v1/posts/wind-collector');
  });

  it('cites the project whose description states the number that a career line answers a quantity with', () => {
    const answer = engine.ask('How many reed pipes did he revoice in one winter?');
    expect(answer.answer).toContain('640');
    expect(answer.references.join(' ')).toContain('cathedral-organ');
  });

  it('answers a follow-up part ("and with which tools?") about the projects the part before it found, from their descriptions and tags', () => {
    const answer = engine.ask('Which organs has he built, and with which tools?');
    expect(answer.answer).toContain('Chamber Organ for a School');
    expect(answer.answer).toContain('music school');
    expect(answer.answer).toContain('new-build');
  });

  it('finds an entry by a name only its text writes ("Kaigoban" of an interest "Go: 1450 on Kaigoban")', () => {
    expect(engine.ask("What's his Kaigoban rating?").answer).toContain('1450');
  });

  it('compares the lengths of two positions named by their organisations', () => {
    const answer = engine.ask('Was he longer at Marcussen or at Orgelbau Kessler?');
    expect(answer.answer).toMatch(/^Orgelbau Kessler: Tomas was there 6 years 3 months/);
    // Both months counted, as "How long was he at …?" counts them: one position has one length in every answer.
    expect(answer.answer).toContain('3 years 7 months');
    expect(engine.ask('How long was he at Marcussen Workshop?').answer).toContain('3 years 7 months');
    expect(engine.ask('Where was he shorter, Marcussen or Orgelbau Kessler?').answer).toMatch(/^Marcussen Workshop: /);
  });

  it("reads the availability's note as a fact a quantity question finds", () => {
    const answer = engine.ask('How many church visits does he take a month?');
    expect(answer.answer).toContain('Three church visits a month');
    expect(answer.references).toContain('https://example.test/v1/services');
  });

  it('adds to a field answer the sentence that states the words it lacks ("at the bench" besides the days available)', () => {
    const answer = engine.ask('How many days a week is he at the bench?');
    expect(answer.answer).toContain('three days a week at the bench');
    expect(answer.references).toContain('https://example.test/v1/profile');
  });

  it('answers a request for a summary or the strongest area with who the owner is, not a project or an award that shares a word', () => {
    for (const q of ['Summarise him in one line', "what's his strongest area?", 'What is he best at?', 'What does he specialise in?']) {
      const answer = engine.ask(q);
      expect(answer.answer, q).toContain('Pipe Organ Builder');
      expect(answer._meta.intent, q).toBe('profile');
    }
  });

  it('reads an acronym as the one lower-case phrase of the content with its initials', () => {
    const answer = engine.ask('Has he fitted a WPR?');
    expect(answer.answer).toMatch(/^Yes\. /);
    expect(answer.answer).toContain('wind pressure regulator');
    expect(answer.references.join(' ')).toContain('chamber-organ');
  });

  it('answers "does he volunteer?" with a yes over the volunteering list, not an interest that shares the word', () => {
    const answer = engine.ask('Does he volunteer?');
    expect(answer.answer).toMatch(/^Yes\. /);
    expect(answer.answer).toContain('MIDI Sweden');
  });

  it('reads an entry named by its whole name when a word of it is a skill or a place ("MIDI Sweden")', () => {
    const answer = engine.ask("What's his role at MIDI Sweden?");
    expect(answer.answer).toContain('Board member');
  });

  it('cites the project that states the number a talk title answers a quantity with', () => {
    const answer = engine.ask('How many stops were restored without stopping the services?');
    expect(answer.answer).toContain('102');
    expect(answer.references.join(' ')).toContain('cathedral-organ');
  });

  it('says yes to "has he done X?" for a listed skill that no project names', () => {
    const answer = engine.ask('Has he done scaling?');
    expect(answer.answer).toMatch(/^Yes\. /);
    expect(answer.answer).toContain('Scaling');
  });

  it("answers a quantity with another project's sentence that has its shape and more of the question's words", () => {
    const answer = engine.ask("How many pipes are in the cathedral organ's Lund tuning manual?");
    expect(answer.answer).toContain('38 pipes');
    expect(answer.references.join(' ')).toContain('chamber-organ');
  });

  it("prefers in a post the sentence that states the question's words over one that only has the quantity's shape", () => {
    const answer = engine.ask('According to his post, how long is the longest resonator of the pedal trombone?');
    expect(answer.answer).toContain('16 feet');
  });

  it('answers from a post a question whose words the projects share only in part', () => {
    const answer = engine.ask('Which pipes did the cathedral lend to the school that frost cracked?');
    expect(answer.answer).toContain('oboe pipes');
    expect(answer.references).toContain('https://example.test/v1/posts/voicing-reeds');
  });

  it('says yes to a hyphenated compound a write-up writes as the question does ("over-blowing")', () => {
    const answer = engine.ask('Does he know over-blowing?');
    expect(answer.answer).toMatch(/^Yes\. /);
    expect(answer.answer).toContain('over-blowing');
  });

  it('reads a time expression ("next year") as no part of the topic asked about', () => {
    expect(engine.ask('Has he restored bellows this year?').answer).not.toContain('“year”');
    expect(engine.ask('We rebuild a wind regulator next summer. Experience?').answer).not.toContain('next summer');
  });

  it('says yes to work that only a service the owner offers names, without its private price', () => {
    const answer = engine.ask('Has he ever done carillon servicing work?');
    expect(answer.answer).toMatch(/^Yes\. Tomas offers Carillon servicing/);
    expect(answer.answer).not.toContain('2,400');
    expect(answer.answer).not.toContain('2400');
    expect(answer.references).toContain('https://example.test/v1/services');
    // Named by other forms of its words, with no other source.
    const other = engine.ask('Has he ever serviced a carillon?');
    expect(other.answer).toMatch(/^Yes\. .*Carillon servicing/);
    // Named by a word of its name only, with nothing else about it.
    expect(engine.ask('Has he done carillon work?').answer).toMatch(/^Yes\. Tomas offers Carillon servicing/);
    expect(other.answer).not.toContain('2,400');
  });

  it('tells what a post is about with its description and its first finding with a number', () => {
    const answer = engine.ask("What's the post 'Voicing reeds in a cold cathedral' about?");
    expect(answer.answer).toContain('Notes from the reed work');
    expect(answer.answer).toContain('640 reed pipes');
  });

  it("answers a count with the post sentence that has the count's shape when the answer found has none", () => {
    const answer = engine.ask('How many tongues split in the cathedral organ restoration?');
    expect(answer.answer).toContain('31 split tongues');
  });

  it('reads a known word before a word the portfolio never writes as describing that absent thing ("licensed organist")', () => {
    const answer = engine.ask('Is he a licensed organist?');
    expect(answer._meta.response_type).toBe('not_found');
    expect(answer.answer).toContain('“licensed organist”');
  });

  it('reads an acronym written with a plural ending ("TMOSes") as the acronym', () => {
    const answer = engine.ask('Which TMOSes does he use?');
    expect(answer.answer).toContain('Haas VF-2');
  });

  it('reads a one-letter name before a version at the start of a question as the name, not the shorthand "r" for "are"', () => {
    expect(engine.ask('R 3.6?').answer).toBe('No. Tomas lists R 4.3, not R 3.6.');
  });

  it('reads "in his post on …, how many …" as a fact question about that post', () => {
    const answer = engine.ask('In his post on voicing reeds, how many reed pipes were revoiced?');
    expect(answer.answer).toContain('640');
  });
});

describe('ask: sentences read from Markdown as written', () => {
  it('keeps the indented lines of a list item in the item, so a fact split over two lines is one sentence', () => {
    const read = sections(
      'Notes:\n\n- Frost: the tongues crack below 2 degrees; we counted\n  31 cracked tongues in one winter.\n- Damp: none.\n\nAfter the list.',
    );
    const sentences = read.flatMap((section) => section.sentences);
    expect(sentences).toContain('Frost: the tongues crack below 2 degrees; we counted 31 cracked tongues in one winter.');
    expect(sentences).toContain('After the list.');
  });

  it('reads a wrapped line that starts with a year and a full stop as the same sentence, not as a list item', () => {
    const sentences = sections(
      'The hives moved to the ridge in\n2019. Since then I have kept 40 colonies.\n\nSteps:\n\n1. Smoke.\n2. Open the hive.\n\nThe yard\n1. is fenced.',
    ).flatMap((section) => section.sentences);
    expect(sentences).toContain('The hives moved to the ridge in 2019.');
    expect(sentences).toContain('Since then I have kept 40 colonies.');
    expect(sentences).toContain('Open the hive.');
    // "1." may start a list inside a paragraph (CommonMark), so the last line is an item of its own.
    expect(sentences).toContain('is fenced.');
  });

  it('keeps underscores that are part of a name ("_tremulant" in code) and removes only emphasis marks', () => {
    const sentences = sections('Avoid `_tremulant` and `_vox_humana`: they caused most *noise* and __drift__.').flatMap((section) => section.sentences);
    expect(sentences[0]).toBe('Avoid _tremulant and _vox_humana: they caused most noise and drift.');
  });
});
