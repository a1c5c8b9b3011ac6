import { describe, expect, it } from 'vitest';
import { levelBots } from '../../core/bot-levels.js';
import { chooseBotMove } from '../../core/random-bot.js';
import { botSpots, spotMove, type BotSpot } from '../../core/testing/bot-position.js';
import { applyMove } from '../../core/replay.js';
import { carefulBot, goodsValue, mayWinByCash, pointsAfter } from './bot-careful.js';
import { botGuide } from './bots.js';
import type { GoodId } from './data/goods.js';
import type { CityId } from './data/network.js';
import { wildWestExpress } from './index.js';
import { westernBot } from './testing/bots.js';
import type { WweView } from './view.js';

const game = wildWestExpress;
type WweState = ReturnType<typeof game.createGame>;

type Spot = BotSpot<WweState, WweView>;

/** Decisions of seeded test-bot games to a low target (6 points), where purchases soon win. */
const spots = (games: number, keep: (spot: Spot) => boolean) =>
  botSpots(game, westernBot, { games, maxMoves: 3000, options: { target: 6 }, keep });

const reachesTarget = ({ view, seat, legal }: Spot) =>
  legal.some((m) => (pointsAfter(view, seat, m) ?? 0) >= view.target);
const winning = spots(3, reachesTarget);
/** Decisions where a move other than a purchase ends the game with the seat winning. */
const winsAtOnceByCash = (spot: Spot) =>
  spot.view.players[spot.seat]!.points >= spot.view.target - 4 &&
  !reachesTarget(spot) &&
  spot.legal.some((m) => {
    const after = applyMove(game, spot.state, m);
    return after.ok && game.result(after.state)?.winners.includes(spot.seat);
  });

describe('Wild West Express careful bots', () => {
  it('easy makes the purchase that reaches the target at once (wild-west-express:success-points-needed-to-win, wild-west-express:buying-stations)', () => {
    expect(winning.length).toBeGreaterThan(0);
    for (const spot of winning) {
      const move = spotMove(game, carefulBot, spot);
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
      const move = spotMove(game, carefulBot, spot);
      if (move.type !== 'goods.buy') continue;
      const city = spot.view.trains.find((t) => t.id === move.train)!.at as CityId;
      const loads = spot.legal.filter((m) => m.type === 'goods.buy' && m.train === move.train);
      const top = Math.max(...loads.map((m) => goodsValue(city, m.good as GoodId)));
      expect(goodsValue(city, move.good as GoodId)).toBe(top);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('easy takes a delivery that earns the last points at once (wild-west-express:scoring-success-points, wild-west-express:winning-the-game)', () => {
    // Arena games (easy against random) saw easy carry cargo past the buyer whose payment
    // would have won the game.
    const found = botSpots<WweState, WweView>(game, westernBot, {
      games: 10,
      maxMoves: 3000,
      keep: winsAtOnceByCash,
    });
    expect(found.length).toBeGreaterThan(0);
    for (const spot of found) {
      expect(mayWinByCash(spot.view, spot.seat)).toBe(true);
      const move = chooseBotMove(game, spot.state, spot.seat, carefulBot, 'cash', spot.moveIndex);
      const after = applyMove(game, spot.state, move);
      expect(after.ok && game.result(after.state)?.winners).toContain(spot.seat);
    }
  });
});
