/**
 * /v1/ask: a credential question the certificates do not answer gets no "Yes." from the skills or projects (issue #28,
 * session 34 review: "Can she legally drive in South Africa?" answered "Yes." from a skill naming the country), and a role
 * asked by its noun ("Is he a vet?") reads the certificates first. Invented field: locksmithing and safe engineering.
 */
import { describe, expect, it } from 'vitest';
import { askContent } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-credential-unnamed');

function lockEngine() {
  return askContent(tempDir(), {
    profile: `---\nname: Tobiah Okonkwo-Lind\nrole: Safe and Lock Systems Engineer\nlocation: Gothenburg, Sweden\n---\nI design master-key systems for hospitals and open safes for banks when the combination is lost.\n`,
    skills: 'locks:\n  - Master-key system design\n  - Forklift safe relocation planning\n  - Swedish lock standard SS 3522\n',
    career: `certificates:\n  - { name: Master Locksmith, issuer: Swedish Locksmiths Association, date: "2015-03" }\n  - { name: Safe Technician Grade II, issuer: Euro Safe Guild, date: "2019-09" }\n  - { name: European Patent Attorney, issuer: European Patent Office, date: "2012-06" }\n`,
    projects: {
      'lawyer-lock': `---\ntitle: Lawyer Lock Audit\ndescription: An audit of the locks of 60 lawyer offices in Malmö, with a lawyer of each office.\ntags: [audits]\ndate: "2021-02"\n---\n`,
      'vault-drill': `---\ntitle: Vault Drill Point Atlas\ndescription: A map of drill points for 140 safe models in Sweden, so that a technician opens a safe without ruining its door.\ntags: [safes]\ndate: "2023-05"\n---\n`,
    },
  });
}

describe('a credential the certificates do not name', () => {
  const ask = lockEngine();

  it('"Can he legally …?" that no certificate names lists them all, with no "Yes."', () => {
    const answer = ask('Can he legally drive a forklift in Sweden?').answer;
    expect(answer).not.toMatch(/^Yes\b/);
    expect(answer).toMatch(/None of Tobiah's certificates names “drive” or “forklift” or “sweden”\. They are: .*Master Locksmith/);
  });

  it('"Is he a locksmith?" is answered by the certificate that names the role', () => {
    expect(ask('Is he a locksmith?').answer).toMatch(/^Yes\. From Tobiah's certificates: Master Locksmith, issued by Swedish Locksmiths Association/);
  });

  it('"Is he a lawyer?" reads the certificate WordNet names ("attorney"), not the projects that write the word', () => {
    expect(ask('Is he a lawyer?').answer).toMatch(/^Yes\. From Tobiah's certificates: European Patent Attorney/);
  });

  it('a role whose every word no certificate writes is not read from a certificate that shares its noun', () => {
    expect(ask('Is he a forklift technician?').answer).not.toMatch(/From Tobiah's certificates: Safe Technician/);
  });
});
