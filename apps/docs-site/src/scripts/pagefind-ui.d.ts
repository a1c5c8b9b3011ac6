/** Pagefind's own UI module, which astro.config.mjs maps this name to (see lazy-pagefind-ui.ts). */
declare module 'railyard:pagefind-ui' {
  export const PagefindUI: new (options: { element: string; [option: string]: unknown }) => unknown;
}
