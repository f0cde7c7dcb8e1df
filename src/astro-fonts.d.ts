// The module behind Astro's <Font> component (astro/components/Font.astro): the @font-face CSS it
// inlines per family, which the Content-Security-Policy allows by hash (src/middleware.ts).
declare module 'virtual:astro:assets/fonts/internal' {
  export const componentDataByCssVariable: Map<string, { css: string }>;
}
