/**
 * Under `npm run dev`: the content error of the last edit, until an edit fixes it. The content
 * loaders (src/content.config.ts) set it; the pages' middleware throws it, so that the dev server
 * shows Astro's error overlay with the list of problems instead of the last good content. One
 * slot on `globalThis`, because the loaders and the middleware are loaded as separate modules.
 */
const DEV_ERROR = Symbol.for('agent-portfolio.dev-content-error');
export const devContentError = {
  get: (): Error | undefined => (globalThis as Record<symbol, Error | undefined>)[DEV_ERROR],
  set: (err: Error) => {
    (globalThis as Record<symbol, Error | undefined>)[DEV_ERROR] = err;
  },
  clear: () => {
    delete (globalThis as Record<symbol, Error | undefined>)[DEV_ERROR];
  },
};
