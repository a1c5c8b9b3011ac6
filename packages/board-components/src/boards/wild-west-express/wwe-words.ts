/**
 * The Wild West Express board's words: names of places, players and trains, what stands on a
 * node, a node's accessible label and the turn line, from one view.
 */
import type {
  WildWestExpressView,
  WweNodeView,
  WweTrainView,
} from '@railyard/rules/wild-west-express';
import { possessive } from '@railyard/rules';
import { money } from '../../shared/players-table.js';

type View = WildWestExpressView;
type Cargo = WweTrainView['cargo'][number];

export const goodName = (good: string) => good.replace(/-/g, ' ');
export const cargoText = (c: Cargo) =>
  c.type === 'goods' ? goodName(c.good) : `passengers from zone ${c.zone}`;
/** A town's goods with their prices, cheapest first ("cattle $50; food $90"). */
export const goodsList = (goods: WweNodeView['sells']) =>
  Object.entries(goods ?? {})
    .sort(([, a], [, b]) => (a ?? 0) - (b ?? 0))
    .map(([g, p]) => `${goodName(g)} ${money(p)}`)
    .join('; ');
export const trainNumber = (id: string) => id.split('-').at(-1) ?? id;

/** Words about one view of the game. */
export class WweWords {
  constructor(
    readonly view: View,
    private readonly byId: ReadonlyMap<string, WweNodeView>,
  ) {}

  /** A node's name: the town or junction, else "track space 2 from Denver towards Leadville". */
  placeName(id: string): string {
    const node = this.byId.get(id);
    if (!node) return id;
    if (node.name) return node.name;
    const [ends = '', step = ''] = id.split(':');
    const [from = '', to = ''] = ends.split('~');
    const name = (end: string) => this.byId.get(end)?.name ?? end;
    const kind =
      node.feature === 'telegram'
        ? 'telegram space'
        : node.feature === 'star'
          ? 'sheriff-star space'
          : 'track space';
    return `${kind} ${step} from ${name(from)} towards ${name(to)}`;
  }

  playerName(seat: number): string {
    return this.view.players[seat]?.name ?? `Seat ${seat + 1}`;
  }

  /** "Your" for the seat named "You", "Ada’s" for Ada: the owner's word before a piece. */
  ownerOf(seat: number): string {
    return possessive(this.playerName(seat));
  }

  trainName(t: WweTrainView): string {
    return `${this.ownerOf(t.owner)} ${t.size} train ${trainNumber(t.id)}`;
  }

  /** Everything on a node, in words. */
  piecesText(id: string): string[] {
    const out: string[] = [];
    for (const t of this.view.trains.filter((t) => t.at === id))
      out.push(
        `${this.trainName(t)}${t.cargo.length ? ` carrying ${t.cargo.map(cargoText).join(' and ')}` : ', empty'}`,
      );
    for (const d of this.view.desperados.filter((d) => d.at === id))
      out.push(`${this.ownerOf(d.owner)} desperado`);
    this.view.sheriffs.forEach((s, i) => s === id && out.push(`sheriff ${i + 1}`));
    for (const d of this.view.dynamite.filter((d) => d.at === id))
      out.push(`${this.ownerOf(d.owner)} dynamite`);
    return out;
  }

  nodeLabel(node: WweNodeView): string {
    const zone = this.view.zones.find((z) => z.id === node.zone)?.name ?? node.zone;
    const parts = [this.placeName(node.id)];
    if (node.kind === 'city') {
      const owner = this.view.stations[node.id as keyof View['stations']];
      parts.push(
        `town in the ${zone} zone`,
        owner === null || owner === undefined
          ? 'station: bank'
          : `station owned by ${this.playerName(owner)}`,
      );
      // One line each on the focus card (which splits at commas): "Sells: …", "Buys: …".
      if (node.sells) parts.push(`sells: ${goodsList(node.sells)}`);
      if (node.buys) parts.push(`buys: ${goodsList(node.buys)}`);
    } else parts.push(`${node.kind === 'junction' ? 'junction' : 'track'}, ${zone} zone`);
    const pieces = this.piecesText(node.id);
    if (pieces.length) parts.push(pieces.join('; '));
    return parts.join(', ');
  }

  /** What is happening now; with `ended` (a finished lesson) nobody is said to act. */
  turnLine(ended = false): string {
    const v = this.view;
    if (v.finished)
      return `Game over. ${v.endReason ?? ''}${v.winner !== null ? ` ${this.playerName(v.winner)} wins.` : ''}`.trim();
    const who = ended
      ? ''
      : `${this.playerName(v.activeSeats[0] ?? v.currentPlayer)}: ${v.phase}. `;
    return `Round ${v.round}${v.roundLimit ? ` of ${v.roundLimit}` : ''}. ${who}Target: ${v.target} success points.`;
  }

  trainLabel(id: string): string {
    const t = this.view.trains.find((t) => t.id === id);
    return t ? this.trainName(t) : id;
  }
}
