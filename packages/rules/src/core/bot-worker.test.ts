import { describe, expect, it } from 'vitest';
import {
  createBotWorkerHandler,
  pickCombined,
  spentOf,
  type BotWorkerResponse,
} from './bot-worker.js';
import { combineOutcomes, type SearchOutcome } from './search-bot.js';
import { rootShare } from './search-choice.js';
import { newRecord } from './record.js';
import { botTurnFor, chooseBotMove } from './random-bot.js';
import { budgetLeft, levelBots } from './bot-levels.js';
import { GameSession } from './session.js';
import {
  countTransitions,
  tinyCardsGame,
  tinyCardsListedGuide,
  tinyGame,
} from './testing/index.js';
import type { GameMove } from './record.js';

const handler = createBotWorkerHandler({
  game: (id) => {
    if (id !== tinyCardsGame.id) throw new RangeError(`Unknown game "${id}"`);
    return tinyCardsGame;
  },
  guide: () => undefined,
});
const record = newRecord('tiny-cards', ['A', 'B'], 'worker');

/** Part `index` of `count` of hard's move for seat 0 at 20 iterations, as a pool's worker answers. */
const askPart = (answer: typeof handler, index: number, count: number) =>
  answer({
    kind: 'move',
    id: index + 1,
    record,
    seat: 0,
    level: 'hard',
    search: { iterations: 20 },
    part: { index, count },
  }) as Extract<BotWorkerResponse, { kind: 'move' }>;

