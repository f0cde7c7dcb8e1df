/**
 * "That isn't in the portfolio" (issue #28, hollow answers): on a portfolio written here in a field
 * no evaluation set covers (a ropeway and cable-car control engineer), a question about something
 * the portfolio never mentions gets an honest "not mentioned" (with the closest thing, if any), not
 * a card or a category list that shares one word with it; grammar words ("can", "will") name no tag;
 * "what can I ask?" gets the help; a question that asks for a kind of detail the content schema keeps
 * private (a project's hosts, buckets or service accounts, the references and what a referee said,
 * the years with one skill) is told that it is not published. Pure: content files in a temporary folder.
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-hollow');

const PROFILE = `---
name: Lucía Brandstätter
role: Ropeway Control Engineer
location: Innsbruck, Austria
email: lucia@seilbahn-control.example
website: https://seilbahn-control.example
contact:
  phone: "+43 512 555 0173"
  calendar: https://cal.example/lucia-rope
---
I write the control and monitoring software of ropeways: gondolas, chairlifts and urban cable cars.
I work for Nordkette Seiltechnik in Innsbruck and review drive control software for operators in the Alps.
I do not work on military installations.
`;

const SKILLS = `control:
  - Drive control loops
  - Siemens S7-1500
  - IEC 61131-3 Structured Text
data:
  - InfluxDB 2.7
  - Grafana 11
tools:
  - Git
  - Wireshark 4.2
`;

const CAREER = `experience:
  - organisation: Nordkette Seiltechnik
    role: Ropeway Control Engineer
    start: 2018-04
    location: Innsbruck, Austria
  - organisation: Arlberg Lift Systems
    role: Automation Technician
    start: 2012-09
    end: 2018-03
    location: St. Anton, Austria
references:
  - name: "Tobias Ederer, Operations Director at Nordkette Seiltechnik"
    reference: "Lucía made our rope inspections a routine instead of a worry."
`;

const project = (title: string, description: string, date: string, tags: string[], body: string, architecture = '') =>
  `---\ntitle: ${title}\ndescription: ${description}\ndate: "${date}"\ntags: [${tags.join(', ')}]\n${architecture ? `architecture: |\n  ${architecture}\n` : ''}---\n${body}\n`;

const PROJECTS = {
  'rope-tension-monitor': project(
    'Rope Tension Monitor',
    'Measures the haul rope tension of a 10-seat gondola from load pins and warns the operator before a limit is reached.',
    '2024-02',
    ['monitoring', 'can', 'influxdb'],
    'The load pins report over a CAN bus every 50 ms; the monitor stores 2.1 billion readings a season. The loadcell firmware is our own.',
    'Runs on host rope-mon-07 in the valley station; readings go to bucket tension-raw-2024; service account svc-ropemon.',
  ),
  'chairlift-drive-retrofit': project(
    'Chairlift Drive Retrofit',
    'Replaced the relay logic of a 1998 detachable chairlift drive with a Siemens S7-1500 controller and new speed profiles.',
    '2021-11',
    ['drive-control', 's7-1500', 'retrofit'],
    'The retrofit cut the start-up time of the lift from 90 to 35 seconds.',
  ),
  'urban-cable-car-dashboard': project(
    'Urban Cable Car Dashboard',
    'A Grafana dashboard for the control room of an urban cable car that shows wind, cabin spacing and station doors.',
    '2019-06',
    ['dashboards', 'grafana', 'wind'],
    'The control room watches 34 cabins on one screen.',
  ),
};

function ropewayAsk() {
  return askContent(tempDir(), { profile: PROFILE, skills: SKILLS, career: CAREER, projects: PROJECTS });
}

describe('/v1/ask: grammar words and help requests', () => {
  const ask = ropewayAsk();

  it('does not read a modal verb as the tag of the same letters', () => {
    const a = ask('Can she service my espresso machine?');
    expect(a.answer).not.toContain('Rope Tension Monitor');
    expect(a.answer).not.toMatch(/“can”/);
    expect(a.answer).not.toMatch(/^Yes/);
    // Written as a name ("CAN"), it is the tag.
    expect(ask('Does she know CAN?').answer).toContain('Rope Tension Monitor');
  });

  it('gives the help to "what can I ask?" and its variants, not a keyword search', () => {
    for (const question of ['What can I ask you?', 'What questions can I ask here?', 'What can you tell me about?', 'What else could I ask?']) {
      const a = ask(question);
      expect(a._meta.response_type, question).toBe('help');
    }
  });
});

describe('/v1/ask: private kinds of detail', () => {
  const ask = ropewayAsk();

  it('says that a project’s internals are not published, instead of its card or a quote', () => {
    for (const question of [
      'On which host is the rope tension monitor running?',
      'Which bucket do the tension readings land in?',
      'What service account does the tension monitor log in with?',
      'Which key signs the tension monitor’s readings?',
    ]) {
      const a = ask(question);
      expect(a._meta.intent, question).toBe('private');
      expect(a._meta.response_type, question).toBe('not_found');
      expect(a.answer, question).toContain('not published');
      expect(a.answer, question).not.toMatch(/rope-mon-07|tension-raw|svc-ropemon|load pins/);
    }
    // Public facts of the same project are still read out, and the owner's databases are still her skills.
    expect(ask('How often do the load pins report?').answer).toContain('50 ms');
    expect(ask('Which databases does she know?').answer).toContain('InfluxDB');
    expect(ask('What are the key numbers of the chairlift retrofit?')._meta.intent).not.toBe('private');
  });

  it('says that the references are private, whoever is asked about', () => {
    for (const question of ['What did her operations director say about her?', 'Who vouched for her as a referee?', 'Could you quote her testimonials?']) {
      const a = ask(question);
      expect(a._meta.intent, question).toBe('private');
      expect(a.answer, question).toContain('References');
      expect(a.answer, question).not.toMatch(/Ederer|routine/);
    }
    // The owner's own words about herself are no reference.
    expect(ask('What does she say about military work?')._meta.intent).not.toBe('private');
  });

  it('says that the postcode and the preferred messenger are private contact details', () => {
    for (const question of ['What is her post code?', 'Which messaging app does she like to be reached on?']) {
      const a = ask(question);
      expect(a._meta.intent, question).toBe('private');
      expect(a.answer, question).toContain('private contact details');
      expect(a.answer, question).toContain('lucia@seilbahn-control.example');
      expect(a.answer, question).not.toMatch(/555 0173|cal\.example/);
    }
  });

  it('does not give the total experience for the years with one skill', () => {
    const a = ask('How many years has she worked with Wireshark?');
    expect(a._meta.intent).toBe('private');
    expect(a.answer).toContain('Wireshark 4.2');
    expect(a.answer).not.toMatch(/\d+ years/);
    // The years of the work history are public.
    expect(ask('How long has she worked on ropeways?')._meta.intent).not.toBe('private');
  });
});

describe('/v1/ask: what the portfolio never mentions', () => {
  const ask = ropewayAsk();

  it('does not answer with a category matched by one common word when the rest is mentioned nowhere', () => {
    const a = ask('Does she do control of traffic lights?');
    expect(a.answer).toContain('does not mention “traffic lights”');
    // The category is named as the closest thing, not listed as if it answered.
    expect(a.answer).toContain('“control”');
    expect(a.answer).not.toContain('Siemens S7-1500');
    expect(a._meta.confidence).toBeLessThanOrEqual(0.5);
  });

  it('does not answer with the owner’s own website, nor say "yes" from one shared word', () => {
    const site = ask('Has she built a ski rental website?');
    expect(site.answer).toContain('ski rental');
    expect(site.answer).not.toContain('seilbahn-control.example');
    // Asked for the work rather than with yes or no, the same.
    const shown = ask('Show me her ski rental websites.');
    expect(shown.answer).toContain('does not mention “ski rental websites”');
    expect(shown.answer).not.toContain('seilbahn-control.example');
    const trains = ask('Can she help with drive control for trains?');
    expect(trains.answer).not.toMatch(/^Yes/);
    expect(trains.answer).toContain('does not mention “trains”');
    expect(trains.answer).toContain('Drive control loops');
    expect(trains._meta.confidence).toBeLessThan(1);
  });

  it('says "No." to a name the portfolio never writes, over the complete skill and project lists, in the asker’s casing', () => {
    const a = ask('Can she build dashboards for my Shopify store?');
    expect(a._meta.response_type).toBe('answer');
    expect(a.answer).toMatch(/^No\. Lucía's portfolio does not mention “Shopify store”/);
    expect(a.answer).toContain('Urban Cable Car Dashboard');
    expect(a.references).toEqual(['https://example.test/v1/skills', 'https://example.test/v1/projects']);
  });

  it('reads a synonym of another word of the question as another thing ("cargo loads" against "load pins")', () => {
    const a = ask('Does she check cargo loads?');
    expect(a.answer).toContain('does not mention “cargo loads”');
    expect(a.answer).not.toContain('load pins');
  });

  it('answers with a limit of the bio that negates the words the portfolio does write, whatever the rest asks', () => {
    const a = ask('Can she add wind readings to military installations on my island?');
    expect(a.answer).toMatch(/^No\. From Lucía's bio: “I do not work on military installations\.”/);
    expect(a.answer).toContain('does not mention “island”');
  });

  it('keeps the answers whose every noun the portfolio writes, or that name what they found', () => {
    expect(ask('Does she know Grafana?').answer).toMatch(/^Yes\. .*Grafana 11/);
    expect(ask('Has she worked on chairlift drives?').answer).toMatch(/^Yes\. Chairlift Drive Retrofit/);
    expect(ask('Does she program in Structured Text?').answer).toMatch(/^Yes\. /);
    expect(ask('Has she worked on gondolas?').answer).toContain('Rope Tension Monitor');
    // Two things asked, each answered; a name the portfolio writes, followed by the kind of thing it is.
    expect(ask('Does she know Kubernetes and Grafana?').answer).toMatch(/^Yes\. .*Grafana 11.*“kubernetes” is not among/);
    expect(ask('Has she worked with CAN bus frames?').answer).toContain('Rope Tension Monitor');
    // A word that a language's table leaves as written is no thing asked.
    expect(ask('¿Ha trabajado con Grafana?').answer).toMatch(/^Yes\. .*Grafana 11/);
    // A verb the portfolio does not write asks how, not what (wink-lexicon's parts of speech).
    const verb = ask('Has she ever sketched gondolas?');
    expect(verb.answer).toContain('Rope Tension Monitor');
    expect(verb.answer).not.toContain('does not mention');
  });

  it('says that the portfolio cannot tell what happens at a time to come, instead of quoting a sentence that names the place', () => {
    for (const [question, when] of [
      ['What will the wind be at the Nordkette tomorrow?', 'tomorrow'],
      ['How windy will it be in the Alps next week?', 'next week'],
    ]) {
      const a = ask(question!);
      expect(a._meta.response_type, question).toBe('not_found');
      expect(a.answer, question).toContain(`cannot tell what happens ${when}`);
      expect(a.answer, question).not.toMatch(/Nordkette Seiltechnik|Urban Cable Car Dashboard/);
    }
  });
});
