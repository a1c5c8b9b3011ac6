/**
 * A hint's words in Chicago Express: a pass says why it lets the share go, and a hint list whose
 * later move quotes more money than its first says why the first still leads (the search's order
 * and the figures shown agree).
 */
import { describe, expect, it } from 'vitest';
import { botWorkerHandler } from '../../bot-worker-handler.js';
import { hintReasons } from '../../core/hint-reasons.js';
import { newRecord } from '../../core/record.js';
import { applyMove } from '../../core/replay.js';
import { botPrng, botTurnFor } from '../../core/random-bot.js';
import { botPosition } from '../../core/testing/bot-position.js';
import type { GameMove } from '../../core/record.js';
import { moveGain, moveReasons, tunedGuide, tunedHeuristic, TUNING } from './bots.js';
import { chicagoExpress as game, type ChicagoExpressState } from './index.js';

const players = ['A', 'B', 'C'];
const uncapped = tunedHeuristic({ ...TUNING, openingMaxBid: Infinity });
// Seed s1, move 8: the PRR share stands at $23 and the lowest bid is $24.
const state = botPosition<ChicagoExpressState>(game, uncapped, players, 's1', 8);
const seat = game.activeSeats(state)[0]!;

const input = (move: GameMove) => {
  const r = applyMove(game, state, move);
  if (!r.ok) throw new Error(r.error.reason);
  return { game, seat, move, before: game.view(state, seat), after: game.view(r.state, seat) };
};

describe('Chicago Express hints', () => {
  it('a pass says why it lets the share go (chicago-express:opening-auction-bidding)', () => {
    const reasons = moveReasons(input({ type: 'auction.pass', player: seat }));
    expect(reasons[0]).toMatch(
      /^It lets the Pennsylvania Railroad share go: at \$24 or more it costs more than its dividends to come are worth \(about \$\d+\)\.$/,
    );
  });

  it('the money sentence is in plain words, with the figure moveGain gives', () => {
    const legal = game.legalMoves(state).filter((m) => m.player === seat) as GameMove[];
    const move = legal.find((m) => moveGain(input(m)) !== 0)!;
    const gain = moveGain(input(move));
    const words = moveReasons(input(move)).join(' ');
    const figure = gain < 0 ? `-$${-gain}` : `+$${gain}`;
    expect(words).toContain(`By the end of the game it should be worth about ${figure} to you`);
    expect(words).not.toMatch(/Expected money/);
  });

  it('a later move quoting more than the first says why the first leads; one quoting less does not', () => {
    const legal = game.legalMoves(state).filter((m) => m.player === seat) as GameMove[];
    const quoted = legal
      .map((move) => ({ move, gain: moveGain(input(move)) }))
      .sort((a, b) => a.gain - b.gain);
    const low = quoted[0]!;
    const high = quoted.at(-1)!;
    expect(high.gain).toBeGreaterThan(low.gain);
    const turn = botTurnFor(game, state, seat, 8);
    const reasons = (moves: GameMove[]) =>
      hintReasons(turn, tunedGuide(TUNING), moves, botPrng('s1', seat, 8));
    const sign = (x: number) => (x < 0 ? `-\\$${-x}` : `\\+\\$${x}`);
    const [, second] = reasons([low.move, high.move]);
    expect(second!.at(-1)).toMatch(
      new RegExp(
        `^It looks better right now \\(${sign(high.gain)} against ${sign(low.gain)} for the first move\\)`,
      ),
    );
    const [first, next] = reasons([high.move, low.move]);
    expect([...first!, ...next!].join(' ')).not.toMatch(/looks better right now/);
  });

  it('the opening auction’s hint leads with the same bid on a starved search as on a longer one (chicago-express:opening-auction-bidding)', async () => {
    // A hint on a slow phone gets a handful of playouts: where they cannot tell the bids apart,
    // the list follows the money its lines quote, so two learners see the same first line.
    const firstLines = [];
    for (const [seed, iterations] of [
      ['first-a', 6],
      ['first-b', 24],
    ] as const) {
      const record = newRecord('chicago-express', ['You', 'Bo', 'Cy'], seed);
      const answer = await botWorkerHandler({
        kind: 'hint',
        id: 1,
        record,
        seat: 0,
        top: 3,
        search: { iterations },
      });
      if (answer.kind !== 'hint') throw new Error(JSON.stringify(answer));
      firstLines.push(answer.moves[0]!.description);
      const said = answer.moves.flatMap((m) => m.reasons).join(' ');
      expect(said).not.toMatch(/looks better right now/);
    }
    expect(firstLines[1]).toBe(firstLines[0]);
  });
});
