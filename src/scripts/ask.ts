/**
 * Progressive enhancement of the /ask form (the page works without it): the answer is fetched
 * from the same server-rendered page and swapped in without a reload, the address stays
 * shareable (history), and a WebMCP agent that submits the form gets the answer envelope back
 * in the same document (`SubmitEvent.respondWith`).
 */
type AgentSubmitEvent = SubmitEvent & { agentInvoked?: boolean; respondWith?: (result: Promise<unknown>) => void };

export function enhanceAskForm(): void {
  const form = document.querySelector<HTMLFormElement>('form[data-ask-form]');
  const out = document.getElementById('answer');
  const input = form?.elements.namedItem('q');
  if (!form || !out || !(input instanceof HTMLInputElement) || typeof fetch !== 'function') return;

  async function show(q: string, push: boolean): Promise<unknown> {
    const url = new URL(form!.action);
    url.searchParams.set('q', q);
    form!.setAttribute('aria-busy', 'true');
    try {
      const res = await fetch(url, { headers: { Accept: 'text/html' } });
      const doc = new DOMParser().parseFromString(await res.text(), 'text/html');
      const fresh = doc.getElementById('answer');
      if (!fresh) throw new Error('no answer in the page');
      out!.innerHTML = fresh.innerHTML;
      document.title = doc.title;
      if (push) history.pushState({ q }, '', url);
      const data = out!.querySelector('[data-ask-result]')?.textContent;
      return data ? JSON.parse(data) : null;
    } catch {
      // Anything unexpected: fall back to the plain form submission.
      location.assign(url);
      return null;
    } finally {
      form!.removeAttribute('aria-busy');
    }
  }

  form.addEventListener('submit', (event) => {
    const q = input.value.trim();
    if (!q) return;
    event.preventDefault();
    const answer = show(q, true);
    const e = event as AgentSubmitEvent;
    if (e.agentInvoked && typeof e.respondWith === 'function') e.respondWith(answer);
  });

  window.addEventListener('popstate', () => {
    const q = new URL(location.href).searchParams.get('q')?.trim() ?? '';
    input.value = q;
    if (q) void show(q, false);
    else out.replaceChildren();
  });
}
