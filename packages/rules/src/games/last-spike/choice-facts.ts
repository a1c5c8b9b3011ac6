/**
 * The facts beside Last Spike's move controls: your cash while you lay a tile or buy land, and
 * what you still owe for the tile while you sell land to pay for it. Nothing when the option
 * that hides cash keeps it from you.
 */
import type { ChoiceFact } from '../../core/game-definition.js';
import { money } from '../../core/messages.js';
import type { GameMove } from '../../core/record.js';
import type { LastSpikeView } from './view.js';

const SPENDING = new Set(['tile.lay', 'land.buy', 'land.sell']);

export function choiceFacts(
  view: LastSpikeView,
  moves: readonly GameMove[],
  seat: number,
): ChoiceFact[] {
  const cash = view.players.find((p) => p.seat === seat)?.cash;
  if (cash === null || cash === undefined || !moves.some((m) => SPENDING.has(m.type))) return [];
  const facts: ChoiceFact[] = [{ label: 'Your cash', text: money(cash) }];
  const short = view.pending?.short;
  if (moves.some((m) => m.type === 'land.sell') && short)
    facts.push({ label: `Still to pay for tile ${view.pending!.tile}`, text: money(short) });
  return facts;
}
