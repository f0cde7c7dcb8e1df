/**
 * The only scripts the pages carry inline (every other script is a file under /_astro/: the build
 * inlines none, integrations/portfolio.mjs). The Content-Security-Policy allows each by its SHA-256 hash
 * (src/http/csp.ts), so an edit here changes the policy with it.
 */

/**
 * Runs in <head> before the first paint (src/layouts/Base.astro): marks that scripts run (the
 * toggle is then shown without a layout shift) and applies the stored theme, so the wrong theme
 * never flashes.
 */
export const THEME_BOOT = `(function(){var d=document.documentElement;d.classList.add('js');try{var t=localStorage.getItem('theme');if(t==='light'||t==='dark')d.dataset.theme=t}catch(e){}})();`;

export const INLINE_SCRIPTS: readonly string[] = [THEME_BOOT];
