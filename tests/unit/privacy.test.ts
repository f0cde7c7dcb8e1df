// The privacy note's text (src/lib/privacy.ts, shown at /privacy): it states the configuration the
// site was built with and the code's defaults, and changes with them: insights and messages
// switched off, another retention, another life of unused registrations, a static-only site.
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/config-error.ts';
import { privacyNotice, privacySettings } from '../../src/lib/privacy.ts';

const text = (env: Record<string, string>, server = true, lang = 'en') =>
  privacyNotice(privacySettings(env, server), lang)
    .flatMap((s) => [s.title, ...s.items])
    .join('\n');

describe('the privacy note', () => {
  it('by default: daily counts kept 30 days, no IP address, messages by every way, unused registrations deleted after a day', () => {
    const t = text({});
    expect(t).toContain('Visit counts, per day, kept 30 days and then deleted');
    expect(t).toMatch(/no IP address, header, cookie or time of day/);
    // The ways are listed by Intl.ListFormat, as every list of the pages.
    expect(t).toContain('Messages sent through the contact form, the API, or the MCP tool send_message');
    expect(t).toContain('Kept until the owner deletes them');
    expect(t).toContain('A registration that was never used is deleted after 1 day.');
    expect(t).toContain('What it never stores');
  });

  it('INSIGHTS=false: says nothing is counted, and no retention', () => {
    const t = text({ INSIGHTS: 'false' });
    expect(t).toContain('Insights are switched off on this site: no visit, question or tool call is counted.');
    expect(t).not.toMatch(/kept \d+ days/);
  });

  it('INSIGHTS_RETENTION_DAYS and CLIENT_UNUSED_TTL change the periods stated', () => {
    const t = text({ INSIGHTS_RETENTION_DAYS: '7', CLIENT_UNUSED_TTL: '7200' });
    expect(t).toContain('kept 7 days');
    expect(t).toContain('deleted after 2 hours');
  });

  it('MESSAGES_ENABLED=false: says the site takes no messages; MESSAGES_FORM=false leaves the form out', () => {
    const none = text({ MESSAGES_ENABLED: 'false' });
    expect(none).toContain('This site takes no messages.');
    expect(none).not.toContain('Kept until the owner deletes them');
    const noForm = text({ MESSAGES_FORM: 'false', MESSAGES_MCP: 'false' });
    expect(noForm).toContain('Messages sent through the API:');
    expect(noForm).not.toContain('contact form');
  });

  it('is written in the language asked for, with the same settings (the page exists in every language)', () => {
    const de = text({ INSIGHTS_RETENTION_DAYS: '7', CLIENT_UNUSED_TTL: '7200' }, true, 'de');
    expect(de).toContain('Was diese Website speichert');
    expect(de).toContain('Besuchszahlen pro Tag, 7 Tage lang aufbewahrt und dann gelöscht');
    expect(de).toContain('Nachrichten über das Kontaktformular, die API oder das MCP-Werkzeug send_message');
    expect(de).toContain('Eine nie genutzte Registrierung wird nach 2 Stunden gelöscht.');
    expect(de).toContain('Was sie nie speichert');
    expect(de).not.toMatch(/\b(Visit|Messages|stores|days|hours)\b/);
    expect(text({}, true, 'fr')).toContain('Un enregistrement jamais utilisé est supprimé après 1 jour.');
    expect(text({}, false, 'pt')).toContain('Nada. Este site é feito só de arquivos estáticos');
  });

  it('a static-only site without a server stores nothing', () => {
    const t = text({}, false);
    expect(t).toContain('Nothing. This site is static files only');
    expect(t).not.toContain('Visit counts');
  });

  it('a bad setting stops the build, naming the variable', () => {
    expect(() => privacySettings({ INSIGHTS: 'maybe' }, true)).toThrow(ConfigError);
    expect(() => privacySettings({ INSIGHTS_RETENTION_DAYS: '-1' }, true)).toThrow(/INSIGHTS_RETENTION_DAYS/);
  });
});
