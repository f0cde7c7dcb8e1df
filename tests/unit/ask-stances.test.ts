/**
 * /v1/ask, issue #28, session 31: what the owner will not do, and verdicts earned by what a source
 * states about the thing asked. On a portfolio written here in a field no evaluation set covers
 * (an esports tournament operations engineer: brackets, match servers, broadcast overlays), with
 * phrasings of its own. Each test failed on the engine before its mechanism:
 * - a negated act of the bio with any verb (src/core/ask/answers/stances.ts): the act asked by its
 *   verb and most of its object, or in other words by most of its object, or by the relative clause
 *   that describes it, is a "No." (or a less sure "No, most likely" / "Probably not") with the sentence;
 * - a "Yes." from a quoted bio sentence that negates the act asked, or states only part of the thing
 *   asked, is corrected (src/core/ask/answers/earned-verdict.ts);
 * - a place asked over the whole career reads every position's location (src/core/ask/answers/career-places.ts),
 *   and a question that asks something else of the owner than a place ("Has she won …") gets no
 *   verdict from where the owner is based; what was won is read in the awards with their summaries;
 * - a write-up's rule on who may do what answers a question about that party (src/core/ask/answers/stated-rules.ts).
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-stances');

const PROFILE = `---
name: Teodora Lindqvist-Oyelaran
role: Esports Tournament Operations Engineer
location: Katowice, Poland
---
I run the technical side of esports tournaments: brackets, match servers, replay archives and the overlays the casters use.
Since 2020 I have been lead engineer at Arena Nova Events, where a crew of six runs about forty tournaments a year.
I like work on bracket software, anti-lag networking for LAN finals and statistics feeds for broadcasters.
I do not unban accounts that were caught cheating, and I do not sell match statistics to gambling operators.
I do not build ranking ladders that publish the names of players younger than sixteen.
I do not work for organisers that withhold prize money from teams that finish in the top eight.
I do not stream tournaments that a publisher has not licensed.
Outside work I climb at an indoor wall and play the cello in an amateur orchestra.
`;

const SKILLS = `networking:
  - Low-latency LAN design
  - Anti-cheat telemetry
broadcast:
  - OBS Studio 30
  - Overlay graphics
data:
  - PostgreSQL 16
  - Match statistics
`;

const CAREER = `experience:
  - organisation: Arena Nova Events
    description: A Katowice company that runs about forty esports tournaments a year
    role: Lead Tournament Engineer
    start: 2020-03
    location: Katowice, Poland
    summary: Leads the crew of six that runs brackets, match servers and overlays.
  - organisation: Hanbit Esports Studio
    description: A Seoul broadcast studio for league matches
    role: Match Server Engineer
    start: 2016-05
    end: 2020-02
    location: Seoul, South Korea
    summary: Ran the match servers and replay archive of a league studio.
awards:
  - title: Silesian Cup 2019
    awarder: Silesian Esports Association
    date: 2019-06
    summary: First place as captain of an amateur rhythm-game team.
  - title: Golden Bracket 2023
    awarder: Polish Esports Federation
    date: 2023-11
    summary: For the double-elimination seeding of the national cup.
`;

const PROJECTS: Record<string, string> = {
  'bracket-engine': `---
title: Bracket Engine
description: Double-elimination brackets for 128-team tournaments with automatic seeding from past results.
tags: [brackets, scheduling]
date: "2024-02"
---
The engine seeds 128 teams from their last six results and reschedules the bracket when a match overruns.
`,
  'cheat-detection': `---
title: Cheat Detection Pipeline
description: Flags players whose aim telemetry looks automated, for the tournament referees to review.
tags: [anti-cheat, telemetry]
date: "2023-05"
---
The pipeline compares each player's aim traces with human reaction times and sends suspicious rounds to the referees.
Flagged rounds are shown only to the officials, never to the casters or the teams, until the review is closed.
`,
  'caster-overlay': `---
title: Caster Overlay Kit
description: Live overlays of economy, kills and objectives for the casters of LAN finals.
tags: [overlay, broadcast]
date: "2022-09"
---
The overlays read the match server's events within 200 ms and were streamed with 31 LAN finals.
`,
};

function ask(): (question: string) => string {
  const answer = askContent(tempDir(), { profile: PROFILE, skills: SKILLS, career: CAREER, projects: PROJECTS });
  return (question: string) => answer(question).answer;
}

describe('the owner’s negated acts (stances)', () => {
  it('an act asked by its own verb and most of its object is a "No." with the sentence', () => {
    const answer = ask();
    expect(answer('Can she unban our captain after he got caught cheating at the qualifier?')).toMatch(/^No\. From Teodora's bio: “I do not unban accounts/);
    expect(answer('Can she stream our tournament even though the publisher never licensed it?')).toMatch(/^No\. From Teodora's bio: “I do not stream/);
  });

  it('the act in other words, by most of its object, is a "No." less sure when words are met through WordNet', () => {
    const answer = ask();
    // "pass" is no verb of the limit; "match statistics" and "gambling operators" are its object.
    expect(answer('Can she pass match statistics to operators of gambling sites?')).toMatch(/^No\. .*I do not sell match statistics/);
    // "tourney" is a word of one meaning with "tournaments" (WordNet): less sure.
    expect(answer('Can she show our tourney online when the publisher holds no licence?')).toMatch(/^No, most likely: .*“I do not stream tournaments/);
  });

  it('an instance told by the relative clause that describes the object is a "Probably not"', () => {
    const answer = ask();
    // "organisers that withhold prize money from teams that finish in the top eight", told as the asker's own case.
    expect(answer('Our league keeps back the prize money of every team in the top eight. Can she run the servers?')).toMatch(
      /^(?:Probably not|No)\b.*withhold prize money/,
    );
  });

  it('a "Yes, most likely" from the projects for a request with a word of a limit that no project writes is not certain', () => {
    const answer = ask();
    // The overlay kit is the closest project, but "gambling" is named only in a limit.
    expect(answer('Our casters want live gambling odds next to the kills on screen. Can she build that?')).toMatch(
      /^Not certain: a stated limit may apply: “I do not unban accounts that were caught cheating, and I do not sell match statistics to gambling operators\.” Caster Overlay Kit/,
    );
  });

  it('a thing asked after a verb of stopping asks for the opposite act: no limit meets it', () => {
    const answer = ask();
    expect(answer('Would she build something that detects accounts caught cheating?')).not.toMatch(/^No\b/);
  });
});

describe('verdicts earned by the quoted sentence', () => {
  it('a "Yes." whose quoted sentence negates the act asked becomes "No."', () => {
    const answer = ask();
    expect(answer('Does she stream tournaments?')).toMatch(/^No\. From Teodora's bio: “I do not stream tournaments/);
  });

  it('a "Yes." whose quoted sentence states only part of the thing asked leaves no verdict', () => {
    const answer = ask();
    // "bracket software" is in the bio; "laundering" nowhere.
    const told = answer('Does she do bracket laundering?');
    expect(told).not.toMatch(/^Yes\b/);
  });
});

describe('places over the whole career, and what else is asked of a place', () => {
  it('a place asked with "has she worked" reads every position, not only where the owner is based', () => {
    const answer = ask();
    expect(answer('Has she worked in Asia?')).toMatch(
      /^Yes\. Teodora worked as Match Server Engineer at Hanbit Esports Studio in Seoul, South Korea \(2016-05–2020-02\)/,
    );
    expect(answer('Has she worked in South America?')).toMatch(
      /^No\. None of Teodora's positions was in South America: the work history names Katowice, Poland and Seoul, South Korea/,
    );
  });

  it('"has she won" asks for an award, read with its summary, not where the owner is based', () => {
    const answer = ask();
    expect(answer('Has she won a seeding prize?')).toMatch(/^Yes\. Golden Bracket 2023/);
    expect(answer('Has she won a rhythm-game contest?')).toMatch(/^Yes\. Silesian Cup 2019/);
    expect(answer('Has she won anything in Poland?')).not.toMatch(/based in/);
  });
});

describe('a write-up’s rule on who may do what', () => {
  it('a party named after "never" is a "No.", after "only" a "Yes.", with the project sentence', () => {
    const answer = ask();
    expect(answer('Can casters see the flagged rounds?')).toMatch(
      /^No\. From the write-up of Cheat Detection Pipeline: “Flagged rounds are shown only to the officials, never to the casters/,
    );
    expect(answer('Can the officials see flagged rounds?')).toMatch(/^Yes\. From the write-up of Cheat Detection Pipeline/);
  });
});
