/**
 * The Wild West Express map's drawing: zones, track, the node shapes, the pieces stacked beside
 * each node and the path preview, as SVG templates from the view (no state, no events: the board
 * element adds the focusable hit areas and the moves).
 */
import { nothing, svg, type SVGTemplateResult } from 'lit';
import type { WildWestExpressView, WweNodeView } from '@railyard/rules/wild-west-express';

type View = WildWestExpressView;

/** The path shown while a destination is focused or hovered: the piece's node, then the path. */
export interface PathPreview {
  readonly path: readonly string[];
  /** Where a desperado's jump lands, if the move is a jump. */
  readonly jump: string | null;
}

export const WIDTH = 1050;
export const HEIGHT = 750;
/** Seat colours; every piece also carries its seat number, so colour is never the only cue. */
const SEAT_COLORS = ['#c0392b', '#1f6fb2', '#2e8b57', '#7d3c98', '#d35400'];
export const seatColor = (seat: number) => SEAT_COLORS[seat % SEAT_COLORS.length]!;

/** The time zones as coloured bands with their names, and the zone lines. */
export function renderZones(view: View): SVGTemplateResult[] {
  const edges = [0, ...view.zoneLines.map((l) => l.x), WIDTH];
  const out: SVGTemplateResult[] = [];
  view.zones.forEach((zone, i) => {
    const x0 = edges[i]!;
    const x1 = edges[i + 1]!;
    out.push(svg`<rect class="zone" data-zone=${zone.id} x=${x0} y="0" width=${x1 - x0} height=${HEIGHT} fill=${zone.color}></rect>
      <text class="zone-name" x=${(x0 + x1) / 2} y=${HEIGHT - 10} text-anchor="middle" font-size="15">${zone.name} zone (${zone.id})</text>`);
  });
  for (const line of view.zoneLines)
    out.push(svg`<line class="zone-line" x1=${line.x} y1="0" x2=${line.x} y2=${HEIGHT}></line>`);
  return out;
}

/** The track between nodes. */
export function renderEdges(view: View, byId: ReadonlyMap<string, WweNodeView>): SVGTemplateResult {
  return svg`<g class="edges">${view.edges.map(([a, b]) => {
    const p = byId.get(a)!;
    const q = byId.get(b)!;
    return svg`<line x1=${p.x} y1=${p.y} x2=${q.x} y2=${q.y}></line>`;
  })}</g>`;
}

/** The path a focused or hovered destination would take, with its length at the end. */
export function renderPreview(
  preview: PathPreview | null,
  byId: ReadonlyMap<string, WweNodeView>,
): SVGTemplateResult | typeof nothing {
  if (!preview) return nothing;
  const points = preview.path.map((id) => byId.get(id)).filter((n) => n !== undefined);
  const end = points.at(-1);
  const jump = preview.jump ? byId.get(preview.jump) : undefined;
  return svg`<g class="preview" aria-hidden="true">
    <polyline points=${points.map((n) => `${n.x},${n.y}`).join(' ')}></polyline>
    ${end && jump ? svg`<line class="jump" x1=${end.x} y1=${end.y} x2=${jump.x} y2=${jump.y}></line>` : nothing}
    ${end ? svg`<circle class="end" cx=${end.x} cy=${end.y} r="13"></circle><text x=${end.x} y=${end.y - 16} text-anchor="middle" font-size="11">${points.length - 1}</text>` : nothing}
  </g>`;
}

/** A town near the map's top edge has its name below it (else above). */
const nameBelow = (node: WweNodeView) => node.kind === 'city' && node.y < 110;

/**
 * A station's pennant, beside its town and level with it: clear of the town's name above or
 * below, on the side that covers less of the towns' names (walkthrough 5 #14: Denver, Wichita).
 */
function renderStation(view: View, node: WweNodeView, owner: number): SVGTemplateResult {
  const { x, y } = node;
  // The area of names (12-unit text, about 7.4 units a letter) under a flag from `from` to +22.
  const covers = (from: number) =>
    view.nodes.reduce((sum, n) => {
      if (n.kind !== 'city') return sum;
      const half = (n.name ?? '').length * 3.7;
      const top = nameBelow(n) ? n.y + 14 : n.y - 27;
      const across = Math.min(from + 22, n.x + half) - Math.max(from, n.x - half);
      const down = Math.min(y + 10, top + 16) - Math.max(y - 10, top);
      return sum + Math.max(0, across) * Math.max(0, down);
    }, 0);
  const s = covers(x - 37) <= covers(x + 21) ? -1 : 1;
  const pole = x + s * (s < 0 ? 15 : 21);
  const tip = pole + s * 22;
  return svg`<g class="station" data-owner=${owner}><line x1=${pole} y1=${y + 11} x2=${pole} y2=${y - 9}></line><polygon points="${pole},${y - 9} ${tip},${y} ${pole},${y + 9}" fill=${seatColor(owner)}></polygon><text x=${pole + s * 7} y=${y + 4.5} text-anchor="middle" font-size="12">${owner + 1}</text></g>`;
}

