/**
 * <ry-game>'s bot levels (`bots="1:hard,2:easy"`), the bot worker, pausing a search and hints.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import {
  BOT_LEVELS,
  chooseBotMove,
  GameSession,
  SPLIT_LEVEL,
  type GameRecord,
} from '@railyard/rules';
import { botsFor } from '@railyard/rules/engines';
import { chicagoExpress } from '@railyard/rules/chicago-express';
import './ry-game.js';
import '../../boards/chicago-express/game.js';
import '../../boards/last-spike/game.js';
import type { RyGame } from './ry-game.component.js';
import { parseBots } from './attributes.js';
import { LEVEL_IDS, SPLIT_LEVEL_ID } from './bot-table.js';
import { BotsController } from './bots.js';
import { BotWorkerClient } from '../../bots/bot-worker-client.js';
import type { RyErrorEvent, RyMoveEvent, RyPauseEvent } from '../../shared/events.js';
import { cleanup, collect, fixture, until } from '../../test-support/fixture.js';

const part = (game: RyGame, name: string) =>
  game.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

async function chicago(attrs: string, setup?: (game: RyGame) => void): Promise<RyGame> {
  const container = document.createElement('div');
  container.innerHTML = `<ry-game game="chicago-express" players="Ann, Bob, Cyd" seed="bots-1" ${attrs}></ry-game>`;
  const game = container.firstElementChild as RyGame;
  setup?.(game);
  return fixture<RyGame>(game);
}

/** The move the session's own hard bot (the CLI's) picks at the end of `record`. */
function inlineMove(record: GameRecord, seat: number, level: string, iterations: number) {
  const opened = GameSession.open(chicagoExpress, record);
  if (!opened.ok) throw new Error(opened.message);
  const bot = botsFor(chicagoExpress, { iterations })[level]!;
  return chooseBotMove(
    chicagoExpress,
    opened.session.state,
    seat,
    bot,
    record.seed,
    record.moves.length,
  );
}

describe('parseBots (the bots attribute)', () => {
  it("knows the core's bot levels, and the one the pool splits", () => {
    expect([...LEVEL_IDS]).toEqual([...BOT_LEVELS]);
    expect(SPLIT_LEVEL_ID).toBe(SPLIT_LEVEL);
  });

  it('reads seats with levels, and plain seats as the default level (random)', () => {
    expect(parseBots('1:hard, 2:easy', 3)).toEqual({ bots: { 1: 'hard', 2: 'easy' } });
    expect(parseBots('1,2', 3)).toEqual({ bots: { 1: 'random', 2: 'random' } });
    expect(parseBots('0:medium,2', 3)).toEqual({ bots: { 0: 'medium', 2: 'random' } });
    expect(parseBots('  ', 3)).toEqual({ bots: {} });
  });

  it('gives one message naming the attribute and the bad value, and never throws', () => {
    const problem = (text: string) => {
      const parsed = parseBots(text, 3);
      return 'problem' in parsed ? parsed.problem : null;
    };
    expect(problem('1:grandmaster')).toBe(
      'bots="1:grandmaster": "grandmaster" is not a bot level (known: random, easy, medium, hard).',
    );
    expect(problem('1:hard:fast')).toContain('"hard:fast" is not a bot level');
    expect(problem('x:hard')).toBe('bots="x:hard": "x" is not a seat from 0 to 2.');
    expect(problem('3')).toBe('bots="3": "3" is not a seat from 0 to 2.');
    expect(problem('-1')).toContain('"-1" is not a seat');
    expect(problem('1.5')).toContain('"1.5" is not a seat');
    expect(problem('1:hard,1:easy')).toBe('bots="1:hard,1:easy" names seat 1 twice.');
    expect(problem('1:constructor')).toContain('"constructor" is not a bot level');
    const huge = Array.from({ length: 100_000 }, (_, i) => `${i}:hard`).join(',');
    const long = problem(huge)!;
    expect(long).toContain("names more seats than the game's 3");
    expect(long.length).toBeLessThan(400);
  });
});

