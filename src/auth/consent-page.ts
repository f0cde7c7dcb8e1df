/**
 * The consent page of the authorization endpoint, and its error page: server-rendered HTML in the
 * site's layout (the site's stylesheet, header, main and footer classes), working without
 * JavaScript. It names the agent by its registered name, marked unverified; lists the data asked
 * for in plain words (the scope descriptions); says which of it comes at once and which waits for
 * the owner, and what happens next; and lets the person say who they are and why.
 */
import { SCOPES } from './scopes.ts';
import { NOTE_LIMITS } from './schema.ts';
import type { ConsentView } from './code-flow.ts';

export interface PageFrame {
  /** The site owner's name (the brand of the header). */
  owner: string;
  /** Absolute paths of the site's stylesheets (from the built pages). */
  stylesheets: readonly string[];
  /** The Node server's origin (the issuer: the whole-site token audience). */
  origin: string;
  /** The site root path, the /api page path, the favicon, and the authorization endpoint path. */
  home: string;
  icon: string;
  api: string;
  action: string;
  /** The privacy note (/privacy). */
  privacy?: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** What the server-rendered shell needs of the site: its owner, stylesheets, home and favicon. */
export type ShellFrame = Pick<PageFrame, 'owner' | 'stylesheets' | 'home' | 'icon'>;

/**
 * A server-rendered page in the site's layout (its stylesheets, header, main and footer classes),
 * not indexed: the consent pages here and the contact form (src/http/contact-page.ts). `body` and
 * `footer` are HTML the caller escaped.
 */
export function serverPage(frame: ShellFrame, title: string, body: string, footer: string): string {
  const e = escapeHtml;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${e(title)} | ${e(frame.owner)}</title>
    <meta name="robots" content="noindex" />
    <meta name="referrer" content="same-origin" />
    <meta name="color-scheme" content="light dark" />
    <link rel="icon" href="${e(frame.icon)}" type="image/svg+xml" />
${frame.stylesheets.map((href) => `    <link rel="stylesheet" href="${e(href)}" />`).join('\n')}
  </head>
  <body>
    <a class="skip" href="#main">Skip to content</a>
    <header class="site-header">
      <div class="wrap">
        <a class="brand" href="${e(frame.home)}">${e(frame.owner)}</a>
      </div>
    </header>
    <main id="main" tabindex="-1" class="wrap consent">
${body}
    </main>
    <footer class="site-footer">
      <div class="wrap">
        <p>${footer}</p>
      </div>
    </footer>
  </body>
</html>
`;
}

function page(frame: PageFrame, title: string, body: string): string {
  const e = escapeHtml;
  const privacy = frame.privacy ? ` What this site keeps: <a href="${e(frame.privacy)}">Privacy</a>.` : '';
  return serverPage(frame, title, body, `How agents get access: <a href="${e(frame.api)}">the API documentation</a>.${privacy}`);
}

export function consentPage(frame: PageFrame, view: ConsentView): string {
  const e = escapeHtml;
  const byConfiguration = view.scopes.filter((s) => s.now && !s.trusted);
  const trusted = view.scopes.filter((s) => s.trusted);
  const later = view.scopes.filter((s) => !s.now);
  const item = (s: { name: keyof typeof SCOPES }) => `<li>${e(SCOPES[s.name])} <span class="hint">(<code>${e(s.name)}</code>)</span></li>`;
  const mcpOnly = view.resource !== frame.origin;
  const body = `      <h1>Allow <q>${e(view.client.name)}</q> to use ${e(frame.owner)}’s portfolio?</h1>
      <p class="lead">
        An agent asks to connect to this portfolio${mcpOnly ? ' through its MCP server' : ''} on your behalf. Its name,
        <strong>${e(view.client.name)}</strong>, is what it registered itself:
        <strong class="unverified">not verified</strong>. After your answer you go back to <code>${e(view.returnTo)}</code>${
          view.loopback ? ', a program on your own computer' : ''
        }.
      </p>
      ${view.document ? documentPanel(view.document) : ''}
      <section class="panel" aria-labelledby="public-h">
        <h2 id="public-h">At once</h2>
        <p>Everything public on this site: the profile, projects, skills and questions about them.</p>
        ${byConfiguration.length ? `<p>And, already granted by the owner:</p><ul>${byConfiguration.map(item).join('')}</ul>` : ''}
        ${trusted.length ? `<p>And, granted by the owner to this agent for everyone who uses it:</p><ul>${trusted.map(item).join('')}</ul>` : ''}
      </section>
      ${
        later.length
          ? `<section class="panel" aria-labelledby="owner-h">
        <h2 id="owner-h">After the owner approves</h2>
        <p>Private data, which ${e(frame.owner)} decides about personally:</p>
        <ul>${later.map(item).join('')}</ul>
        <p>If you allow, the request goes to the owner with what you write below. The owner’s approval covers this authorization only: the access the agent gets here on your behalf, not anyone else using the same agent. The agent can use the public part now; once the owner approves, it receives the private part the next time it refreshes its access, without you doing anything again. If the owner declines, it keeps the public part only.</p>
      </section>`
          : ''
      }
      <form class="consent-form" method="post" action="${e(frame.action)}">
        <input type="hidden" name="request" value="${e(view.request)}" />
        ${
          later.length
            ? `<fieldset>
          <legend>For the owner (optional)</legend>
          <label for="who">Who you are</label>
          <input id="who" name="who" type="text" maxlength="${NOTE_LIMITS.who}" autocomplete="name" aria-describedby="who-hint" />
          <p id="who-hint" class="hint">For example your name and company. Up to ${NOTE_LIMITS.who} characters.</p>
          <label for="why">Why you ask</label>
          <textarea id="why" name="why" rows="3" maxlength="${NOTE_LIMITS.why}" aria-describedby="why-hint"></textarea>
          <p id="why-hint" class="hint">For example the role you are hiring for. Up to ${NOTE_LIMITS.why} characters.</p>
        </fieldset>`
            : ''
        }
        <div class="consent-actions">
          <button class="button" type="submit" name="decision" value="allow">Allow</button>
          <button class="button secondary" type="submit" name="decision" value="deny">Deny</button>
        </div>
      </form>`;
  return page(frame, `Allow ${view.client.name}?`, body);
}

/**
 * What the client's metadata document says about it: the host the document was fetched from is
 * verified; the hosts its client_uri and logo_uri name are only what the document claims. The logo
 * is not shown (it would be an image from a host the client chooses); only its host is.
 */
function documentPanel(doc: NonNullable<ConsentView['document']>): string {
  const e = escapeHtml;
  const claims = [
    doc.clientUriHost ? `<li>its website is at <code>${e(doc.clientUriHost)}</code></li>` : '',
    doc.logoHost ? `<li>its logo is at <code>${e(doc.logoHost)}</code></li>` : '',
  ].join('');
  return `<p class="lead">
        This application is described by a document at <strong><code>${e(doc.host)}</code></strong> (<strong>verified</strong>: this server fetched it from there).
        Only trust it if you know and expect <code>${e(doc.host)}</code>.
      </p>${claims ? `<p>The document also claims, <strong class="unverified">not verified</strong>:</p><ul>${claims}</ul>` : ''}`;
}

export function authorizeErrorPage(frame: PageFrame, message: string, error: string): string {
  const e = escapeHtml;
  const body = `      <h1>This authorization request cannot go on</h1>
      <p class="lead">${e(message)}</p>
      <p class="hint">Error code: <code>${e(error)}</code>. Nothing was shared and you were not sent anywhere.</p>`;
  return page(frame, 'Authorization refused', body);
}