/** The drawing of one node (without pieces). */
export function nodeShape(view: View, node: WweNodeView): SVGTemplateResult {
  const { x, y } = node;
  if (node.kind === 'city') {
    const owner = view.stations[node.id as keyof View['stations']];
    const below = nameBelow(node);
    return svg`<rect class="town" x=${x - 11} y=${y - 11} width="22" height="22" rx="4"></rect>
      ${owner !== null && owner !== undefined ? renderStation(view, node, owner) : nothing}
      <text class="name" x=${x} y=${below ? y + 26 : y - 15} text-anchor="middle" font-size="12">${node.name}</text>`;
  }
  if (node.kind === 'junction')
    return svg`<polygon class="junction" points="${x},${y - 9} ${x + 9},${y} ${x},${y + 9} ${x - 9},${y}"></polygon>`;
  if (node.feature === 'star')
    return svg`<polygon class="star-space" points=${starPoints(x, y, 8, 3.5)}></polygon>`;
  if (node.feature === 'telegram')
    return svg`<g class="telegram-space"><rect x=${x - 7} y=${y - 5} width="14" height="10"></rect><polyline points="${x - 7},${y - 5} ${x},${y + 1} ${x + 7},${y - 5}"></polyline></g>`;
  return svg`<circle class="track" cx=${x} cy=${y} r="4.5"></circle>`;
}

/** Pieces on a node, stacked beside it. */
export function renderPieces(view: View, node: WweNodeView): SVGTemplateResult[] {
  const out: SVGTemplateResult[] = [];
  let slot = 0;
  // On the side away from a town's name, so that the name stays readable.
  const side = nameBelow(node) ? -1 : 1;
  const place = () => {
    const dy = node.kind === 'city' ? 20 : 12;
    const p = {
      x: node.x - 18 + (slot % 3) * 18,
      y: node.y + side * (dy + Math.floor(slot / 3) * 17),
    };
    slot++;
    return p;
  };
  for (const t of view.trains.filter((t) => t.at === node.id)) {
    const p = place();
    const w = t.size === 'large' ? 22 : 15;
    const fill = seatColor(t.owner);
    out.push(svg`<g class="piece train ${t.size} ${t.toMove ? 'to-move' : ''} ${t.waiting ? 'waiting' : ''}" data-train=${t.id}>
      <rect x=${p.x - w / 2} y=${p.y - 6} width=${w} height="11" rx="2" fill=${fill}></rect>
      <circle class="wheel" cx=${p.x - w / 2 + 3} cy=${p.y + 6} r="2"></circle>
      <circle class="wheel" cx=${p.x + w / 2 - 3} cy=${p.y + 6} r="2"></circle>
      <text x=${p.x} y=${p.y + 3.5} text-anchor="middle" font-size="10">${t.owner + 1}</text>
      ${t.cargo.map((c, i) => svg`<rect class="cargo ${c.type}" x=${p.x - w / 2 + 1 + i * 8} y=${p.y - 11} width="6" height="5"></rect>`)}
    </g>`);
  }
  for (const d of view.desperados.filter((d) => d.at === node.id)) {
    const p = place();
    out.push(svg`<g class="piece desperado" data-desperado=${d.id}>
      <polygon points="${p.x - 8},${p.y - 7} ${p.x + 8},${p.y - 7} ${p.x},${p.y + 8}" fill=${seatColor(d.owner)}></polygon>
      <text x=${p.x} y=${p.y} text-anchor="middle" font-size="9">${d.owner + 1}</text>
    </g>`);
  }
  view.sheriffs.forEach((s, i) => {
    if (s !== node.id) return;
    const p = place();
    out.push(svg`<g class="piece sheriff" data-sheriff=${i}>
      <circle cx=${p.x} cy=${p.y} r="8"></circle>
      <polygon points=${starPoints(p.x, p.y, 7, 3)}></polygon>
    </g>`);
  });
  for (const d of view.dynamite.filter((d) => d.at === node.id)) {
    const p = place();
    out.push(svg`<g class="piece dynamite" data-dynamite=${d.owner}>
      <rect x=${p.x - 9} y=${p.y - 5} width="18" height="10" rx="1"></rect>
      <text x=${p.x} y=${p.y + 3} text-anchor="middle" font-size="7.5">TNT</text>
    </g>`);
  }
  return out;
}

/** A five-pointed star around (x, y). */
function starPoints(x: number, y: number, outer: number, inner: number): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(`${(x + r * Math.cos(a)).toFixed(1)},${(y + r * Math.sin(a)).toFixed(1)}`);
  }
  return points.join(' ');
}
