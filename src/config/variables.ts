/**
 * Every environment variable of the project, once: who reads it, its default and what it means.
 * The configuration table of docs/configuration.md and `.env.example` are generated from this list
 * (`npm run docs:config`), and tests/unit/config-docs.test.ts keeps them equal and fails on a
 * variable that the code reads but this list does not name.
 *
 * Base layer: imports nothing of the project. (The values are still parsed where they are used;
 * moving the parsing here, one zod schema per variable, is the next step of the base layer.)
 */

export interface Variable {
  name: string;
  /** Which commands read it, as the table says (build, serve, agents, import, test). */
  usedBy: string;
  /** The default, in Markdown. */
  default: string;
  /** What it means, in Markdown (one table cell). */
  meaning: string;
  /** The section of `.env.example`. */
  group: 'build' | 'serve' | 'test';
  /** The line of `.env.example`: a value, set (`active`) or shown commented out. */
  example: { value: string; active: boolean };
}

export const VARIABLES: readonly Variable[] = [
  {
    name: 'PORTFOLIO_CONTENT',
    usedBy: 'build, import',
    default: '`content/`',
    meaning:
      "the content directory to build from (and `npm run import` writes to); in the kit's own repository, `npm run build` and `npm run dev` default to the example site, `examples/site/content/`",
    group: 'build',
    example: { value: 'content', active: true },
  },
  {
    name: 'PORTFOLIO_ENV_FILE',
    usedBy: 'build, serve, scripts',
    default: '`.env`',
    meaning: 'the env file to read; empty: none (the tests set it so)',
    group: 'build',
    example: { value: '.env', active: false },
  },
  {
    name: 'SITE_URL',
    usedBy: 'build',
    default: '`http://localhost:<PORT>` (`PORT` default 4321)',
    meaning:
      'the public address (`https://ada.dev`, or `https://user.github.io/portfolio/` for a site under a folder): every link and absolute URL the project emits (API links, problem `type` URLs, canonical links, discovery documents) derives from it; its origin is the OAuth issuer and token audience. A query, credentials or a path that is not plain folder names stops the build.',
    group: 'build',
    example: { value: 'https://ada.dev', active: false },
  },
  {
    name: 'API_ORIGIN',
    usedBy: 'build (Cloudflare, Netlify: also their runtime variable); serve (its host is answered)',
    default: 'unset',
    meaning:
      "for a CDN deployment: the origin of the Node server that the generated edge code (Cloudflare `_worker.js`, Netlify Edge Function) proxies the dynamic requests to; the host's own `API_ORIGIN` variable, when set, wins ; with `STATIC_ONLY=true`, where the pages send the dynamic features (an http(s) origin without a path)",
    group: 'build',
    example: { value: 'https://api.example.com', active: false },
  },
  {
    name: 'STATIC_ONLY',
    usedBy: 'build',
    default: '`false`',
    meaning:
      "`true` for a host that serves files only (GitHub Pages): the pages link the dynamic features at `API_ORIGIN`, or leave them out without it, and link the API's `.json` files (see [GitHub Pages](deployment.md#github-pages-and-other-static-only-hosts))",
    group: 'build',
    example: { value: 'false', active: false },
  },
  {
    name: 'NGINX_LISTEN',
    usedBy: 'build',
    default: '`80`',
    meaning: 'the `listen` parameters of the generated `dist/deploy/nginx.conf`',
    group: 'build',
    example: { value: '80', active: false },
  },
  {
    name: 'DEPLOY_USER',
    usedBy: 'build',
    default: '`portfolio`',
    meaning: "the system user of the generated `dist/deploy/portfolio.service` (which also takes `HOST` and `PORT` from the build's environment)",
    group: 'build',
    example: { value: 'portfolio', active: false },
  },
  {
    name: 'BUILD_DATE',
    usedBy: 'build',
    default: 'the day of the build',
    meaning:
      '`YYYY-MM-DD`: the day the pages are written for ("available from January 2027" or "available now"), for a reproducible build; `npm run build:example` pins it for the screenshot tests',
    group: 'build',
    example: { value: '2026-11-23', active: false },
  },
  {
    name: 'CONTENT_SIGNAL',
    usedBy: 'build',
    default: '`search=yes, ai-input=yes, ai-train=no`',
    meaning: 'the Content Signals line of `robots.txt` (keys `search`, `ai-input`, `ai-train`; values `yes`/`no`)',
    group: 'build',
    example: { value: 'search=yes, ai-input=yes, ai-train=no', active: true },
  },
  {
    name: 'ROBOTS_AGENTMAP',
    usedBy: 'build',
    default: '`false`',
    meaning:
      "`true` adds the ARD `Agentmap:` line to `robots.txt`. Off by default: Lighthouse's robots.txt audit reports it as an unknown directive (SEO 92 instead of 100); the ARD catalog stays discoverable at its well-known location, the HTML `<link>` and the `Link` header",
    group: 'build',
    example: { value: 'false', active: false },
  },
  {
    name: 'HOST',
    usedBy: 'serve',
    default: '`127.0.0.1`',
    meaning: 'the address to listen on',
    group: 'serve',
    example: { value: '127.0.0.1', active: true },
  },
  {
    name: 'PORT',
    usedBy: 'serve, build',
    default: '`4321`',
    meaning: 'the port (`0` picks a free one); the build uses it for the default `SITE_URL`',
    group: 'serve',
    example: { value: '4321', active: true },
  },
  {
    name: 'PORTFOLIO_CACHE_DIR',
    usedBy: 'build',
    default: '`node_modules/.cache/agent-portfolio`',
    meaning:
      'where builds keep what they can reuse: the social cards drawn before, by the hash of their SVG, and the brotli and gzip copies and the Markdown twins of the built files, by the hash of the file (a rebuild draws, compresses and converts only what changed; entries unused for 30 days go). Deleting it is always safe',
    group: 'build',
    example: { value: 'node_modules/.cache/agent-portfolio', active: false },
  },
  {
    name: 'PORTFOLIO_DIST',
    usedBy: 'serve',
    default: '`dist/`',
    meaning: 'the build to serve',
    group: 'serve',
    example: { value: 'dist', active: true },
  },
  {
    name: 'STATE_DIR',
    usedBy: 'serve, agents',
    default: '`data/` (git-ignored)',
    meaning:
      'where the authorization server keeps its SQLite state: clients, claims, revocations, used assertion ids, signing keys, and the messages to the owner. Keep it on a persistent disk. Unused when `STATE_URL` is set',
    group: 'serve',
    example: { value: 'data', active: true },
  },
  {
    name: 'STATE_URL',
    usedBy: 'serve, agents',
    default: 'unset (SQLite in `STATE_DIR`)',
    meaning:
      '`redis://[user:password@]host:port/db` or `rediss://…`: keep all state, rate limits included, in Redis, shared by every process and host (see [Every core, several hosts](deployment.md#every-core-several-hosts-workers-and-redis)). The URL is never printed',
    group: 'serve',
    example: { value: 'redis://127.0.0.1:6379/0', active: false },
  },
  {
    name: 'STATE_PREFIX',
    usedBy: 'serve, agents',
    default: '`portfolio:`',
    meaning: 'the prefix of every Redis key (1 to 64 of `A-Z a-z 0-9 : _ . -`), so that several portfolios can share one Redis',
    group: 'serve',
    example: { value: 'portfolio:', active: false },
  },
  {
    name: 'WORKERS',
    usedBy: 'serve',
    default: '`1`',
    meaning: 'how many server processes run on the one port (`node:cluster`), 1 to 64, or `auto` for one per core',
    group: 'serve',
    example: { value: '1', active: false },
  },
  {
    name: 'ACCESS_TOKEN_TTL',
    usedBy: 'serve',
    default: '`86400`',
    meaning: 'access token lifetime in seconds (60 to 2592000)',
    group: 'serve',
    example: { value: '86400', active: true },
  },
  {
    name: 'REFRESH_TOKEN_TTL',
    usedBy: 'serve',
    default: '`2592000`',
    meaning: 'lifetime in seconds (300 to 31536000) of a refresh token of the authorization code flow; each use replaces it (rotation)',
    group: 'serve',
    example: { value: '2592000', active: false },
  },
  {
    name: 'OWNER_WEBHOOK_URL',
    usedBy: 'serve',
    default: 'none',
    meaning:
      'an http(s) URL that hears about every claim left pending for the owner: a JSON `POST` (`type: claim.pending`, the claim with who asked and why, the approve/deny commands, and with the owner console a single-use link to the claim, `decide.console`), signed per [Standard Webhooks](https://www.standardwebhooks.com/) (`webhook-id`, `webhook-timestamp`, `webhook-signature: v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`); a failed delivery is retried 3 times (after 1, 5 and 25 s), then given up with one log line. Needs `OWNER_WEBHOOK_SECRET`',
    group: 'serve',
    example: { value: 'https://hooks.example/portfolio', active: false },
  },
  {
    name: 'OWNER_WEBHOOK_SECRET',
    usedBy: 'serve',
    default: 'none',
    meaning: "the shared secret (at least 32 characters; its UTF-8 bytes are the HMAC key) that signs the webhook's body; never logged",
    group: 'serve',
    example: { value: '', active: false },
  },
  {
    name: 'OWNER_CONSOLE',
    usedBy: 'serve, agents',
    default: '`true`',
    meaning:
      'the owner console at `/owner` (passkey sign-in, approvals, activity; see [the owner console](owner.md)); it answers 404 until a passkey is enrolled with `npm run agents -- enrol`, and always with `false`. Its state lives with the rest (`STATE_DIR` or `STATE_URL`)',
    group: 'serve',
    example: { value: 'true', active: false },
  },
  {
    name: 'OWNER_SESSION_TTL',
    usedBy: 'serve',
    default: '`1800`',
    meaning: 'seconds (300 to 43200) an owner console sign-in lasts; not renewed: sign in again with the passkey after it',
    group: 'serve',
    example: { value: '1800', active: false },
  },
  {
    name: 'OWNER_ENROL_TTL',
    usedBy: 'agents',
    default: '`600`',
    meaning: 'seconds (60 to 3600) the one-time enrolment link printed by `npm run agents -- enrol` works',
    group: 'serve',
    example: { value: '600', active: false },
  },
  {
    name: 'INSIGHTS',
    usedBy: 'build, serve',
    default: '`true`',
    meaning:
      "the owner's insights, shown in the [owner console](owner.md#insights): per day, requests by kind of client, `/v1/ask` questions (and those not answered), MCP tool calls, claims by outcome; aggregates only, never an address. `false` records nothing. The [privacy note](security.md#privacy-note) at `/privacy` states the build's value",
    group: 'serve',
    example: { value: 'true', active: false },
  },
  {
    name: 'INSIGHTS_RETENTION_DAYS',
    usedBy: 'build, serve',
    default: '`30`',
    meaning: 'days (1 to 365) the daily insight aggregates are kept; older days are deleted. `/privacy` states the value the site was built with',
    group: 'serve',
    example: { value: '30', active: false },
  },
  {
    name: 'OWNER_LINK_TTL',
    usedBy: 'serve',
    default: '`3600`',
    meaning:
      'seconds (60 to 86400) the single-use console link of a pending claim works: the webhook body carries it as `decide.console`, the claim e-mail (`SMTP_URL`) in its text (sign-in with a passkey still required)',
    group: 'serve',
    example: { value: '3600', active: false },
  },
  {
    name: 'MESSAGES_ENABLED',
    usedBy: 'build, serve',
    default: '`true`',
    meaning:
      "`false`: the owner takes no messages: no contact form (the site links the profile's e-mail instead), `POST /v1/messages` answers 404, no MCP tool `send_message` (see [Messages](messages.md))",
    group: 'serve',
    example: { value: 'true', active: false },
  },
  {
    name: 'MESSAGES_FORM',
    usedBy: 'build, serve',
    default: '`true`',
    meaning: "`false`: no contact form at `/contact` (the site links the profile's e-mail instead); the API and the MCP tool stay",
    group: 'serve',
    example: { value: 'true', active: false },
  },
  {
    name: 'MESSAGES_MCP',
    usedBy: 'serve',
    default: '`true`',
    meaning: '`false`: the MCP server does not offer the tool `send_message`',
    group: 'serve',
    example: { value: 'true', active: false },
  },
  {
    name: 'RATE_LIMIT_MESSAGES',
    usedBy: 'serve',
    default: '`5/3600`',
    meaning:
      'messages per client address (an IPv6 address counts by its /64), `<messages>/<seconds>`, whichever way they come (form, API, MCP); over it, 429 with `Retry-After`',
    group: 'serve',
    example: { value: '5/3600', active: false },
  },
  {
    name: 'RATE_LIMIT_MESSAGES_ALL',
    usedBy: 'serve',
    default: '`100/3600`',
    meaning: 'messages from everybody together, `<messages>/<seconds>`: a bound on what a spammer with many addresses can store',
    group: 'serve',
    example: { value: '100/3600', active: false },
  },
  {
    name: 'SMTP_URL',
    usedBy: 'serve',
    default: 'unset (no e-mail)',
    meaning:
      '`smtp://user:password@host:587` (STARTTLS when offered) or `smtps://…:465`: the mail server that tells the owner of each message and of each claim waiting for approval, with its console link (plain text, to `OWNER_EMAIL`). Never printed',
    group: 'serve',
    example: { value: 'smtps://user:password@mail.example.com:465', active: false },
  },
  {
    name: 'OWNER_EMAIL',
    usedBy: 'serve',
    default: "the profile's `email`",
    meaning: 'where the e-mail about each message and each pending claim goes (needed with `SMTP_URL` when the profile has no e-mail)',
    group: 'serve',
    example: { value: 'me@example.com', active: false },
  },
  {
    name: 'SMTP_FROM',
    usedBy: 'serve',
    default: '`OWNER_EMAIL`',
    meaning: "the sender address of that e-mail (one your mail server may send as); the message's writer is its Reply-To",
    group: 'serve',
    example: { value: 'portfolio@example.com', active: false },
  },
  {
    name: 'CLIENT_UNUSED_TTL',
    usedBy: 'build, serve',
    default: '`86400`',
    meaning:
      'seconds (300 to 31536000) after which a registered client that never obtained a token and has no approved claim is deleted, with its claims (at start-up, then at most once a minute on registration): registration is open, so this bounds the state it can add. At the default 30 registrations a minute per address and 8 KiB bodies that is at most about 360 MiB per client address (`npm exec -- node scripts/measure-registrations.mjs`).',
    group: 'serve',
    example: { value: '86400', active: true },
  },
  {
    name: 'SIGNING_KEY',
    usedBy: 'serve',
    default: 'generated',
    meaning: 'a PKCS#8 PEM RSA private key that signs access tokens (`\\n` for newlines); unset, one is generated on first start and kept in `STATE_DIR`',
    group: 'serve',
    example: { value: '-----BEGIN PRIVATE KEY-----\\n...\\n-----END PRIVATE KEY-----', active: false },
  },
  {
    name: 'AGENT_API_KEYS',
    usedBy: 'serve',
    default: 'none',
    meaning:
      'pre-shared agent keys: a JSON array of `{"name", "sha256", "scopes"}`, `sha256` being the hex SHA-256 of the key (the key itself is never configured)',
    group: 'serve',
    example: { value: '[{"name":"ci-bot","sha256":"<64 hex>","scopes":["projects:read","skills:read"]}]', active: false },
  },
  {
    name: 'AUTO_GRANT_SCOPES',
    usedBy: 'serve',
    default: 'none',
    meaning:
      'scopes granted at once on a claim, without the owner. Every scope opens private data, so by default none is: each claim waits for `npm run agents -- approve`. Opt in knowingly, for example `portfolio:read skills:read`',
    group: 'serve',
    example: { value: '', active: true },
  },
  {
    name: 'RATE_LIMIT_AUTH',
    usedBy: 'serve',
    default: '`30/60`',
    meaning:
      '`<requests>/<seconds>` per client address and per authenticated client on the auth endpoints: one quota per host (across `WORKERS`), or across all hosts with `STATE_URL`',
    group: 'serve',
    example: { value: '30/60', active: true },
  },
  {
    name: 'RATE_LIMIT_API',
    usedBy: 'serve',
    default: '`600/60`',
    meaning: 'the same for the API requests that reach the server (filters, questions, private views; prerendered files are not limited)',
    group: 'serve',
    example: { value: '600/60', active: true },
  },
  {
    name: 'RATE_LIMIT_MCP',
    usedBy: 'serve',
    default: '`300/60`',
    meaning:
      '`<requests>/<seconds>` per client address and MCP method (`tools/call`, `resources/read`, `tools/list`, ...; the `Mcp-Method` header, checked against the body), on top of `RATE_LIMIT_API`, which counts every MCP message: a client cannot spend its whole quota on one method',
    group: 'serve',
    example: { value: '300/60', active: true },
  },
  {
    name: 'TRUST_PROXY',
    usedBy: 'serve',
    default: '`false`',
    meaning:
      'the proxies in front of the server, whose `X-Forwarded-For` entries are believed: a hop count (`1`), or comma-separated addresses and CIDR ranges (`10.0.0.0/8`) and the names `loopback`, `linklocal`, `uniquelocal`. The client address (rate limits) is the rightmost entry that is not a trusted proxy, as `proxy-addr` computes it; entries further left are written by the client and ignored. `true` is refused (it would let any client choose its address).',
    group: 'serve',
    example: { value: 'false', active: true },
  },
  {
    name: 'ALLOWED_HOSTS',
    usedBy: 'serve',
    default: 'none',
    meaning:
      'comma-separated `host` or `host:port` (a port limits the entry to it) that the server answers besides the host of `SITE_URL`, the host of `API_ORIGIN` and the loopback names; any other `Host` gets a 421, and `/mcp` refuses an `Origin` outside them with a 403 (DNS rebinding; see docs/security.md)',
    group: 'serve',
    example: { value: 'www.ada.dev,ada.dev:8443', active: false },
  },
  {
    name: 'TRUSTED_ISSUERS_FILE',
    usedBy: 'serve',
    default: 'none',
    meaning:
      'a JSON file listing the identity providers whose identity assertions (ID-JAG) and security events are accepted: `[{"issuer", "jwks_uri"}]` or `[{"issuer", "jwks": {"keys": […]}}]`. Keys come only from here (remote sets: 3 s timeout, 64 KiB, refetched at most every 5 s on an unknown `kid`)',
    group: 'serve',
    example: { value: 'trusted-issuers.json', active: false },
  },
  {
    name: 'SIGNATURE_AGENTS',
    usedBy: 'serve',
    default: 'none',
    meaning:
      'Web Bot Auth: the allowed signature-agent key directories, `[{"directory", "name", "scopes"?}]`; a verified signature identifies the agent (rate limits, logs) and, with scopes, authenticates it',
    group: 'serve',
    example: { value: '[{"directory":"https://bot.example/.well-known/http-message-signatures-directory","name":"example-bot","scopes":[]}]', active: false },
  },
  {
    name: 'SIGNATURE_AGENTS_ALLOW_PRIVATE',
    usedBy: 'serve',
    default: '`false`',
    meaning: 'tests only: allow directories on http or private addresses',
    group: 'serve',
    example: { value: 'false', active: false },
  },
  {
    name: 'CIMD_ALLOW_PRIVATE_HOSTS',
    usedBy: 'serve',
    default: 'none',
    meaning:
      'tests only: host names or IP addresses (comma-separated) whose Client ID Metadata Documents may be fetched although they resolve to private or loopback addresses; in production every document host must be public',
    group: 'serve',
    example: { value: 'localhost', active: false },
  },
  {
    name: 'WEB_BOT_AUTH_MAX_VALIDITY',
    usedBy: 'serve',
    default: '`300`',
    meaning:
      'the longest validity (`expires - created`, seconds, 1 to 86400) of a signature from an agent whose `SIGNATURE_AGENTS` entry has scopes; identify-only agents keep the Web Bot Auth limit of 24 h',
    group: 'serve',
    example: { value: '300', active: false },
  },
  {
    name: 'MTLS_PROXY_ADDRESSES',
    usedBy: 'serve',
    default: 'none',
    meaning:
      'comma-separated addresses or CIDR ranges of TLS-terminating proxies trusted to forward a verified client certificate identity; the TCP peer itself must be one of them (never an `X-Forwarded-For` entry)',
    group: 'serve',
    example: { value: '10.0.0.2', active: false },
  },
  {
    name: 'MTLS_IDENTITY_HEADER',
    usedBy: 'serve',
    default: '`x-client-cert-subject`',
    meaning: 'the header in which they forward it',
    group: 'serve',
    example: { value: 'x-client-cert-subject', active: false },
  },
  {
    name: 'MTLS_CLIENTS',
    usedBy: 'serve',
    default: 'none',
    meaning: '`[{"subject", "name", "scopes"}]`: the certificate subjects accepted and their scopes',
    group: 'serve',
    example: { value: '[{"subject":"CN=partner,O=Example","name":"partner","scopes":["contact:read"]}]', active: false },
  },
  {
    name: 'CHROMIUM_PATH',
    usedBy: 'test',
    default: '`/usr/bin/chromium`',
    meaning: 'the Chromium binary for the browser tests',
    group: 'test',
    example: { value: '/usr/bin/chromium', active: false },
  },
  {
    name: 'NGINX_PATH',
    usedBy: 'test',
    default: '`/usr/sbin/nginx`',
    meaning: 'the nginx binary for the deployment and load-balancer tests',
    group: 'test',
    example: { value: '/usr/sbin/nginx', active: false },
  },
  {
    name: 'REDIS_SERVER_PATH',
    usedBy: 'test',
    default: '`/usr/bin/redis-server`',
    meaning: 'the redis-server binary for the shared-state tests',
    group: 'test',
    example: { value: '/usr/bin/redis-server', active: false },
  },
];
