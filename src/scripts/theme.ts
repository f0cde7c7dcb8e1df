/**
 * The theme toggle: an aria-pressed "Dark theme" button. The choice is stored in localStorage
 * under `theme` and applied before the first paint by the inline script in Base.astro
 * (`THEME_BOOT`); without a stored choice the system setting applies and is followed live.
 */
export const THEME_KEY = 'theme';

type Theme = 'light' | 'dark';

const dark = () => window.matchMedia('(prefers-color-scheme: dark)');

function current(): Theme {
  const forced = document.documentElement.dataset.theme;
  if (forced === 'light' || forced === 'dark') return forced;
  return dark().matches ? 'dark' : 'light';
}

function store(theme: Theme): void {
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    // Storage can be unavailable (privacy modes): the choice then lasts for this page only.
  }
}

export function initThemeToggle(): void {
  const buttons = document.querySelectorAll<HTMLButtonElement>('[data-theme-toggle]');
  const sync = () => {
    for (const b of buttons) b.setAttribute('aria-pressed', String(current() === 'dark'));
  };
  for (const b of buttons) {
    b.addEventListener('click', () => {
      const next: Theme = current() === 'dark' ? 'light' : 'dark';
      document.documentElement.dataset.theme = next;
      store(next);
      sync();
    });
  }
  dark().addEventListener('change', sync);
  sync();
}