describe('<ry-game bots="…:level">', () => {
  afterEach(cleanup);

  it('reflects bots, and reports a bad level once with the attribute and value (no crash)', async () => {
    const errors = collect<RyErrorEvent>(document, 'ry-error');
    const game = await chicago('bots="1:hard,2:grandmaster" paused');
    await game.updateComplete;
    expect(text(part(game, 'error'))).toContain(
      'bots="1:hard,2:grandmaster": "grandmaster" is not a bot level',
    );
    expect(errors.filter((e) => e.detail.source === 'bots')).toHaveLength(1);
    // The game still shows, with every seat played by people.
    expect(part(game, 'board')).not.toBeNull();
    expect(game.session!.bots).toEqual({});
    game.bots = '1:easy,2:hard';
    await game.updateComplete;
    expect(game.getAttribute('bots')).toBe('1:easy,2:hard');
    expect(game.session!.bots).toEqual({ 1: 'easy', 2: 'hard' });
    expect(part(game, 'error')).toBeNull();
  });

  it('plays a hard seat in the worker, choosing the same move as the inline bot for the seed', async () => {
    const moves = collect<RyMoveEvent>(document, 'ry-move');
    const game = await chicago(
      'bots="0:hard" bot-delay="0"',
      (g) => (g.botSearch = { iterations: 40 }),
    );
    const start = game.getRecord();
    await until(() => moves.length >= 1, 15_000, 'the hard bot to move');
    expect(moves[0]!.detail.bot).toBe(true);
    expect(moves[0]!.detail.move).toEqual(inlineMove(start, 0, 'hard', 40));
  });

  it('shows that a bot is thinking, and its pause button stops the search (ry-pause)', async () => {
    const pauses = collect<RyPauseEvent>(document, 'ry-pause');
    const game = await chicago(
      'bots="0:hard" bot-delay="0"',
      (g) => (g.botSearch = { budgetMs: 1500 }),
    );
    await until(() => text(part(game, 'header')).includes('Ann is thinking'), 5000, 'thinking');
    expect(text(game.shadowRoot!.querySelector('[role="status"][aria-live="polite"]'))).toContain(
      'Ann (hard bot) is thinking',
    );
    await userEvent.click(part(game, 'bot-control')!);
    expect(game.paused).toBe(true);
    expect(game.hasAttribute('paused')).toBe(true);
    expect(pauses.map((e) => e.detail.paused)).toEqual([true]);
    // The search was stopped: nothing is played even after its budget is over.
    await new Promise((resolve) => setTimeout(resolve, 1800));
    expect(game.getRecord().moves).toHaveLength(0);
    await game.updateComplete;
    expect(text(part(game, 'header'))).toContain('bots are paused');
    await userEvent.click(part(game, 'bot-control')!);
    expect(pauses.map((e) => e.detail.paused)).toEqual([true, false]);
    await until(() => game.getRecord().moves.length === 1, 5000, 'the bot to move once resumed');
  });
});

