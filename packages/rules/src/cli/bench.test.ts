import { describe, expect, it } from 'vitest';
import { getGame } from '../engines.js';
import { benchSearch } from './bench-search.js';
import { benchGame, compareToBaseline, RATIO_FLOOR, type GameBench } from './bench.js';

const figures = (game: string, ratio: number) => ({ game, ratio }) as GameBench;

describe('bench check (fails when a ratio drops by more than a third)', () => {
  it('passes a ratio at or above two thirds of its baseline and fails one below', () => {
    const baseline = [figures('a', 0.3), figures('b', 0.3)];
    const held = compareToBaseline([figures('a', 0.3 * RATIO_FLOOR), figures('b', 0.5)], baseline);
    expect(held.ok).toBe(true);
    const dropped = compareToBaseline([figures('a', 0.19), figures('b', 0.3)], baseline);
    expect(dropped.ok).toBe(false);
    expect(dropped.lines[0]).toMatch(
      /^a: ratio 19\.0% vs baseline 30\.0% \(floor 20\.0%\) FAILED$/,
    );
    expect(dropped.lines[1]).toMatch(/ ok$/);
  });

  it('lets a game without a baseline pass and says so', () => {
    const { ok, lines } = compareToBaseline([figures('new-game', 0.01)], []);
    expect(ok).toBe(true);
    expect(lines).toEqual(['new-game: ratio 1.0% (no baseline yet)']);
  });

  it('fails a real measurement against a doctored baseline (ratios far above any real run)', () => {
    const { figures: now } = benchGame(getGame('chicago-express'), 2, 1);
    expect(now.ratio).toBeGreaterThan(0);
    expect(now.replayMoves).toBeGreaterThan(0);
    expect(now.playoutGamesPerSecond).toBeGreaterThan(0);
    expect(compareToBaseline([now], [figures('chicago-express', 100)]).ok).toBe(false);
    expect(compareToBaseline([now], [figures('chicago-express', now.ratio)]).ok).toBe(true);
  });
});

describe('bench of the hard search', () => {
  it('times the same searches every run: same positions, same playout moves, a positive rate', () => {
    const game = getGame('last-spike');
    const first = benchSearch(game, 16, 1);
    const again = benchSearch(game, 16, 2);
    expect(first.positions).toBe(8);
    expect(first.iterations).toBe(16);
    // Four candidates, four deals each, every playout to the game's end: many moves a search.
    expect(first.playoutMoves).toBeGreaterThan(first.positions * 16 * 10);
    expect(again.playoutMoves).toBe(first.playoutMoves);
    expect(first.playoutMovesPerSecond).toBeGreaterThan(0);
  });
});
