#!/usr/bin/env node
/* global console, URL */
/**
 * Draws the labelled schematic of the Last Spike route network (src/content/docs/last-spike/
 * schematic.svg) from the engine's own map data, so the picture and the rules engine cannot
 * disagree: every city, every route letter and every tile code, with what the rulebook states
 * set apart from what is inferred or reconstructed. Run after changing the map data:
 *   node scripts/last-spike-schematic.mjs
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const { register } = await import('tsx/esm/api');
register();
const { CITY_DATA, ROUTE_DATA } =
  await import('../../../packages/rules/src/games/last-spike/data/board.ts');

const out = fileURLToPath(new URL('../src/content/docs/last-spike/schematic.svg', import.meta.url));
const W = 1040;
const H = 830;
const INK = '#2b2118';
const MUTED = '#7a6a58';
const TRACK = '#8a7a66';
const STATED = '#b3471d';
const FONT = 'font-family="system-ui, sans-serif"';
/** Tiles the rulebook mentions by code. */
const NAMED_TILES = new Set(['A3', 'A4', 'C1', 'D1', 'V3']);

const place = (city) => {
  const c = CITY_DATA.find((d) => d.id === city);
  return { x: 150 + c.x.value * 185, y: 380 + c.y.value * 135 };
};
const esc = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const text = (x, y, body, attrs = '') =>
  `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" ${FONT} ${attrs}>${esc(body)}</text>`;

const parts = [];
parts.push(
  `<rect width="${W}" height="${H}" fill="#f4efe4"/>`,
  text(
    20,
    34,
    'Last Spike: the route network, labelled',
    `font-size="22" font-weight="700" fill="${INK}"`,
  ),
  text(
    20,
    56,
    'A schematic drawn from the rulebook’s facts, not the printed board. West is left, east is right.',
    `font-size="13" fill="${MUTED}"`,
  ),
);

for (const route of ROUTE_DATA) {
  const east = place(route.east.value);
  const west = place(route.west.value);
  const letter = route.letter.value;
  parts.push(
    `<line x1="${east.x}" y1="${east.y}" x2="${west.x}" y2="${west.y}" stroke="${TRACK}" stroke-width="3"/>`,
  );
  // Spaces 1-4 from the east end, evenly between the two cities.
  for (let n = 1; n <= 4; n++) {
    const t = n / 5;
    const x = east.x + (west.x - east.x) * t;
    const y = east.y + (west.y - east.y) * t;
    const code = `${letter}${n}`;
    const named = NAMED_TILES.has(code);
    parts.push(
      `<rect x="${(x - 14).toFixed(1)}" y="${(y - 9).toFixed(1)}" width="28" height="18" rx="3" fill="${named ? '#fbe3d6' : '#fffaf0'}" stroke="${named ? STATED : INK}" stroke-width="${named ? 2 : 1.2}"/>`,
      text(
        x,
        y + 4,
        code,
        `font-size="10" font-weight="700" text-anchor="middle" fill="${named ? STATED : INK}"`,
      ),
    );
  }
  // The route letter beside the middle of the route, on the side away from the diamond's centre.
  const mx = (east.x + west.x) / 2;
  const my = (east.y + west.y) / 2;
  const len = Math.hypot(west.x - east.x, west.y - east.y);
  let nx = -(west.y - east.y) / len;
  let ny = (west.x - east.x) / len;
  const centre = place('denver');
  if ((mx - centre.x) * nx + (my - centre.y) * ny < 0 && !(mx === centre.x && my === centre.y)) {
    nx = -nx;
    ny = -ny;
  }
  const fromBook = route.letter.source === 'rulebook';
  const lx = mx + nx * 24;
  const ly = my + ny * 24;
  parts.push(
    `<circle cx="${lx.toFixed(1)}" cy="${ly.toFixed(1)}" r="11" fill="${fromBook ? STATED : '#fffaf0'}" stroke="${fromBook ? STATED : MUTED}" stroke-width="1.5"/>`,
    text(
      lx,
      ly + 4.5,
      letter,
      `font-size="13" font-weight="700" text-anchor="middle" fill="${fromBook ? '#fff' : MUTED}"`,
    ),
  );
}

/** Where each city's name goes: outward from the diamond, clear of its track spaces. */
const LABEL = {
  sacramento: [-24, 5, 'end'],
  'st-louis': [24, 5, 'start'],
  laramie: [0, -24, 'middle'],
  'el-paso': [0, 36, 'middle'],
  omaha: [22, -18, 'start'],
  ogden: [-22, -18, 'end'],
  'dodge-city': [22, 30, 'start'],
  yuma: [-22, 30, 'end'],
  denver: [0, 62, 'middle'],
};
const HALO = 'paint-order="stroke" stroke="#f4efe4" stroke-width="6" stroke-linejoin="round"';
for (const city of CITY_DATA) {
  const { x, y } = place(city.id);
  const [dx, dy, anchor] = LABEL[city.id];
  parts.push(
    `<circle cx="${x}" cy="${y}" r="13" fill="${INK}"/>`,
    text(
      x + dx,
      y + dy,
      city.name.value,
      `font-size="16" font-weight="700" text-anchor="${anchor}" fill="${INK}" ${HALO}`,
    ),
  );
}

const legend = [
  ['circle', STATED, 'Route letter named in the rulebook (A: St. Louis–Omaha; V: Ogden–Denver)'],
  [
    'circle',
    '#fffaf0',
    'Route letter of our reconstruction (Z inferred from the finished-game example)',
  ],
  [
    'rect',
    '#fbe3d6',
    'Tile the rulebook mentions: A3 and V3 cost $3,000; A4, C1 and D1 lie beside Omaha',
  ],
  ['rect', '#fffaf0', 'Track space: letter = route, number = position from the east end (1 to 4)'],
];
legend.forEach(([shape, fill, label], i) => {
  const y = 740 + i * 22;
  const stroke = fill === '#fffaf0' ? MUTED : STATED;
  parts.push(
    shape === 'circle'
      ? `<circle cx="32" cy="${y - 4}" r="8" fill="${fill}" stroke="${stroke}" stroke-width="1.5"/>`
      : `<rect x="20" y="${y - 12}" width="24" height="15" rx="3" fill="${fill}" stroke="${stroke}" stroke-width="1.5"/>`,
    text(54, y, label, `font-size="13" fill="${INK}"`),
  );
});

const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-labelledby="t d">
<title id="t">Last Spike: labelled schematic of the route network</title>
<desc id="d">A schematic, not the printed board: nine cities on a diamond from Sacramento in the west to St. Louis in the east, Denver in the centre, joined by twelve routes of four track spaces. Every route carries its letter and every space its tile code, numbered from the east end. Routes A (St. Louis to Omaha) and V (Ogden to Denver) and tiles A3, A4, C1, D1 and V3 are named in the rulebook; the other letters are our reconstruction.</desc>
${parts.join('\n')}
</svg>
`;
writeFileSync(out, svg);
console.log(`wrote ${out}`);
