/**
 * The script of the MCP Apps views (browser code; ./script.ts bundles it with esbuild into each
 * `ui://` document of ./resources.ts). It connects to the host through the ext-apps bridge and
 * draws the tool result it receives, chosen by `<body data-view>`: the profile card, the project
 * gallery, one project, or an answer with its references; a click on a link asks the host to
 * open it. Tool results are untrusted: they are
 * written with textContent and DOM APIs only, and links are kept only when they are http(s).
 */
import { App, applyDocumentTheme, type McpUiHostContext, PostMessageTransport } from '@modelcontextprotocol/ext-apps';
import { DEFAULT_THEME, THEMES, type ThemeName } from '../../core/site/themes.ts';
import { COVER_HEIGHT, COVER_WIDTH, coverArt } from '../../core/site/cover-art.ts';

type Json = Record<string, unknown>;

const SVG = 'http://www.w3.org/2000/svg';

function el<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v : undefined);
const obj = (v: unknown): Json | undefined => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : undefined);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/** A link to an http(s) URL, else plain text: a `javascript:` or `data:` URL from a result never becomes a link. */
function link(href: unknown, text: string): HTMLElement {
  const url = str(href);
  if (!url || !/^https?:\/\//i.test(url)) return el('span', text);
  const a = el('a', text);
  a.href = url;
  a.target = '_blank';
  a.rel = 'noopener noreferrer';
  return a;
}

function tags(list: string[]): HTMLElement {
  const ul = el('ul', undefined, 'tags');
  for (const t of list) ul.append(el('li', t));
  return ul;
}

/** The site's theme, which the document names (`<html data-design>`, ./document.ts). */
function theme(): ThemeName {
  const named = document.documentElement.dataset.design;
  return THEMES.find((t) => t === named) ?? DEFAULT_THEME;
}

/** The generated cover of a project (src/core/site/cover-art.ts, as the website draws it without a cover image). */
function cover(p: Json): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', `0 0 ${COVER_WIDTH} ${COVER_HEIGHT}`);
  svg.setAttribute('preserveAspectRatio', 'xMidYMid slice');
  svg.setAttribute('aria-hidden', 'true');
  svg.classList.add('cover');
  const bg = document.createElementNS(SVG, 'rect');
  for (const [k, v] of Object.entries({ width: COVER_WIDTH, height: COVER_HEIGHT })) bg.setAttribute(k, String(v));
  bg.setAttribute('class', 'tone-0');
  svg.append(bg);
  for (const shape of coverArt({ title: str(p.title) ?? '', tags: strings(p.tags) }, theme())) {
    const node = document.createElementNS(SVG, shape.kind);
    for (const [k, v] of Object.entries(shape.attrs)) node.setAttribute(k, String(v));
    node.setAttribute('class', `tone-${shape.tone}`);
    svg.append(node);
  }
  return svg;
}

function facts(p: Json): HTMLElement {
  return el('p', [str(p.date), strings(p.roles).join(', ') || undefined, str(p.entity)].filter(Boolean).join(' · '), 'muted');
}

function profileView(data: Json): HTMLElement {
  const card = el('article', undefined, 'card profile');
  const name = str(data.name) ?? 'Profile';
  const monogram = el(
    'div',
    name
      .split(/\s+/)
      .map((w) => w[0] ?? '')
      .join('')
      .slice(0, 2)
      .toUpperCase(),
    'monogram',
  );
  monogram.setAttribute('aria-hidden', 'true');
  card.append(monogram, el('h1', name));
  const headline = [str(data.role), str(data.location)].filter(Boolean).join(' · ');
  if (headline) card.append(el('p', headline, 'muted'));
  const bio = str(data.bio);
  if (bio) card.append(el('p', bio.trim().split(/\n\s*\n/)[0] ?? bio));
  const links = el('p', undefined, 'links');
  for (const [key, label] of [
    ['website', 'Website'],
    ['github', 'GitHub'],
    ['linkedin', 'LinkedIn'],
  ] as const) {
    if (str(data[key])) links.append(link(data[key], label), ' ');
  }
  if (links.childNodes.length) card.append(links);
  return card;
}

function projectCard(p: Json, heading: 'h1' | 'h2'): HTMLElement {
  const card = el('article', undefined, 'card project');
  card.append(cover(p));
  const title = el(heading);
  title.append(link(obj(p.links)?.html, str(p.title) ?? str(p.id) ?? 'Project'));
  card.append(title);
  const f = facts(p);
  if (f.textContent) card.append(f);
  if (str(p.description)) card.append(el('p', str(p.description)));
  card.append(tags(strings(p.tags)));
  return card;
}

function galleryView(data: unknown): HTMLElement {
  const list = Array.isArray(data) ? data : [];
  const section = el('section', undefined, 'gallery');
  section.append(el('h1', `${list.length} project${list.length === 1 ? '' : 's'}`));
  const grid = el('div', undefined, 'grid');
  for (const p of list) if (obj(p)) grid.append(projectCard(p as Json, 'h2'));
  section.append(grid);
  return section;
}

function projectView(data: Json): HTMLElement {
  const card = projectCard(data, 'h1');
  const writeup = str(data.writeup);
  if (writeup) for (const para of writeup.trim().split(/\n\s*\n/)) card.append(el('p', para.replace(/^#+\s*/, '')));
  return card;
}

function answerView(data: Json): HTMLElement {
  const card = el('article', undefined, 'card answer');
  card.append(el('h1', 'Answer'), el('p', str(data.answer) ?? ''));
  const refs = strings(data.references);
  if (refs.length) {
    card.append(el('h2', 'References'));
    const ul = el('ul', undefined, 'refs');
    for (const r of refs) {
      const li = el('li');
      li.append(link(r, r));
      ul.append(li);
    }
    card.append(ul);
  }
  return card;
}

/** The view for one tool result: the API's JSON is its structured content (`data`, or the ask answer itself). */
export function render(view: string, result: { structuredContent?: Json; isError?: boolean; content?: unknown }): HTMLElement {
  const content = result.structuredContent;
  if (result.isError || !content) {
    const text = Array.isArray(result.content) ? result.content.map((c) => str(obj(c)?.text) ?? '').join('\n') : '';
    return el('p', text || 'No result to show.', 'error');
  }
  if (view === 'projects') return galleryView(content.data);
  if (view === 'project') return projectView(obj(content.data) ?? {});
  if (view === 'answer') return answerView(content);
  return profileView(obj(content.data) ?? {});
}

function show(node: HTMLElement) {
  const root = document.getElementById('app');
  if (root) root.replaceChildren(node);
}

/** The host's light or dark theme, when it says. */
function scheme(context: McpUiHostContext | undefined) {
  if (context?.theme === 'light' || context?.theme === 'dark') applyDocumentTheme(context.theme);
}

const app = new App({ name: 'agent-portfolio', version: '1' }, {});
app.ontoolresult = (result) => show(render(document.body.dataset.view ?? 'profile', result as Parameters<typeof render>[1]));
app.onhostcontextchanged = scheme;
// A sandboxed frame cannot open a page itself: a click on a link asks the host to (`ui/open-link`).
document.addEventListener('click', (event) => {
  const a = event.target instanceof Element ? event.target.closest('a') : null;
  if (!a || !/^https?:\/\//i.test(a.href)) return;
  event.preventDefault();
  void app.openLink({ url: a.href });
});
void app.connect(new PostMessageTransport(window.parent, window.parent)).then(() => scheme(app.getHostContext()));
