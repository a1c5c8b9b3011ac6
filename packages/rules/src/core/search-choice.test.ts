import { describe, expect, it } from 'vitest';
import { tinyCardsGame, tinyCardsGuide, tinyCardsListedGuide } from './testing/index.js';
import { seedPrng, type PrngState } from './prng.js';
import { botPrng, chooseBotMove, type Bot, type BotTurn } from './random-bot.js';
import { applyMove } from './replay.js';
import {
  combineOutcomes,
  keyOf,
  partPrng,
  pickMove,
  searchBot,
  searchMoves,
  type BotGuide,
  type SearchOutcome,
} from './search-bot.js';
import { rootShare } from './search-choice.js';

const guide = tinyCardsGuide;

/** A position after the first player's card, with the seat to move's sampled turn. */
function turnAfterOneCard(seed: string) {
  let state = tinyCardsGame.createGame({ players: ['A', 'B', 'C'], seed });
  state = (
    applyMove(tinyCardsGame, state, tinyCardsGame.legalMoves(state)[0]!) as { state: typeof state }
  ).state;
  const seat = tinyCardsGame.activeSeats(state)[0]!;
  const turn: BotTurn = {
    game: tinyCardsGame,
    seat,
    view: tinyCardsGame.view(state, seat),
    legalMoves: tinyCardsGame.legalMoves(state).filter((m) => m.player === seat),
    moveIndex: 1,
    sample: (prng) => tinyCardsGame.sampleHidden(state, seat, prng),
  };
  return { state, turn };
}

const card = (n: number) => ({ type: 'card.play', player: 0, card: n });
const entry = (n: number, visits: number, value: number, share: number) => ({
  move: card(n),
  visits,
  value,
  share,
});
const stats = { playoutMoves: 100, elapsedMs: 40 };

/** The search bot's move at 60 iterations in `parts` parts, and the outcomes it searched. */
function botInParts(botGuide: BotGuide, parts: number, turn: BotTurn, prng: PrngState) {
  const seen: SearchOutcome[] = [];
  const bot = searchBot('s', 'S', botGuide, {
    iterations: 60,
    parts,
    onSearch: (outcome) => seen.push(outcome),
  });
  const [move] = bot.chooseMove(turn, prng);
  return { move, seen };
}

