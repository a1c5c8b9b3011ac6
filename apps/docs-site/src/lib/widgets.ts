/**
 * Where the docs site serves the component bundles: packages/board-components/dist/*.js is copied
 * to /lib/ (astro.config.mjs), so the site needs nothing from another host. A page loads the
 * bundle of one game when a widget scrolls into view (src/scripts/widgets.ts).
 */
const base = import.meta.env.BASE_URL.endsWith('/')
  ? import.meta.env.BASE_URL
  : `${import.meta.env.BASE_URL}/`;

/** URL of the bundle that carries `<ry-game>`, the statechart and the board of one game (or of all games). */
export function bundleUrl(game?: string): string {
  return `${base}lib/${game ? `railyard-${game}.js` : 'railyard.js'}`;
}

/** URL of one module of the component build (`ry-statechart.js`, `chicago-express.js`…). */
export function moduleUrl(file: string): string {
  return `${base}lib/${file}`;
}

/** Site-relative base for rule links drawn inside widgets. */
export const ruleBase = base.replace(/\/$/, '');