describe('bot worker protocol (DOM-free handler)', () => {
  it('answers a move request with the move GameSession would choose', () => {
    const answer = handler({
      kind: 'move',
      id: 7,
      record,
      seat: 0,
      level: 'hard',
      search: { iterations: 20 },
    });
    expect(answer.kind).toBe('move');
    if (answer.kind !== 'move') return;
    expect(answer.id).toBe(7);
    expect(answer.stats?.iterations).toBe(20);
    const session = GameSession.start(tinyCardsGame, { players: ['A', 'B'], seed: 'worker' });
    const table = levelBots(tinyCardsGame, undefined, { iterations: 20 });
    expect(answer.move).toEqual(
      chooseBotMove(tinyCardsGame, session.state, 0, table.hard!, 'worker', 0),
    );
  });

  it('splits hard over a pool: each worker searches its part, and the parts combined give the move of hard in that many parts', () => {
    const answers = [2, 0, 1].map((index) => askPart(handler, index, 3));
    expect(answers.map((a) => a.part?.index)).toEqual([2, 0, 1]);
    expect(answers.every((a) => a.part?.outcome.ranked.length)).toBe(true);
    const { move, stats } = pickCombined(answers);
    expect(stats?.iterations).toBe(60);
    const session = GameSession.start(tinyCardsGame, { players: ['A', 'B'], seed: 'worker' });
    const table = levelBots(tinyCardsGame, undefined, { iterations: 20, parts: 3 });
    expect(move).toEqual(chooseBotMove(tinyCardsGame, session.state, 0, table.hard!, 'worker', 0));
    // A level that does not split answers alike in every part, without an outcome.
    const easy = [0, 1].map(
      (index) =>
        handler({
          kind: 'move',
          id: 9,
          record,
          seat: 0,
          level: 'easy',
          part: { index, count: 2 },
        }) as Extract<BotWorkerResponse, { kind: 'move' }>,
    );
    expect(easy.map((a) => a.part)).toEqual([undefined, undefined]);
    expect(pickCombined(easy).move).toEqual(easy[0]!.move);
  });

  it('a worker of a pool searches its share of a tree’s candidates when the game’s guide lists them', () => {
    const guide = tinyCardsListedGuide;
    const withGuide = createBotWorkerHandler({ game: () => tinyCardsGame, guide: () => guide });
    const answers = [0, 1].map((index) => askPart(withGuide, index, 2));
    const session = GameSession.start(tinyCardsGame, { players: ['A', 'B'], seed: 'worker' });
    const turn = botTurnFor(tinyCardsGame, session.state, 0, 0);
    const candidates = guide.candidates!(turn);
    expect(candidates.length).toBeGreaterThan(2);
    answers.forEach((answer, k) => {
      const outcome = answer.part!.outcome;
      expect(outcome.candidateShare).toBe(true);
      const share = rootShare(candidates, k, 2)!.map((m) => JSON.stringify(m));
      expect(outcome.ranked.map((r) => JSON.stringify(r.move)).sort()).toEqual(share.sort());
    });
    const table = levelBots(tinyCardsGame, guide, { iterations: 20, parts: 2 });
    expect(pickCombined(answers).move).toEqual(
      chooseBotMove(tinyCardsGame, session.state, 0, table.hard!, 'worker', 0),
    );
    // A hint's parts share the candidates alike, and the ranking worker takes them back.
    const hints = [0, 1].map(
      (index) =>
        withGuide({
          kind: 'hint',
          id: 3,
          record,
          seat: 0,
          search: { iterations: 20 },
          part: { index, count: 2 },
        }) as Extract<BotWorkerResponse, { kind: 'hint' }>,
    );
    const outcomes = hints.map((h) => h.part!.outcome);
    expect(outcomes.map((o) => o.candidateShare)).toEqual([true, true]);
    const ranked = withGuide({ kind: 'hint', id: 4, record, seat: 0, outcomes });
    expect(ranked.kind).toBe('hint');
    // A move a part tried 15 times in its 100 stays in the list beside the heuristic's move with
    // 200 visits over both parts: kept by its share of its part, not dropped by visits.
    const [c0, c1, c2] = candidates;
    const part = (other: GameMove, visits: number): SearchOutcome => ({
      ranked: [
        { move: c0!, visits: 100 - visits, share: (100 - visits) / 100, value: 0.5 },
        { move: other, visits, share: visits / 100, value: 0.5 },
      ],
      preferred: c0!,
      candidateShare: true,
      iterations: 100,
      playoutMoves: 100,
      elapsedMs: 10,
    });
    const listed = withGuide({
      kind: 'hint',
      id: 7,
      record,
      seat: 0,
      top: 3,
      outcomes: [part(c1!, 15), part(c2!, 5)],
    }) as Extract<BotWorkerResponse, { kind: 'hint' }>;
    const keys = listed.moves.map((m) => JSON.stringify(m.move));
    expect(keys).toContain(JSON.stringify(c1));
    expect(keys).not.toContain(JSON.stringify(c2));
    const mixed = withGuide({
      kind: 'hint',
      id: 5,
      record,
      seat: 0,
      outcomes: [outcomes[0], { ...outcomes[1]!, candidateShare: undefined }],
    });
    expect(mixed).toMatchObject({
      kind: 'error',
      message: expect.stringMatching(/outcomes\[1\] mixes parts split by candidates with others/),
    });
    const notBoolean = withGuide({
      kind: 'hint',
      id: 6,
      record,
      seat: 0,
      outcomes: [{ ...outcomes[0]!, candidateShare: 'yes' }],
    });
    expect(notBoolean).toMatchObject({
      kind: 'error',
      message: expect.stringMatching(/outcomes\[0\]\.candidateShare is not true or false/),
    });
  });

  it('splits a hint over a pool: each part answers its outcome, and one worker ranks the moves of all the parts', () => {
    type Hint = Extract<BotWorkerResponse, { kind: 'hint' }>;
    const hint = (extra: object) =>
      handler({
        kind: 'hint',
        id: 3,
        record,
        seat: 0,
        search: { iterations: 20 },
        ...extra,
      }) as Hint;
    const parts = [0, 1].map((index) => hint({ part: { index, count: 2 } }));
    expect(parts.map((p) => [p.moves.length, p.part?.index, p.stats.iterations])).toEqual([
      [0, 0, 20],
      [0, 1, 20],
    ]);
    // Part 0 is the search unsplit: ranked alone, it is the hint one worker gives.
    const alone = hint({ outcomes: [parts[0]!.part!.outcome] });
    expect(alone.moves).toEqual(hint({}).moves);
    // Both parts: their visits count together.
    const outcomes = parts.map((p) => p.part!.outcome);
    const both = hint({ outcomes });
    expect(both.stats.iterations).toBe(40);
    const combined = combineOutcomes(outcomes);
    expect(both.moves.length).toBeGreaterThan(0);
    for (const listed of both.moves) {
      const entry = combined.ranked.find(
        (r) => JSON.stringify(r.move) === JSON.stringify(listed.move),
      );
      expect(listed.share).toBe(entry?.share);
    }
    // Outcomes the page sends back are checked like any other input.
    const foreign = {
      ...outcomes[0]!,
      ranked: [{ ...outcomes[0]!.ranked[0]!, move: { type: 'card.play', player: 1, card: 9 } }],
    };
    const refusals: [unknown, RegExp][] = [
      [[foreign], /outcomes\[0\]\.ranked\[0\]\.move is not a legal move of seat 0/],
      [
        [{ ...outcomes[0]!, iterations: 'many' }],
        /outcomes\[0\]\.iterations is not a number of at least 0/,
      ],
      [
        [{ ...outcomes[0]!, ranked: [{ ...outcomes[0]!.ranked[0]!, visits: null }] }],
        /outcomes\[0\]\.ranked\[0\] has visits, share or value out of range/,
      ],
      [
        [{ ...outcomes[0]!, ranked: [{ ...outcomes[0]!.ranked[0]!, share: 3 }] }],
        /has visits, share or value out of range/,
      ],
      [
        [{ ...outcomes[0]!, iterations: -5 }],
        /outcomes\[0\]\.iterations is not a number of at least 0/,
      ],
      [
        [outcomes[0], { ...outcomes[1]!, paired: true, deals: 20 }],
        /outcomes\[1\] mixes a tree search with a paired one/,
      ],
      [[], /outcomes is a list of 1 to 16 search outcomes/],
      ['all', /outcomes is a list/],
    ];
    for (const [given, message] of refusals) {
      const answer = handler({ kind: 'hint', id: 4, record, seat: 0, outcomes: given });
      expect(answer.kind).toBe('error');
      if (answer.kind === 'error') expect(answer.message).toMatch(message);
    }
    const badPart = handler({ kind: 'hint', id: 5, record, seat: 0, part: { index: 1, count: 1 } });
    expect(badPart).toMatchObject({
      kind: 'error',
      message: expect.stringMatching(/hint request's part\.index/),
    });
  });

  it('combines the parts in the order of their index, however their answers came back', () => {
    const move = (card: number) => ({ type: 'card.play', player: 0, card });
    const answer = (index: number, card: number) =>
      ({
        kind: 'move',
        id: index,
        move: move(card),
        stats: null,
        answeredAt: 0,
        part: {
          index,
          margin: 0,
          outcome: {
            ranked: [{ move: move(card), visits: 10, share: 1, value: 0.5 }],
            preferred: move(card),
            iterations: 10,
            playoutMoves: 30,
            elapsedMs: 5,
          },
        },
      }) as Extract<BotWorkerResponse, { kind: 'move' }>;
    // Two moves tied on visits and mean: the first part's comes first, as `parts: 2` inline.
    expect(pickCombined([answer(1, 2), answer(0, 1)]).move).toEqual(move(1));
    expect(pickCombined([answer(0, 1), answer(1, 2)]).move).toEqual(move(1));
  });

  it('lists the top moves of a hint with their share of visits and a description', () => {
    const answer = handler({
      kind: 'hint',
      id: 1,
      record,
      seat: 0,
      top: 2,
      search: { iterations: 30 },
    });
    expect(answer.kind).toBe('hint');
    if (answer.kind !== 'hint') return;
    expect(answer.moves.length).toBeGreaterThan(0);
    expect(answer.moves.length).toBeLessThanOrEqual(2);
    for (const hint of answer.moves) {
      expect(hint.share).toBeGreaterThan(0);
      expect(hint.description).toMatch(/^A /);
    }
    expect(answer.moves[0]!.share).toBeGreaterThanOrEqual(answer.moves.at(-1)!.share);
  });

  it('describes hinted moves without telling the card a draw will bring (hidden information)', () => {
    const answer = handler({ kind: 'hint', id: 2, record, seat: 0, search: { iterations: 30 } });
    expect(answer.kind).toBe('hint');
    if (answer.kind !== 'hint') return;
    const opened = GameSession.open(tinyCardsGame, record);
    if (!opened.ok) throw new Error(opened.message);
    const top = opened.session.state.context.deck[0];
    expect(top).toBeDefined();
    for (const hint of answer.moves) {
      expect(hint.description).not.toContain(`draws a ${top}`);
      expect(hint.description).toMatch(/draws a card|rolls/);
    }
  });

  it('refuses bad requests with one clear message and never throws', () => {
    const cases: [unknown, RegExp][] = [
      [null, /kind "move", "hint" or "load"/],
      [{ kind: 'load', id: 1 }, /load request names its game/],
      [{ kind: 'load', id: 1, game: 'chess' }, /Unknown game "chess"/],
      [{ kind: 'move', record }, /numeric id/],
      [{ kind: 'move', id: 1 }, /no game record/],
      [
        { kind: 'move', id: 1, record: { ...record, game: 'chess' }, seat: 0, level: 'easy' },
        /Unknown game "chess"/,
      ],
      [{ kind: 'move', id: 1, record, seat: 1, level: 'easy' }, /Seat 1 is not to act/],
      [{ kind: 'move', id: 1, record, seat: 0, level: 'constructor' }, /Unknown bot "constructor"/],
      [
        { kind: 'move', id: 1, record, seat: 0, level: 'hard', part: { index: 2, count: 2 } },
        /part\.index is a whole number from 0 to 1/,
      ],
      [
        { kind: 'move', id: 1, record, seat: 0, level: 'hard', part: { index: 0, count: 17 } },
        /part\.count is a whole number from 1 to 16/,
      ],
      [{ kind: 'move', id: 1, record, seat: 0, level: 'hard', part: 'half' }, /part\.count/],
      [{ kind: 'move', id: 1, record, seat: 0, level: 'hard', part: null }, /part\.count/],
    ];
    for (const [request, message] of cases) {
      const answer = handler(request);
      expect(answer.kind).toBe('error');
      if (answer.kind === 'error') expect(answer.message).toMatch(message);
    }
  });
});

describe('a move keeps its budget as the page waits for it (issue 26: p90 under load)', () => {
  it("counts the request's wait for a core and the answer's way back, less the page's grace", () => {
    expect(spentOf({ askedAt: 1_000, replyMs: 40 }, 1_250)).toBe(290);
    expect(spentOf({ askedAt: 1_000, replyMs: 40, graceMs: 200 }, 1_250)).toBe(90);
    expect(spentOf({ askedAt: 1_000, graceMs: 900 }, 1_250)).toBe(0);
    expect(spentOf(undefined, 1_250)).toBe(0);
    // Another clock (a time in the future), or values that are not numbers, spend nothing.
    expect(spentOf({ askedAt: 2_000, replyMs: -5 }, 1_250)).toBe(0);
    expect(spentOf({ askedAt: Number.NaN, replyMs: 40 }, 1_250)).toBe(0);
    expect(spentOf({ askedAt: 1_000, replyMs: 'x' as never }, 1_250)).toBe(250);
  });

  it('leaves the search the rest of the budget, never less than a fifth of it', () => {
    expect(budgetLeft(500, 290)).toBe(210);
    expect(budgetLeft(500, 10_000)).toBe(100);
    expect(budgetLeft(125, 0)).toBe(125);
  });

  it("charges each level only what the wait takes past hard's budget (medium keeps its quarter)", () => {
    const iterationsAfter = (spentMs: number, level: 'hard' | 'medium') => {
      let now = 0;
      let iterations = 0;
      const table = levelBots(tinyCardsGame, undefined, {
        budgetMs: 400,
        spentMs,
        clock: () => (now += 1),
        onSearch: (s) => (iterations = s.iterations),
      });
      const session = GameSession.start(tinyCardsGame, { players: ['A', 'B'], seed: 'spent' });
      chooseBotMove(tinyCardsGame, session.state, 0, table[level]!, 'spent', 0);
      return iterations;
    };
    const full = iterationsAfter(0, 'hard');
    const after300 = iterationsAfter(300, 'hard');
    expect(after300).toBeGreaterThan(0);
    expect(after300).toBeLessThan(full / 2);
    // Past the floor a longer wait changes nothing: a fifth of the budget is kept.
    expect(iterationsAfter(5_000, 'hard')).toBe(iterationsAfter(320, 'hard'));
    // Medium (a quarter: 100 ms) keeps it whole while the wait stays within hard's other 300 ms.
    expect(iterationsAfter(250, 'medium')).toBe(iterationsAfter(0, 'medium'));
    expect(iterationsAfter(5_000, 'medium')).toBeLessThan(iterationsAfter(0, 'medium'));
    expect(iterationsAfter(5_000, 'medium')).toBeGreaterThan(0);
  });

  it("takes the page's wait out of the search it runs, and stamps its answers on the shared clock", () => {
    let now = 0;
    const tick = () => (now += 1);
    const run = createBotWorkerHandler({ game: () => tinyCardsGame, guide: () => undefined }, tick);
    const ask = (timing?: { askedAt: number; replyMs?: number; graceMs?: number }) => {
      const answer = run({
        kind: 'move',
        id: 1,
        record,
        seat: 0,
        level: 'hard',
        search: { budgetMs: 400 },
        ...(timing ? { timing } : {}),
      });
      if (answer.kind !== 'move') throw new Error(answer.kind);
      expect(answer.answeredAt).toBe(now);
      return answer.stats!.iterations;
    };
    const fresh = ask();
    const late = ask({ askedAt: now - 250, replyMs: 50 });
    expect(late).toBeLessThan(fresh / 2);
    // A bot delay longer than the budget: the page waits anyway, so nothing is charged.
    expect(ask({ askedAt: now - 250, replyMs: 50, graceMs: 400 })).toBeGreaterThan(late * 2);
    const hint = run({ kind: 'hint', id: 2, record, seat: 0, search: { iterations: 10 } });
    expect(hint).toMatchObject({ kind: 'hint', answeredAt: now });
  });
});

describe('bot worker on a long game (issue 22: bot play slowed as the game grew)', () => {
  // A fixed clock: answers are compared whole, `answeredAt` included.
  const tinyHandler = () =>
    createBotWorkerHandler({ game: () => tinyGame, guide: () => undefined }, () => 0);
  const session = GameSession.start(
    tinyGame,
    { players: ['A', 'B'], seed: 'long', options: { target: 100_000 } },
    { bots: { 0: 'random', 1: 'random' } },
  );
  while (session.moveCount < 400) session.playBotMove();
  const moves = session.record.moves;
  const upTo = (count: number, extra: readonly GameMove[] = []) => ({
    ...session.record,
    moves: [...moves.slice(0, count), ...extra],
  });
  const ask = (
    run: ReturnType<typeof createBotWorkerHandler>,
    count: number,
    extra: GameMove[] = [],
  ) =>
    run({
      kind: 'move',
      id: count,
      record: upTo(count, extra),
      seat: (count + extra.length) % 2,
      level: 'random',
    });

  it('a request that continues the last one costs its new moves, not a replay of the game', () => {
    const run = tinyHandler();
    const costAt = (count: number) => {
      ask(run, count - 1);
      const counter = countTransitions(tinyGame.machine as never);
      try {
        expect(ask(run, count).kind).toBe('move');
        return counter.count();
      } finally {
        counter.restore();
      }
    };
    const early = costAt(20);
    expect(costAt(400)).toBe(early);
    // A fresh worker replays all 400 moves.
    const fresh = tinyHandler();
    const counter = countTransitions(tinyGame.machine as never);
    try {
      ask(fresh, 400);
    } finally {
      counter.restore();
    }
    expect(counter.count()).toBeGreaterThanOrEqual(400);
  });

  it('answers as a fresh worker after an undo, a changed move or another game', () => {
    const run = tinyHandler();
    ask(run, 300);
    // Undone: a shorter record; then one that differs from the cached game at move 100.
    const changed: GameMove = { ...moves[100]!, amount: moves[100]!.amount === 1 ? 2 : 1 };
    const requests: [number, GameMove[]][] = [
      [250, []],
      [100, [changed]],
      [300, []],
    ];
    for (const [count, extra] of requests)
      expect(ask(run, count, extra)).toEqual(ask(tinyHandler(), count, extra));
    const other = { ...upTo(300), seed: 'other' };
    const request = { kind: 'move', id: 1, record: other, seat: 0, level: 'random' };
    expect(run(request)).toEqual(tinyHandler()(request));
  });
});