describe('<ry-game hints>', () => {
  afterEach(cleanup);

  it("lists the search's top three moves for the person to act, with shares and rule links", async () => {
    const game = await chicago(
      'hints rule-base="/docs"',
      (g) => (g.botSearch = { iterations: 60 }),
    );
    const button = part(game, 'hint-button')!;
    expect(text(button)).toBe('What would a strong player do?');
    await userEvent.click(button);
    await until(
      () => game.shadowRoot!.querySelectorAll('[part="hints"] li').length > 0,
      10_000,
      'hints',
    );
    const items = [...game.shadowRoot!.querySelectorAll('[part="hints"] li')];
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(3);
    expect(text(part(game, 'hints'))).toContain('Strong moves for Ann, best first');
    const shares = items.map((li) => Number(/(\d+)%/.exec(text(li))![1]));
    expect(shares.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(101);
    // Shares that do not fall down the list come with the close calls' rule.
    const outOfOrder = shares.some((share, i) => i > 0 && share > shares[i - 1]!);
    expect(text(part(game, 'hints')).includes('in a close call')).toBe(outOfOrder);
    for (const li of items) {
      const link = li.querySelector('a');
      expect(link?.getAttribute('href')).toMatch(/^\/docs\/chicago-express\/rules\/#/);
      expect(text(li)).toMatch(/^\d+% Ann /);
    }
    // A move makes the hint stale: it goes.
    game.applyMove(game.session!.legalMoves(0)[0]!);
    await game.updateComplete;
    expect(game.shadowRoot!.querySelectorAll('[part="hints"] li')).toHaveLength(0);
  });

  it('with hide="hint-shares" gives a learner the moves and their reasons in words, no search figures', async () => {
    const game = await chicago(
      'hints hide="hint-shares" rule-base="/docs"',
      (g) => (g.botSearch = { iterations: 60 }),
    );
    await userEvent.click(part(game, 'hint-button')!);
    await until(
      () => game.shadowRoot!.querySelectorAll('[part="hints"] li').length > 0,
      10_000,
      'hints',
    );
    const box = text(part(game, 'hints'));
    expect(box).toContain('Strong moves for Ann, best first:');
    expect(box).not.toMatch(/%|search|visits/);
    // The opening bid's reason says what the share is worth, in dollars.
    expect(box).toMatch(/\$\d+/);
  });

  it('shows a hint only to the seat it is for (hidden information: another viewer sees none)', async () => {
    const container = document.createElement('div');
    container.innerHTML = `<ry-game game="last-spike" players="Ann, Bob, Cyd" seed="hint-hidden" viewer="0" hints></ry-game>`;
    const game = container.firstElementChild as RyGame;
    game.botSearch = { iterations: 30 };
    await fixture<RyGame>(game);
    await until(() => part(game, 'hint-button'), 5000, 'the hint button');
    await userEvent.click(part(game, 'hint-button')!);
    await until(
      () => game.shadowRoot!.querySelectorAll('[part="hints"] li').length > 0,
      10_000,
      'hints',
    );
    expect(text(part(game, 'hints'))).toContain('Strong moves for Ann');
    game.viewer = '1';
    await game.updateComplete;
    expect(part(game, 'hints')).toBeNull();
    game.viewer = '0';
    await game.updateComplete;
    expect(game.shadowRoot!.querySelectorAll('[part="hints"] li').length).toBeGreaterThan(0);
  });

  it('stops a hint search when the position changes, so the next bot does not wait behind it', async () => {
    const game = await chicago(
      'hints bots="1:easy" bot-delay="0"',
      (g) => (g.botSearch = { budgetMs: 4000 }),
    );
    await userEvent.click(part(game, 'hint-button')!);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = performance.now();
    game.applyMove(game.session!.legalMoves(0).find((m) => m.type === 'auction.bid')!);
    await until(() => game.getRecord().moves.length >= 2, 3000, 'the easy bot to answer');
    expect(performance.now() - started).toBeLessThan(3000);
    expect(part(game, 'hints')?.querySelectorAll('li').length ?? 0).toBe(0);
  });

  it('offers no hint button without the attribute; while a bot is to act the box keeps its place and says whom it waits for', async () => {
    const plain = await chicago('');
    expect(part(plain, 'hint-button')).toBeNull();
    expect(part(plain, 'hints')).toBeNull();
    const botTurn = await chicago('hints bots="0:easy" paused');
    await until(() => part(botTurn, 'hints'), 5000, 'the hint box');
    const box = part(botTurn, 'hints')!;
    // Paused, the box says so rather than promise a move that waits for Resume.
    expect(text(box)).toContain('Bots paused: Ann to move.');
    expect(text(box)).not.toContain('Waiting for');
    // The button is there to keep the box's size, hidden and out of reach (walkthrough 5,
    // finding 16: the map jumped ~28 px as the box went and came back with each bot move).
    const kept = part(botTurn, 'hint-button') as HTMLButtonElement;
    expect(kept.disabled).toBe(true);
    expect(getComputedStyle(kept).visibility).toBe('hidden');
    expect(text(kept)).toBe('What would a strong player do?');
    // Waiting is for a person shown: not in a game of bots only, nor when the viewer is the bot.
    expect(BotsController.botBeforePerson(botTurn.session!, 'all')).toBe('Ann');
    expect(BotsController.botBeforePerson(botTurn.session!, 1)).toBe('Ann');
    expect(BotsController.botBeforePerson(botTurn.session!, 0)).toBeNull();
    const bots = await chicago('hints bots="0:easy,1:easy,2:easy" paused');
    expect(BotsController.botBeforePerson(bots.session!, 'all')).toBeNull();
  });

  it('leaving the page starts no workers: a warmed pool is let go before the bots stop (issue 26)', async () => {
    const Real = globalThis.Worker;
    const cores = Object.getOwnPropertyDescriptor(Navigator.prototype, 'hardwareConcurrency')!;
    let started = 0;
    globalThis.Worker = class extends Real {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        started++;
      }
    };
    // Two cores, so that the pool has workers to warm whatever runs the test.
    Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', {
      get: () => 2,
      configurable: true,
    });
    try {
      const game = await chicago('bots="0:hard,1:hard,2:hard"');
      await until(() => started === 2, 5000, 'the warmed pool to start its two workers');
      // Leaving mid-search: stopping the search would restart a warmed pool's workers.
      await until(() => text(part(game, 'header')).includes('is thinking'), 5000, 'a bot thinking');
      game.remove();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(started).toBe(2);
    } finally {
      globalThis.Worker = Real;
      Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', cores);
    }
  });

  it("warms the bot worker pool for a hard seat, in play, as the seat is set, and at the hint button (issue 26: the first split search waits for no worker's start)", async () => {
    const warmed: (string | null)[] = [];
    const spy = vi
      .spyOn(BotWorkerClient.prototype, 'warm')
      .mockImplementation((id: string | null) => void warmed.push(id));
    try {
      const easy = await chicago('bots="1:easy" paused');
      const replay = await chicago('bots="1:hard" mode="replay"');
      // A capped search stays on the first worker: nothing to warm.
      const capped = await chicago(
        'bots="1:hard" paused',
        (g) => (g.botSearch = { iterations: 40 }),
      );
      await Promise.all([
        easy.updateComplete,
        replay.updateComplete,
        capped.updateComplete,
        import('../../bots/bot-play.js'),
      ]);
      expect(warmed).toEqual([]);
      easy.bots = '1:easy,2:hard';
      await until(() => warmed.length > 0, 5000, 'the pool to be warmed');
      expect(warmed).toEqual(['chicago-express']);
      // Paused still warms: the seat is set, and Resume should find the workers ready.
      expect(easy.paused).toBe(true);
      // No seat plays hard any more: the pool is told, so a stop starts no fresh workers.
      easy.bots = '1:easy';
      await until(() => warmed.at(-1) === null, 5000, 'the pool to be told');
      // A learner about to ask for a hint (focus on the button) warms it too.
      const hints = await chicago('hints');
      await until(() => part(hints, 'hint-button'), 5000, 'the hint button');
      const before = warmed.length;
      part(hints, 'hint-button')!.focus();
      expect(warmed.slice(before)).toEqual(['chicago-express']);
    } finally {
      spy.mockRestore();
    }
  });
});
