/**
 * A product asked under another maker's name (issue #28, jargon), on a portfolio written here in a field no evaluation
 * set and no other unit test covers (the software of an industrial laundry for hospitals and hotels). A product part of
 * two letters ("VT" of "KALDOR VT Suite 5") after another maker-spelled word is too weak for a rename alone: "Has he
 * used PRAXON VT?" is not "Yes, most likely", while a question that says what kind of thing it is ("the PRAXON VT
 * tunnel controller") still is. A distinctive product name with capitals inside written whole in a listed skill
 * ("WashDirector" of "Brenmark Laundry WashDirector 3") is the product whatever the maker's words before it: asked
 * after an unwritten maker ("MAXOLA WashDirector") it is "Yes, most likely"; after a maker the portfolio writes
 * elsewhere ("JENTEX WashDirector") it gets no hard "No." for the maker alone, nor does a product that opens the listed
 * name ("Vandek Sortrix" against "Sortrix Loadmaster 2") or follows a maker-spelled first word ("Corvex Foldline" against
 * "ORLENA Foldline 4"); a common word later in the listed name ("Acme Suite" against "KALDOR VT Suite 5") keeps the "No.".
 * A maker that makes another listed skill ("Vantor" of "Vantor PlanBoard 6") before a listed product of another maker
 * ("Vantor LX40" against "Plexwell LX40 Controller") earns that product no "Yes.".
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-renamed-laundry');

const PROFILE = `---
name: Tobias Lindqvist
role: Laundry Automation Engineer
location: Jönköping, Sweden
email: tobias@linenworks.example
---
I automate an industrial laundry that washes 40 tonnes of hospital and hotel linen a day.
`;

const SKILLS = `tunnel:
  - KALDOR VT Suite 5
  - Brenmark Laundry WashDirector 3
  - Sortrix Loadmaster 2
  - ORLENA Foldline 4
  - Plexwell LX40 Controller
  - Vantor PlanBoard 6
  - Chemical dosing control
finishing:
  - Ironer feed scheduling
  - RFID linen tracking
languages:
  - Python 3.12
`;

const PROJECTS = {
  'tunnel-washer': `---\ntitle: Tunnel Washer Retrofit\ndescription: Moved the batch tunnel washer to KALDOR VT Suite 5 and cut water use per kilo of linen by a fifth.\ndate: "2023-03"\ntags: [tunnel, plc]\n---\nThe retrofit kept the old JENTEX folders on the finishing line.\n`,
  'linen-tracking': `---\ntitle: Linen Chip Tracking\ndescription: Reads the RFID chip of every sheet at the sorting belt so that each hospital is billed for the linen it sent.\ndate: "2021-10"\ntags: [rfid, python]\n---\nThe readers count 9,000 pieces an hour.\n`,
};

const ask = () => askContent(tempDir(), { profile: PROFILE, skills: SKILLS, projects: PROJECTS });

describe('ask: a renamed product needs a distinctive product name (issue #28, jargon)', () => {
  it('does not take a two-letter product part after another maker for the listed product', () => {
    const answer = ask();
    expect(answer('Has he used PRAXON VT?').answer).not.toMatch(/^Yes/);
    expect(answer('Has he used the PRAXON VT supervisor?').answer).toMatch(/^Yes, most likely: Tobias lists KALDOR VT Suite 5 \(tunnel\)/);
  });

  it('reads a product name with capitals inside after any maker words', () => {
    expect(ask()('Has he used MAXOLA WashDirector?').answer).toBe(
      'Yes, most likely: Tobias lists Brenmark Laundry WashDirector 3 (tunnel) among the skills, WashDirector under the Brenmark Laundry name; the portfolio does not write “MAXOLA”.',
    );
  });

  it('gives no hard "No." when only the maker before a listed product name differs', () => {
    const answer = ask();
    // The product opens the listed name, or follows a maker-spelled first word.
    expect(answer('Has he used Vandek Sortrix?').answer).toBe(
      "“vandek sortrix” is not among Tobias's listed skills; the closest listed skill is Sortrix Loadmaster 2 (tunnel).",
    );
    expect(answer('Has he used Corvex Foldline?').answer).toBe(
      "“corvex foldline” is not among Tobias's listed skills; the closest listed skill is ORLENA Foldline 4 (tunnel).",
    );
    // A common word later in the listed name is no product name of it.
    expect(answer('Has he used Acme Suite?').answer).toMatch(/^No\. “acme suite” is not among/);
  });

  it('gives no "Yes." to a listed product when the maker asked makes another listed skill', () => {
    const answer = ask();
    const other = answer('Does he know Vantor LX40?').answer;
    expect(other).toMatch(/^Tobias lists Plexwell LX40 Controller \(tunnel\) among the skills\./);
    expect(other).toContain('the closest listed skill is Vantor PlanBoard 6');
    // The listed maker, or one the portfolio writes nowhere (perhaps the product's former maker), keeps the "Yes.".
    expect(answer('Does he know Plexwell LX40?').answer).toMatch(/^Yes\. Tobias lists Plexwell LX40 Controller/);
    expect(answer('Does he know Quillon LX40?').answer).toMatch(/^Yes\. Tobias lists Plexwell LX40 Controller/);
  });

  it('gives no hard "No." for a written maker before a distinctive listed product', () => {
    const answer = ask()('Has he used JENTEX WashDirector?').answer;
    expect(answer).not.toMatch(/^(?:No|Yes)\b/);
    expect(answer).toContain('Brenmark Laundry WashDirector 3');
  });
});
