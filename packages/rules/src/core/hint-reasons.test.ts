/**
 * The order of a hint list: the search's order where it has told moves apart, the money the
 * reasons quote where it has not (so a starved search does not rank a move by a toss of playouts).
 */
import { describe, expect, it } from 'vitest';
import { rankHints, searchPrefers } from './hint-reasons.js';
import { seedPrng } from './prng.js';
import { botTurnFor } from './random-bot.js';
import type { BotGuide, RankedMove } from './search-bot.js';
import { tinyCardsGame, type TinyCardsMove } from './testing/index.js';

const state = tinyCardsGame.createGame({ players: ['A', 'B', 'C'], seed: 'hints' });
const seat = tinyCardsGame.activeSeats(state)[0]!;
const turn = botTurnFor(tinyCardsGame, state, seat, 0);
// The money a move's reasons quote: here a card's face (a roll quotes 0), so a bigger card
// quotes more.
const face = (move: unknown) => (move as { card?: number }).card ?? 0;
const guide: BotGuide = {
  heuristic: { id: 'h', label: 'h', chooseMove: (t, prng) => [t.legalMoves[0]!, prng] },
  moveReasons: ({ move }) => [`It is worth ${face(move)}.`],
  moveGain: ({ move }) => face(move),
};
const byFace = [...(turn.legalMoves as TinyCardsMove[])].sort((x, y) => face(x) - face(y));
const entry = (move: TinyCardsMove, visits: number, value: number): RankedMove => ({
  move,
  visits,
  share: visits / 100,
  value,
});
const faces = (hints: readonly { entry: RankedMove }[]) => hints.map((h) => face(h.entry.move));

describe('hint order', () => {
  it('tells two moves apart only when one mean leads by two standard errors', () => {
    const [a, b] = byFace;
    expect(searchPrefers(entry(a!, 400, 0.6), entry(b!, 400, 0.5))).toBe(true);
    expect(searchPrefers(entry(a!, 10, 0.6), entry(b!, 10, 0.5))).toBe(false);
    expect(searchPrefers(entry(a!, 0, 1), entry(b!, 400, 0.1))).toBe(false);
  });

  it('among moves the search has not told apart, the one quoting more money leads', () => {
    expect(new Set(byFace.map(face)).size).toBeGreaterThanOrEqual(3);
    // The search ranks the smallest card first, on a handful of playouts.
    const ranked = byFace.map((m, i) => entry(m, 4 - Math.min(i, 3), 0.5 - i * 0.05));
    const hints = rankHints(turn, guide, ranked, seedPrng('h'), 3);
    const shown = faces(hints);
    expect(shown).toEqual([...shown].sort((x, y) => y - x));
    // The figures and the order agree: no "looks better right now" sentence is needed.
    expect(hints.flatMap((h) => h.reasons).join(' ')).not.toMatch(/looks better right now/);
  });

  it('a search that has told the moves apart keeps its order and says why a bigger figure comes later', () => {
    const ranked = byFace.map((m, i) => entry(m, 400, 0.9 - i * 0.3));
    const hints = rankHints(turn, guide, ranked, seedPrng('h'), 3);
    expect(faces(hints)).toEqual(byFace.slice(0, 3).map(face));
    expect(hints[1]!.reasons.at(-1)).toMatch(/^It looks better right now/);
  });

  it('a pinned move (one that wins at once) leads whatever the figures say', () => {
    const pinned = entry(byFace[0]!, 0, 1);
    const ranked = byFace.slice(1).map((m) => entry(m, 3, 0.5));
    const hints = rankHints(turn, guide, ranked, seedPrng('h'), 2, { pinned });
    expect(hints[0]!.entry).toBe(pinned);
    expect(hints).toHaveLength(Math.min(2, byFace.length));
  });

  it('a move the search hardly tried (under a tenth of the top move’s visits) is not listed, whatever it quotes', () => {
    const biggest = byFace.at(-1)!;
    const rest = byFace.slice(0, -1);
    const ranked = [...rest.map((m) => entry(m, 100, 0.5)), entry(biggest, 9, 0.5)];
    const shown = faces(rankHints(turn, guide, ranked, seedPrng('h'), 10));
    expect(shown).not.toContain(face(biggest));
    expect(shown).toHaveLength(rest.length);
  });

  it('a split search’s hint weighs how much each move was tried by its share of the parts that searched it', () => {
    // The heuristic's move, searched by both parts, added up 200 visits; a part's other move got
    // 15 of its 100 (a share of 0.15): by visits under a tenth of 200, by share well over.
    const [first, other, ...rest] = byFace;
    const ranked = [
      { move: first!, visits: 200, share: 0.9, value: 0.5 },
      { move: other!, visits: 15, share: 0.15, value: 0.5 },
      ...rest.map((m) => ({ move: m, visits: 2, share: 0.02, value: 0.5 })),
    ];
    const byVisits = faces(rankHints(turn, guide, ranked, seedPrng('h'), 10));
    const byShare = faces(
      rankHints(turn, guide, ranked, seedPrng('h'), 10, { effort: (r) => r.share }),
    );
    expect(byVisits).not.toContain(face(other!));
    expect(byShare).toContain(face(other!));
    expect(byShare).not.toContain(face(rest[0]!));
  });
});
