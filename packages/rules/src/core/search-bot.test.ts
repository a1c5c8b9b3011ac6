import { describe, expect, it } from 'vitest';
import { tinyCardsGame, tinyCardsGuide, tinyCardsHeuristic, tinyGame } from './testing/index.js';
import { levelBots } from './bot-levels.js';
import { seedPrng } from './prng.js';
import { simulate } from './bot-play.js';
import { chooseBotMove, type Bot, type BotTurn } from './random-bot.js';
import { applyMove } from './replay.js';
import {
  MIN_PAIRED_SAMPLES,
  movesToShow,
  pickMove,
  rewardsFromScores,
  searchBot,
  searchMoves,
  type BotGuide,
  type RankedMove,
  type SearchOutcome,
  type SearchStats,
} from './search-bot.js';

const tinyHeuristic = tinyCardsHeuristic;
const tinyGuide = tinyCardsGuide;

function gameAfter(seed: string, moves: number) {
  let state = tinyCardsGame.createGame({ players: ['A', 'B', 'C'], seed });
  for (let i = 0; i < moves; i++) {
    const move = tinyCardsGame.legalMoves(state)[0]!;
    state = (applyMove(tinyCardsGame, state, move) as { ok: true; state: typeof state }).state;
  }
  return state;
}

/** The turn of the seat to move in `state`, sampled from what it may know. */
function seatTurn(state: ReturnType<typeof gameAfter>, moveIndex: number): BotTurn {
  const seat = tinyCardsGame.activeSeats(state)[0]!;
  return {
    game: tinyCardsGame,
    seat,
    view: tinyCardsGame.view(state, seat),
    legalMoves: tinyCardsGame.legalMoves(state).filter((m) => m.player === seat),
    moveIndex,
    sample: (prng) => tinyCardsGame.sampleHidden(state, seat, prng),
  };
}