describe('a search split into parts (a pool of workers, one part each)', () => {
  it('in one part is the search unsplit: part 0 keeps the bot’s own PRNG stream', () => {
    const prng = seedPrng('one part');
    expect(partPrng(prng, 0)).toBe(prng);
    expect(partPrng(prng, 1)).not.toEqual(prng);
    const { state, turn } = turnAfterOneCard('unsplit');
    const play = (parts?: number) => {
      const seen: SearchOutcome[] = [];
      const bot = searchBot('s', 'S', guide, {
        iterations: 60,
        clock: () => 0,
        ...(parts ? { parts } : {}),
        onSearch: (outcome) => seen.push(outcome),
      });
      return { move: chooseBotMove(tinyCardsGame, state, turn.seat, bot, 'seed', 1), seen };
    };
    expect(play(1)).toEqual(play());
    expect(play().seen).toHaveLength(1);
    // And both are the search itself, run on the bot's own PRNG: the same ranking, visit for visit.
    const [direct] = searchMoves(turn, botPrng('seed', turn.seat, 1), guide, {
      iterations: 60,
      clock: () => 0,
    });
    expect(play(1).seen[0]!.ranked).toEqual(direct.ranked);
    expect(play(1).seen[0]!.ranked.length).toBeGreaterThan(1);
  });

  it('deals each part its own samples, and the bot in P parts plays the combined outcome of its parts', () => {
    const { turn } = turnAfterOneCard('split');
    const prng = seedPrng('bot');
    const parts = [0, 1, 2].map(
      (k) => searchMoves(turn, partPrng(prng, k), guide, { iterations: 60 })[0],
    );
    // Other samples, other playouts: the parts are not copies of one search.
    expect(new Set(parts.map((p) => JSON.stringify(p.ranked))).size).toBe(3);
    const combined = combineOutcomes(parts);
    expect(combined.iterations).toBe(180);
    expect(combined.ranked.reduce((sum, r) => sum + r.visits, 0)).toBe(180);
    expect(combined.ranked.reduce((sum, r) => sum + r.share, 0)).toBeCloseTo(1);

    const { move, seen } = botInParts(guide, 3, turn, prng);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.ranked).toEqual(combined.ranked);
    expect(seen[0]!.iterations).toBe(180);
    expect(move).toEqual(combined.ranked[0]!.move);
  });

  it('combines a tree’s parts by visits: summed, means weighted by them, shares of all the root visits', () => {
    const a: SearchOutcome = {
      ranked: [entry(1, 30, 0.6, 0.6), entry(2, 20, 0.5, 0.4)],
      preferred: card(2),
      iterations: 50,
      ...stats,
    };
    const b: SearchOutcome = {
      ranked: [entry(2, 40, 0.7, 0.8), entry(3, 10, 0.2, 0.2)],
      preferred: card(3),
      iterations: 50,
      playoutMoves: 300,
      elapsedMs: 55,
    };
    const combined = combineOutcomes([a, b]);
    expect(combined.ranked.map((r) => [r.move.card, r.visits])).toEqual([
      [2, 60],
      [1, 30],
      [3, 10],
    ]);
    expect(combined.ranked[0]!.value).toBeCloseTo((20 * 0.5 + 40 * 0.7) / 60);
    expect(combined.ranked.map((r) => r.share)).toEqual([0.6, 0.3, 0.1]);
    expect(combined.preferred).toEqual(card(2));
    expect(combined).toMatchObject({ iterations: 100, playoutMoves: 400, elapsedMs: 55 });
    expect(combined.paired).toBeUndefined();
    expect(combineOutcomes([a])).toBe(a);
    expect(() => combineOutcomes([])).toThrow(/at least one outcome/);
  });

  it('ranks a paired root’s moves dealt on in every part first: a move halving dropped in one part comes after, whatever its mean', () => {
    const part = (dropped: number, value: number): SearchOutcome => ({
      ranked: [entry(1, 40, 0.5, 0.5), entry(2, 40, 0.55, 0.3), entry(dropped, 16, value, 0.2)],
      preferred: card(1),
      paired: true,
      deals: 40,
      iterations: 96,
      ...stats,
    });
    // Card 3 was dropped in the first part and dealt on to the end in the second; card 4 was
    // dropped in the second part (with a lucky high mean) and not searched in the first.
    const first = part(3, 0.9);
    const second = { ...part(4, 0.8), ranked: [...part(4, 0.8).ranked, entry(3, 40, 0.6, 0)] };
    const combined = combineOutcomes([first, second]);
    expect(combined.ranked.map((r) => r.move.card)).toEqual([3, 2, 1, 4]);
    expect(combined.ranked.map((r) => r.visits)).toEqual([56, 80, 80, 16]);
    expect(combined.ranked[0]!.value).toBeCloseTo((16 * 0.9 + 40 * 0.6) / 56);
    expect(combined).toMatchObject({ paired: true, deals: 80, iterations: 192 });
    // Shares: first places over all 80 deals (card 3: 0.2 of the first part's 40 deals).
    expect(combined.ranked[0]!.share).toBeCloseTo((0.2 * 40) / 80);
  });

  it('plays a paired root’s challenger when the parts kept different ones, each well ahead of the heuristic’s move', () => {
    // Each part halved to the heuristic's move (card 1) and its own best challenger.
    const part = (challenger: number, dropped: number): SearchOutcome => ({
      ranked: [entry(challenger, 40, 0.7, 0.8), entry(1, 40, 0.4, 0.2), entry(dropped, 16, 0.5, 0)],
      preferred: card(1),
      paired: true,
      deals: 40,
      iterations: 96,
      ...stats,
    });
    const combined = combineOutcomes([part(2, 3), part(3, 2)]);
    expect(pickMove(combined, 0.02)).not.toEqual(card(1));
    expect(
      combined.ranked
        .slice(0, 2)
        .map((r) => r.move.card)
        .sort(),
    ).toEqual([2, 3]);
    // A tree and a paired root searched differently: their outcomes do not combine.
    const tree = { ...part(2, 3), paired: undefined, deals: undefined };
    expect(() => combineOutcomes([part(2, 3), tree])).toThrow(
      /cannot combine a tree with a paired root/,
    );
  });

  it('a real paired root in two parts adds up its deals and keeps every candidate’s visits its deals', () => {
    const { turn } = turnAfterOneCard('paired parts');
    const paired: BotGuide = { ...guide, pairedRoot: 2 };
    const prng = seedPrng('paired');
    const parts = [0, 1].map(
      (k) => searchMoves(turn, partPrng(prng, k), paired, { iterations: 40 })[0],
    );
    expect(parts.map((p) => p.deals)).toEqual([20, 20]);
    const combined = combineOutcomes(parts);
    expect(combined.deals).toBe(40);
    expect(combined.ranked.map((r) => r.visits)).toEqual([40, 40]);
    expect(combined.ranked.reduce((sum, r) => sum + r.share, 0)).toBeCloseTo(1);
  });

  it('shares a tree’s root candidates out among its parts: each part searches the first and every P-th other', () => {
    const moves = [0, 1, 2, 3, 4, 5].map(card);
    expect(rootShare(moves, 0, 2)).toEqual([0, 1, 3, 5].map(card));
    expect(rootShare(moves, 1, 2)).toEqual([0, 2, 4].map(card));
    expect(rootShare(moves, 2, 3)).toEqual([0, 3].map(card));
    // Fewer other candidates than parts: every part searches them all.
    expect(rootShare(moves.slice(0, 3), 0, 3)).toBeNull();
    expect(rootShare(moves.slice(0, 3), 1, 2)).toEqual([0, 2].map(card));
  });

  it('a guide that lists no candidates for a turn: every legal move, the heuristic’s first, is shared out', () => {
    const { turn } = turnAfterOneCard('candidate split');
    // A heuristic whose move the legal order alone would not put first: the last legal move.
    const last: Bot = {
      id: 'last',
      label: 'Last',
      chooseMove: (t, prng) => [t.legalMoves[t.legalMoves.length - 1]!, prng],
    };
    const listsNone: BotGuide = { ...tinyCardsGuide, heuristic: last, candidates: () => [] };
    const legal = turn.legalMoves;
    expect(legal.length).toBeGreaterThan(2);
    const first = [legal[legal.length - 1]!, ...legal.slice(0, -1)];
    [0, 1].forEach((k) => {
      const [part] = searchMoves(turn, partPrng(seedPrng('none'), k), listsNone, {
        iterations: 40,
        parts: 2,
        part: k,
      });
      const share = rootShare(first, k, 2)!.map(keyOf);
      expect(part.ranked.map((r) => keyOf(r.move)).sort()).toEqual([...share].sort());
    });
  });

  it('a real tree in two parts with the guide’s candidates: each part searches its share, deeper, and the parts’ choices lead the combined outcome', () => {
    const { turn } = turnAfterOneCard('candidate split');
    const shared = tinyCardsListedGuide;
    const all = shared.candidates!(turn).map(keyOf);
    expect(all.length).toBeGreaterThan(2);
    const prng = seedPrng('split');
    const parts = [0, 1].map(
      (k) => searchMoves(turn, partPrng(prng, k), shared, { iterations: 60, parts: 2, part: k })[0],
    );
    parts.forEach((part, k) => {
      const share = rootShare(shared.candidates!(turn), k, 2)!.map(keyOf);
      expect(part.candidateShare).toBe(true);
      expect(part.iterations).toBe(60);
      expect(part.ranked.map((r) => keyOf(r.move)).sort()).toEqual([...share].sort());
    });
    // Unsplit, the same search opens every candidate and is no share.
    const [whole] = searchMoves(turn, prng, shared, { iterations: 60 });
    expect(whole.candidateShare).toBeUndefined();
    expect(whole.ranked.map((r) => keyOf(r.move)).sort()).toEqual([...all].sort());
    // The bot in two parts plays the combined outcome's first move: a part's most visited.
    const combined = combineOutcomes(parts);
    expect(combined.candidateShare).toBe(true);
    const choices = parts.map((p) => keyOf(p.ranked[0]!.move));
    expect(choices).toContain(keyOf(combined.ranked[0]!.move));
    const { move, seen } = botInParts(shared, 2, turn, prng);
    expect(seen[0]!.ranked).toEqual(combined.ranked);
    expect(move).toEqual(combined.ranked[0]!.move);
    // A paired root's parts deal on every candidate, whatever the guide's candidates.
    const paired = searchMoves(
      turn,
      prng,
      { ...shared, pairedRoot: 2 },
      {
        iterations: 40,
        parts: 2,
        part: 1,
      },
    )[0];
    expect(paired.candidateShare).toBeUndefined();
  });

  it('ranks the parts of a tree split by candidates by their choices’ means: visits do not compare across parts', () => {
    const part = (ranked: ReturnType<typeof entry>[]): SearchOutcome => ({
      ranked,
      preferred: card(1),
      candidateShare: true,
      iterations: 50,
      ...stats,
    });
    // Part 0 split its visits between two close moves; part 1 gave most to one clear choice.
    // Card 5, a part's least visited move with a lucky mean, is no choice: it stays last.
    const first = part([entry(2, 26, 0.62, 0.52), entry(1, 24, 0.6, 0.48)]);
    const second = part([entry(1, 44, 0.5, 0.88), entry(3, 4, 0.3, 0.08), entry(5, 2, 0.9, 0.04)]);
    const combined = combineOutcomes([first, second]);
    expect(combined.ranked.map((r) => r.move.card)).toEqual([2, 1, 3, 5]);
    expect(combined.ranked[1]!).toMatchObject({ visits: 68 });
    expect(combined.ranked[1]!.value).toBeCloseTo((24 * 0.6 + 44 * 0.5) / 68);
    // Shares over the visits of the parts that searched each move: card 2, part 0's choice, is
    // seen as part 0 saw it (52%), card 1, searched in both, over both parts' 100.
    expect(combined.ranked.map((r) => r.share)).toEqual([0.52, 0.68, 0.08, 0.04]);
    expect(combined).toMatchObject({ candidateShare: true, iterations: 100 });
    expect(pickMove(combined, 0)).toEqual(card(2));
    // By visits alone (parts of the same moves), card 1 would lead.
    const plain = combineOutcomes([first, second].map(({ candidateShare: _, ...o }) => o));
    expect(plain.ranked[0]!.move).toEqual(card(1));
    // A part cut short (under a quarter of the longest part's iterations) proposes no move: its
    // top move's mean rests on a playout or two.
    const starved = part([entry(4, 1, 1, 0.5), entry(1, 1, 0, 0.5)]);
    const cutShort = combineOutcomes([first, { ...starved, iterations: 2 }]);
    expect(cutShort.ranked[0]!.move).toEqual(card(2));
    expect(combineOutcomes([first, { ...starved, iterations: 13 }]).ranked[0]!.move).toEqual(
      card(4),
    );
    expect(() => combineOutcomes([first, { ...second, candidateShare: undefined }])).toThrow(
      /cannot combine parts split by candidates with others/,
    );
  });
});
