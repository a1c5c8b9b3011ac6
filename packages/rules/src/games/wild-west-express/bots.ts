/**
 * Wild West Express's bot guide: the heuristic (`testing/bots.ts`, which reads only the seat's
 * view) and an evaluation in the units of the result's standings (success points), for the
 * shared search bot. Points count only whole $1,200 of cash, so a playout cut off mid-game
 * would not see money earned within a band, nor cargo on its way to a buyer: the evaluation
 * counts both at the rate whole bands pay.
 */
import type { BotGuide } from '../../core/search-bot.js';
import { NODE_INDEX } from './data/board.js';
import { cargoValueAt, westernBot } from './testing/bots.js';
import type { WweView } from './view.js';

/** Points per dollar of cash at the end (2 for every full $1,200). */
const POINTS_PER_DOLLAR = 2 / 1200;
/** Share of a cargo's expected sale value counted before it is sold. */
const CARGO_SHARE = 0.6;

export function evaluate(view: unknown, seat: number): number {
  const v = view as WweView;
  const player = v.players[seat];
  if (!player) return 0;
  if (v.finished) return player.points + player.cash / 100_000;
  let cargo = 0;
  for (const train of v.trains)
    if (train.owner === seat && train.cargo.length > 0)
      cargo += Math.max(0, cargoValueAt(train, NODE_INDEX[train.at]!, seat, v));
  const banded = 2 * Math.floor(player.cash / 1200);
  return player.points - banded + POINTS_PER_DOLLAR * (player.cash + CARGO_SHARE * cargo);
}

export const botGuide: BotGuide = { heuristic: westernBot, evaluate };