describe('search bot (ISMCTS over the seat’s information set)', () => {
  it('a bot never receives another seat’s hidden items: two states that differ only there give identical play, for search and heuristic levels', () => {
    const real = gameAfter('hidden', 2);
    const seat = tinyCardsGame.activeSeats(real)[0]!;
    // The same position with every item the seat cannot see dealt differently.
    const [other] = tinyCardsGame.sampleHidden(real, seat, seedPrng('another deal'));
    expect(other.context.hands[seat]).toEqual(real.context.hands[seat]);
    expect(JSON.stringify(other.context.hands) + JSON.stringify(other.context.deck)).not.toBe(
      JSON.stringify(real.context.hands) + JSON.stringify(real.context.deck),
    );
    expect(tinyCardsGame.view(other, seat)).toEqual(tinyCardsGame.view(real, seat));

    const stats: SearchStats[][] = [[], []];
    const tables = [0, 1].map((i) =>
      levelBots(tinyCardsGame, tinyGuide, { iterations: 120, onSearch: (s) => stats[i]!.push(s) }),
    );
    for (const level of ['easy', 'medium', 'hard']) {
      for (let moveIndex = 2; moveIndex < 6; moveIndex++) {
        const a = chooseBotMove(tinyCardsGame, real, seat, tables[0]![level]!, 'seed', moveIndex);
        const b = chooseBotMove(tinyCardsGame, other, seat, tables[1]![level]!, 'seed', moveIndex);
        expect(b, `${level} at move ${moveIndex}`).toEqual(a);
      }
    }
    // The searches themselves went the same way: the same iterations and playout lengths.
    expect(stats[0]!.length).toBeGreaterThan(0);
    expect(stats[1]!.map((s) => [s.iterations, s.playoutMoves])).toEqual(
      stats[0]!.map((s) => [s.iterations, s.playoutMoves]),
    );
  });

  it('searches sampled states only: the root sees many different deals of the hidden cards', () => {
    const real = gameAfter('samples', 1);
    const seat = tinyCardsGame.activeSeats(real)[0]!;
    const dealt = new Set<string>();
    const turn: BotTurn = {
      game: tinyCardsGame,
      seat,
      view: tinyCardsGame.view(real, seat),
      legalMoves: tinyCardsGame.legalMoves(real),
      moveIndex: 1,
      sample: (prng) => {
        const [state, next] = tinyCardsGame.sampleHidden(real, seat, prng);
        dealt.add(JSON.stringify(state.context.deck));
        return [state, next];
      },
    };
    const [outcome] = searchMoves(turn, seedPrng('s'), tinyGuide, { iterations: 50 });
    expect(outcome.iterations).toBe(50);
    expect(dealt.size).toBeGreaterThan(10);
    expect(outcome.ranked.reduce((sum, r) => sum + r.visits, 0)).toBe(50);
  });

  it('is deterministic for a given bot seed under an iteration cap, and differs across seeds', () => {
    // A position without a winning card: hard plays such a win at once, without a search.
    const state = gameAfter('determinism', 1);
    const seat = tinyCardsGame.activeSeats(state)[0]!;
    const run = (seed: string) => {
      const found: SearchStats[] = [];
      const bot = searchBot('s', 'S', tinyGuide, {
        iterations: 80,
        onSearch: (s) => found.push(s),
      });
      const move = chooseBotMove(tinyCardsGame, state, seat, bot, seed, 1);
      return { move, playouts: found.map((s) => s.playoutMoves) };
    };
    expect(run('x')).toEqual(run('x'));
    const seeds = ['a', 'b', 'c', 'd', 'e', 'f'].map((s) => JSON.stringify(run(s).playouts));
    expect(new Set(seeds).size).toBeGreaterThan(1);
  });

  it('keeps the first candidate (the heuristic’s move) unless the best beats it by the switch margin', () => {
    const move = (n: number) => ({ type: 'card.play', player: 0, card: n });
    const outcome = (bestValue: number): SearchOutcome => ({
      ranked: [
        { move: move(2), visits: 30, share: 0.6, value: bestValue },
        { move: move(1), visits: 20, share: 0.4, value: 0.5 },
      ],
      preferred: move(1),
      iterations: 50,
      playoutMoves: 0,
      elapsedMs: 0,
    });
    expect(pickMove(outcome(0.52), 0)).toEqual(move(2));
    expect(pickMove(outcome(0.52), 0.05)).toEqual(move(1));
    expect(pickMove(outcome(0.6), 0.05)).toEqual(move(2));
    expect(pickMove({ ...outcome(0.6), ranked: [outcome(0.6).ranked[0]!] }, 0.05)).toEqual(move(2));
  });

  it('a starved paired root (fewer than MIN_PAIRED_SAMPLES samples a candidate) plays the heuristic’s move', () => {
    const move = (n: number) => ({ type: 'card.play', player: 0, card: n });
    const outcome = (visits: number, paired: boolean): SearchOutcome => ({
      ranked: [
        { move: move(2), visits, share: 0.8, value: 0.9 },
        { move: move(1), visits, share: 0.2, value: 0.1 },
      ],
      preferred: move(1),
      paired,
      iterations: 2 * visits,
      playoutMoves: 0,
      elapsedMs: 0,
    });
    expect(pickMove(outcome(MIN_PAIRED_SAMPLES - 1, true), 0)).toEqual(move(1));
    expect(pickMove(outcome(MIN_PAIRED_SAMPLES - 1, true), 0.05)).toEqual(move(1));
    expect(pickMove(outcome(MIN_PAIRED_SAMPLES, true), 0.05)).toEqual(move(2));
    // A tree's visits are not samples of every move: the rule is the paired root's only.
    expect(pickMove(outcome(MIN_PAIRED_SAMPLES - 1, false), 0)).toEqual(move(2));
  });

  it('a paired search bot short of samples answers with the heuristic’s move, and searches when it has them', () => {
    // A heuristic that throws away its largest card (the guide counts cards in hand as assets):
    // a well-fed search leaves it; a starved one must not.
    const worst: Bot = {
      id: 'worst',
      label: 'Worst',
      chooseMove: (turn, prng) => [
        [...turn.legalMoves].sort((a, b) => Number(b.card) - Number(a.card))[0]!,
        prng,
      ],
    };
    const guide: BotGuide = { ...tinyGuide, heuristic: worst, pairedRoot: 3 };
    let differed = 0;
    for (let game = 0; game < 6; game++) {
      const state = gameAfter(`starved-${game}`, 0);
      const seat = tinyCardsGame.activeSeats(state)[0]!;
      // The paired root's candidates here (at most 3): the cap below is one sample short.
      const candidates = Math.min(
        3,
        tinyCardsGame.legalMoves(state).filter((m) => m.player === seat).length,
      );
      expect(candidates).toBeGreaterThanOrEqual(2);
      const heuristicMove = chooseBotMove(tinyCardsGame, state, seat, worst, 'seed', 0);
      const searches: SearchStats[] = [];
      const starved = searchBot('s', 'S', guide, {
        iterations: candidates * MIN_PAIRED_SAMPLES - 1,
        onSearch: (stats) => searches.push(stats),
      });
      expect(chooseBotMove(tinyCardsGame, state, seat, starved, 'seed', 0)).toEqual(heuristicMove);
      // Too few for the samples it needs: it draws none.
      expect(searches.map((x) => x.iterations)).toEqual([0]);
      const fed = searchBot('s', 'S', guide, { iterations: 3 * 20 });
      const searched = chooseBotMove(tinyCardsGame, state, seat, fed, 'seed', 0);
      if (JSON.stringify(searched) !== JSON.stringify(heuristicMove)) differed++;
    }
    expect(differed).toBeGreaterThan(0);
  });

  it('a hint lists first the move the search bot would play (a starved paired root: the heuristic’s)', () => {
    const move = (n: number) => ({ type: 'card.play', player: 0, card: n });
    const outcome = (visits: number): SearchOutcome => ({
      ranked: [
        { move: move(2), visits, share: 0.7, value: 0.9 },
        { move: move(3), visits, share: 0.2, value: 0.4 },
        { move: move(1), visits, share: 0.1, value: 0.1 },
      ],
      preferred: move(1),
      paired: true,
      iterations: 3 * visits,
      playoutMoves: 0,
      elapsedMs: 0,
    });
    const cards = (ranked: readonly RankedMove[]) => ranked.map((r) => r.move.card);
    expect(cards(movesToShow(outcome(MIN_PAIRED_SAMPLES), 0))).toEqual([2, 3, 1]);
    expect(cards(movesToShow(outcome(MIN_PAIRED_SAMPLES - 1), 0))).toEqual([1, 2, 3]);
    const none = { ...outcome(0), ranked: [], iterations: 0 };
    expect(movesToShow(none, 0)).toEqual([{ move: move(1), visits: 0, share: 1, value: 0.5 }]);
  });

  it('a paired root plays every candidate on the same samples, deterministically, and ranks them by mean', () => {
    const state = gameAfter('paired', 2);
    const turn = seatTurn(state, 2);
    const guide: BotGuide = { ...tinyGuide, pairedRoot: 2 };
    const [outcome] = searchMoves(turn, seedPrng('p'), guide, { iterations: 40 });
    const [again] = searchMoves(turn, seedPrng('p'), guide, { iterations: 40 });
    expect(again.ranked).toEqual(outcome.ranked);
    expect(outcome.ranked).toHaveLength(2);
    expect(outcome.iterations).toBe(40);
    expect(outcome.ranked.map((r) => r.visits)).toEqual([20, 20]);
    expect(outcome.ranked[0]!.value).toBeGreaterThanOrEqual(outcome.ranked[1]!.value);
    expect(outcome.ranked.reduce((sum, r) => sum + r.share, 0)).toBeCloseTo(1);
    expect(outcome.ranked.map((r) => r.move)).toContainEqual(outcome.preferred);
  });

  it('a paired root halves its candidates halfway: the heuristic’s move and the better of the rest get the other half of the deals', () => {
    const state = gameAfter('halving', 0);
    const turn = seatTurn(state, 0);
    expect(turn.legalMoves).toHaveLength(3);
    const guide: BotGuide = { ...tinyGuide, pairedRoot: 3 };
    // 96 iterations: 16 deals of all three, then 24 more of the two kept.
    const [outcome] = searchMoves(turn, seedPrng('h'), guide, { iterations: 96 });
    expect(outcome.iterations).toBe(96);
    expect(outcome.ranked.map((r) => r.visits)).toEqual([40, 40, 16]);
    expect(outcome.ranked.slice(0, 2).map((r) => r.move)).toContainEqual(outcome.preferred);
    expect(outcome.ranked[0]!.value).toBeGreaterThanOrEqual(outcome.ranked[1]!.value);
    expect(outcome.ranked.reduce((sum, r) => sum + r.share, 0)).toBeCloseTo(1);
    // Too few deals by halfway (Wild West Express's case): all are dealt on to the end.
    const [short] = searchMoves(turn, seedPrng('h'), guide, { iterations: 45 });
    expect(short.ranked.map((r) => r.visits)).toEqual([15, 15, 15]);
    // On a time budget the halfway mark is half the time.
    let now = 0;
    const [timed] = searchMoves(turn, seedPrng('h'), guide, {
      budgetMs: 2000,
      clock: () => (now += 1),
    });
    const visits = timed.ranked.map((r) => r.visits);
    expect(visits[0]).toBe(visits[1]);
    expect(visits[0]).toBeGreaterThan(visits[2]!);
    expect(visits[2]).toBeGreaterThanOrEqual(16);
  });

  it('hands the guide’s candidates the turn without its sampler: the search has made its sampled checks already', () => {
    const turn = seatTurn(gameAfter('candidates', 0), 0);
    const seen: boolean[] = [];
    const guide: BotGuide = {
      ...tinyGuide,
      candidates: (candidateTurn) => {
        seen.push('sample' in candidateTurn);
        return candidateTurn.legalMoves;
      },
    };
    searchMoves(turn, seedPrng('c'), guide, { iterations: 4 });
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((sampled) => !sampled)).toBe(true);
  });

  it('keeps to its time budget (a fake clock) and never hangs', () => {
    const state = gameAfter('budget', 0);
    const seat = tinyCardsGame.activeSeats(state)[0]!;
    let now = 0;
    const clock = () => (now += 1);
    let iterations = 0;
    const bot = searchBot('s', 'S', tinyGuide, {
      budgetMs: 40,
      clock,
      onSearch: (s) => (iterations = s.iterations),
    });
    chooseBotMove(tinyCardsGame, state, seat, bot, 'seed', 0);
    expect(iterations).toBeGreaterThan(0);
    expect(iterations).toBeLessThanOrEqual(40);
  });

  it('a paired root keeps its budget even in its first sample: a playout that runs past the clock is cut and the sample dropped', () => {
    const state = gameAfter('paired-budget', 0);
    let now = 0;
    // Each playout move costs 30 ms: one sample of two candidates' playouts overruns 40 ms.
    const slow: Bot = {
      ...tinyHeuristic,
      chooseMove: (turn, prng) => ((now += 30), tinyHeuristic.chooseMove(turn, prng)),
    };
    const turn = seatTurn(state, 0);
    const guide: BotGuide = { ...tinyGuide, heuristic: slow, pairedRoot: 2 };
    const [outcome] = searchMoves(turn, seedPrng('b'), guide, { budgetMs: 40, clock: () => now });
    expect(outcome.elapsedMs).toBeLessThanOrEqual(40 + 30);
    expect(outcome.iterations).toBe(0);
    expect(pickMove(outcome, 0)).toEqual(outcome.preferred);
  });

  it('answers a turn with one legal move without searching', () => {
    let searched = 0;
    const bot = searchBot(
      's',
      'S',
      { heuristic: tinyHeuristic },
      {
        iterations: 10,
        onSearch: () => searched++,
      },
    );
    const turn: BotTurn = {
      game: tinyGame,
      seat: 0,
      view: {},
      legalMoves: [{ type: 'only', player: 0 }],
      moveIndex: 0,
      sample: (prng) => [null, prng],
    };
    expect(bot.chooseMove(turn, seedPrng('x'))[0]).toEqual({ type: 'only', player: 0 });
    expect(searched).toBe(0);
  });

  it('plays whole games legally on a game without a guide (random playouts, finished games scored)', () => {
    const table = levelBots(tinyCardsGame, undefined, { iterations: 20 });
    const { state } = simulate(
      tinyCardsGame,
      { players: ['A', 'B'], seed: 'no-guide' },
      { bots: { 0: table.hard!, 1: table.medium! } },
    );
    expect(tinyCardsGame.result(state)).not.toBeNull();
  });

  it('turns scores into rewards: the leader above one half, the others below, ties even', () => {
    const [leader, second, third] = rewardsFromScores([60, 50, 20]);
    expect(leader).toBeGreaterThan(0.5);
    expect(second).toBeLessThan(0.5);
    expect(third).toBeLessThan(second!);
    expect(rewardsFromScores([30, 30])).toEqual([0.5, 0.5]);
  });

  it('cuts playouts off at the depth and plays a share epsilon of their moves at random', () => {
    const state = gameAfter('epsilon', 1);
    const seat = tinyCardsGame.activeSeats(state)[0]!;
    const turn = (): BotTurn => {
      const legalMoves = tinyCardsGame.legalMoves(state).filter((m) => m.player === seat);
      return {
        game: tinyCardsGame,
        seat,
        view: tinyCardsGame.view(state, seat),
        legalMoves,
        moveIndex: 1,
        sample: (prng) => tinyCardsGame.sampleHidden(state, seat, prng),
      };
    };
    const run = (epsilon: number) => {
      let calls = 0;
      const counting: BotGuide = {
        ...tinyGuide,
        heuristic: {
          ...tinyHeuristic,
          chooseMove: (t, prng) => (calls++, tinyHeuristic.chooseMove(t, prng)),
        },
        // Candidates of their own, so that only playouts ask the heuristic.
        candidates: (t) => t.legalMoves,
      };
      const [outcome] = searchMoves(turn(), seedPrng('e'), counting, {
        iterations: 50,
        depth: 3,
        epsilon,
      });
      return { calls, outcome };
    };
    const greedy = run(0);
    const random = run(1);
    expect(greedy.outcome.playoutMoves).toBeLessThanOrEqual(50 * 3);
    expect(greedy.outcome.playoutMoves).toBeGreaterThan(50);
    expect(greedy.calls).toBeGreaterThan(50);
    expect(random.calls).toBe(0);
    const half = run(0.5);
    expect(half.calls).toBeGreaterThan(0);
    expect(half.calls).toBeLessThan(half.outcome.playoutMoves);
  });
});
