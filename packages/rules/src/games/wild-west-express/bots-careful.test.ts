import { describe, expect, it } from 'vitest';
import { levelBots } from '../../core/bot-levels.js';
import { chooseBotMove } from '../../core/random-bot.js';
import type { GameMove } from '../../core/record.js';
import { applyMove } from '../../core/replay.js';
import { carefulBot, goodsValue, pointsAfter } from './bot-careful.js';
import { botGuide } from './bots.js';
import type { GoodId } from './data/goods.js';
import type { CityId } from './data/network.js';
import { wildWestExpress } from './index.js';
import { westernBot } from './testing/bots.js';
import type { WweView } from './view.js';

const game = wildWestExpress;
type WweState = ReturnType<typeof game.createGame>;

interface Spot {
  readonly state: WweState;
  readonly seat: number;
  readonly moveIndex: number;
  readonly view: WweView;
  readonly legal: readonly GameMove[];
}

/** Decisions of seeded test-bot games to a low target (6 points), where purchases soon win. */
function spots(games: number, keep: (spot: Spot) => boolean): Spot[] {
  const out: Spot[] = [];
  for (let g = 0; g < games; g++) {
    const seed = `careful-${g}`;
    let state: WweState = game.createGame({
      players: ['A', 'B', 'C'],
      seed,
      options: { target: 6 },
    });
    for (let i = 0; i < 3000 && !game.result(state); i++) {
      const seat = game.activeSeats(state)[0]!;
      const legal = (game.legalMoves(state) as GameMove[]).filter((m) => m.player === seat);
      const spot = { state, seat, moveIndex: i, view: game.view(state, seat), legal };
      if (keep(spot)) out.push(spot);
      const move = chooseBotMove(game, state, seat, westernBot, seed, i);
      state = (applyMove(game, state, move) as { ok: true; state: WweState }).state;
    }
  }
  return out;
}

const reachesTarget = ({ view, seat, legal }: Spot) =>
  legal.some((m) => (pointsAfter(view, seat, m) ?? 0) >= view.target);
const winning = spots(3, reachesTarget);

describe('Wild West Express careful bots', () => {
  it('easy makes the purchase that reaches the target at once (wild-west-express:success-points-needed-to-win, wild-west-express:buying-stations)', () => {
    expect(winning.length).toBeGreaterThan(0);
    for (const spot of winning) {
      const [move] = carefulBot.chooseMove(
        {
          game,
          seat: spot.seat,
          view: spot.view,
          legalMoves: spot.legal,
          moveIndex: spot.moveIndex,
        },
        [1, 2, 3, 4],
      );
      expect(pointsAfter(spot.view, spot.seat, move)).toBeGreaterThanOrEqual(spot.view.target);
      const after = applyMove(game, spot.state, move);
      expect(after.ok && game.result(after.state)?.winners).toContain(spot.seat);
    }
  });

  it('hard wins at once there too, without a search (wild-west-express:winning-the-game)', () => {
    const hard = levelBots(game, botGuide, { iterations: 40, depth: 2 }).hard!;
    for (const spot of winning.slice(0, 3)) {
      const move = chooseBotMove(game, spot.state, spot.seat, hard, 'win', spot.moveIndex);
      const after = applyMove(game, spot.state, move);
      expect(after.ok && game.result(after.state)?.winners).toContain(spot.seat);
    }
  });

  it('loads the good worth most by its buyers: price, distance and how many buy it (wild-west-express:trading-goods)', () => {
    const loading = spots(1, ({ legal }) => legal.filter((m) => m.type === 'goods.buy').length > 1);
    let checked = 0;
    for (const spot of loading) {
      const [move] = carefulBot.chooseMove(
        {
          game,
          seat: spot.seat,
          view: spot.view,
          legalMoves: spot.legal,
          moveIndex: spot.moveIndex,
        },
        [1, 2, 3, 4],
      );
      if (move.type !== 'goods.buy') continue;
      const city = spot.view.trains.find((t) => t.id === move.train)!.at as CityId;
      const loads = spot.legal.filter((m) => m.type === 'goods.buy' && m.train === move.train);
      const top = Math.max(...loads.map((m) => goodsValue(city, m.good as GoodId)));
      expect(goodsValue(city, move.good as GoodId)).toBe(top);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });
});
