/**
 * <ry-game>'s attributes as a site owner sets them: bad input named in one message, one ry-error
 * per problem, games registered late, records fetched once, attributes matching properties.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { simulate } from '@railyard/rules';
import './ry-game.js';
import type { RyGame } from './ry-game.component.js';
import type { RyErrorEvent } from '../../shared/events.js';
import { registerGame } from '../../shared/game-registry.js';
import { cleanup, collect, fixture, until } from '../../test-support/fixture.js';
import { errorFor, q, stubFetch, text } from '../../test-support/ry-game.js';
import { tinyGame, toyAuctionGame } from '@railyard/rules/testing';

beforeAll(() => {
  registerGame(toyAuctionGame);
  registerGame(tinyGame);
});

/** A two-player toy-game record with these moves. */
const toyRecord = (moves: readonly object[]) => ({
  format: 'railyard-record',
  version: 1,
  game: 'toy',
  players: ['A', 'B'],
  seed: 's',
  options: {},
  moves,
});

describe('<ry-game>', () => {
  afterEach(cleanup);

  describe('bad input', () => {
    it('names the broken fields of an invalid record', async () => {
      const { errors, shown } = await errorFor(
        `<ry-game record='{"format":"railyard-record","version":2,"game":"toy","players":[],"seed":"s","moves":[]}'></ry-game>`,
      );
      expect(errors[0]!.detail.source).toBe('record');
      expect(shown).toContain('record/version must be 1');
      expect(shown).toContain('record/players must be a list of 1 to 16 player names');
    });

    it('names the illegal move of a record and shows the position before it', async () => {
      const record = toyRecord([
        { type: 'auction.bid', player: 0, amount: 3 },
        { type: 'auction.bid', player: 0, amount: 4 },
      ]);
      const { game, shown } = await errorFor(
        `<ry-game mode="replay"></ry-game>`,
        (g) => (g.record = record as never),
      );
      expect(shown).toContain(
        "The record's move 2 (record/moves/1: auction.bid by seat 0) is illegal: It is seat 1's turn",
      );
      expect(game.getRecord().moves.length).toBe(1);
      expect(q(game, 'ry-player-panel')).not.toBeNull();
    });

    it('refuses a record past the documented size, inline or fetched, in a short message', async () => {
      const big = `{"format":"railyard-record","seed":"${'x'.repeat(10_000_001)}"}`;
      const inline = await errorFor(`<ry-game></ry-game>`, (g) => g.setAttribute('record', big));
      expect(inline.shown).toMatch(/has \d+ characters; a record has at most 10000000\./);
      expect(inline.shown.length).toBeLessThan(300);
      // Served as a server would (record URLs are http(s) or relative only).
      const stub = stubFetch(
        () => new Response(big, { headers: { 'content-type': 'application/json' } }),
      );
      try {
        const fetched = await errorFor(`<ry-game record="/records/big.json"></ry-game>`);
        expect(fetched.shown).toMatch(/it is larger than 10000000 bytes, the most a record may be/);
      } finally {
        stub.restore();
      }
      // Many problems: the first 20 and a count.
      const moves = Array.from({ length: 500 }, () => ({ type: 'bad', player: -1 }));
      const record = toyRecord(moves);
      const listed = await errorFor(`<ry-game></ry-game>`, (g) => (g.record = record as never));
      expect(listed.shown).toMatch(/… and 980 more problems \(only the first 20 are listed\)/);
    });

    it('reports a record URL that cannot be loaded', async () => {
      const { shown } = await errorFor(`<ry-game record="/no-such-record.json"></ry-game>`);
      expect(shown).toMatch(
        /Could not load the record from "\/no-such-record.json" \(http[^)]*\/no-such-record.json\): (the server answered 404|it is not JSON)/,
      );
    });

    it('reports unknown games, bad player counts, bots and moves', async () => {
      expect((await errorFor(`<ry-game game="monopoly"></ry-game>`)).shown).toContain(
        'Unknown game "monopoly". Registered games: toy, tiny',
      );
      expect((await errorFor(`<ry-game game="toy" players="9"></ry-game>`)).shown).toContain(
        'Toy Rails is for 2 to 4 players, got 9',
      );
      expect(
        (await errorFor(`<ry-game game="toy" players="3" bots="1,7"></ry-game>`)).shown,
      ).toContain('bots="1,7": "7" is not a seat from 0 to 2');
      expect(
        (await errorFor(`<ry-game game="toy" players="3" mode="replay" move="4"></ry-game>`)).shown,
      ).toContain('move="4" is past the end of the record (0 moves)');
      for (const id of ['smart', 'constructor', '__proto__'])
        expect(
          (await errorFor(`<ry-game game="toy" players="3" bots="1:${id}"></ry-game>`)).shown,
        ).toContain(
          `bots="1:${id}": "${id}" is not a bot level (known: random, easy, medium, hard).`,
        );
      // Counts are checked against the game's range before any player is made.
      const started = performance.now();
      expect((await errorFor(`<ry-game game="toy" players="2000000"></ry-game>`)).shown).toContain(
        'players="2000000": Toy Rails is for 2 to 4 players, got 2000000.',
      );
      expect(
        (await errorFor(`<ry-game game="toy" players="99999999999999999999999"></ry-game>`)).shown,
      ).toContain('Toy Rails is for 2 to 4 players');
      const many = Array.from({ length: 100_000 }, (_, i) => `P${i}`).join(',');
      const manyShown = (await errorFor(`<ry-game game="toy" players="${many}"></ry-game>`)).shown;
      expect(manyShown).toContain('Toy Rails is for 2 to 4 players, got more than 4.');
      expect(manyShown.length).toBeLessThan(300);
      expect(performance.now() - started).toBeLessThan(3000);
      expect((await errorFor(`<ry-game game="toy" players="Ann"></ry-game>`)).shown).toContain(
        'Toy Rails is for 2 to 4 players, got 1.',
      );
      expect((await errorFor(`<ry-game game="toy" viewer="7"></ry-game>`)).shown).toContain(
        'viewer="7" is not a viewer',
      );
      expect((await errorFor(`<ry-game game="toy" mode="fast"></ry-game>`)).shown).toContain(
        'mode="fast" is not a mode',
      );
      expect((await errorFor(`<ry-game game="toy" highlight="/nope"></ry-game>`)).shown).toContain(
        'highlight="/nope" does not point into',
      );
    });
  });
});

const frames = (count: number) =>
  new Promise<void>((resolve) => {
    const step = (left: number) =>
      left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1));
    step(count);
  });

describe('<ry-game> as site owners expect', () => {
  afterEach(cleanup);

  it('fires one ry-error per problem, after creation, to a listener added right after', async () => {
    const game = document.createElement('ry-game');
    game.setAttribute('game', 'monopoly');
    const box = document.createElement('div');
    box.className = 'fixture';
    box.append(game);
    document.body.append(box);
    const errors = collect<RyErrorEvent>(game, 'ry-error');
    await until(() => errors.length > 0, 3000, 'ry-error');
    // Other games registering, unrelated changes and re-renders report nothing again.
    registerGame(toyAuctionGame);
    game.highlight = '';
    game.paused = true;
    await frames(3);
    expect(errors.map((e) => e.detail)).toEqual([
      { message: expect.stringContaining('Unknown game "monopoly"'), source: 'game' },
    ]);
  });

  it('never reports a game unknown that registers right after the element', async () => {
    const errors = collect<RyErrorEvent>(document, 'ry-error');
    const { record } = simulate(tinyGame, { players: ['A', 'B'], seed: 'late' });
    const late = await fixture<RyGame>(`<ry-game game="late-tiny" players="2" seed="x"></ry-game>`);
    const lateRecord = await fixture<RyGame>(`<ry-game mode="replay"></ry-game>`);
    lateRecord.record = { ...record, game: 'late-record' };
    await lateRecord.updateComplete;
    // As a second bundle does: the games register after the elements' first update.
    await Promise.resolve();
    registerGame({ ...tinyGame, id: 'late-tiny' });
    registerGame({ ...tinyGame, id: 'late-record' });
    await frames(3);
    expect(errors).toEqual([]);
    expect(late.getRecord()).toMatchObject({ game: 'late-tiny', seed: 'x' });
    expect(lateRecord.getRecord().moves).toEqual(record.moves);
    expect(q(late, '[part="error"]')).toBeNull();
  });

  it('fetches a record URL once, also when it is opened again for a game registered late', async () => {
    const played = simulate(tinyGame, { players: ['Ann', 'Bob'], seed: 'f1' }).record;
    const record = { ...played, game: 'fetched-late' };
    const stub = stubFetch(async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      return new Response(JSON.stringify(record), { status: 200 });
    });
    try {
      const errors = collect<RyErrorEvent>(document, 'ry-error');
      const game = await fixture<RyGame>(
        `<ry-game record="/records/counted.json" mode="replay"></ry-game>`,
      );
      registerGame({ ...tinyGame, id: 'another' });
      game.highlight = '/total';
      // Not registered a frame after the record came: reported; registered later: opened.
      await until(() => errors.length > 0, 3000, 'the unknown game');
      expect(errors[0]!.detail.message).toContain('Unknown game "fetched-late"');
      registerGame({ ...tinyGame, id: 'fetched-late' });
      await until(() => game.record !== undefined, 3000, 'the record');
      await game.updateComplete;
      expect(stub.calls).toEqual([new URL('/records/counted.json', document.baseURI).href]);
      expect(game.getRecord().moves).toEqual(record.moves);
      expect(q(game, '[part="error"]')).toBeNull();
      expect(errors.length).toBe(1);
    } finally {
      stub.restore();
    }
  });

  it('has matching attributes and properties: setting either does the same', async () => {
    const game = await fixture<RyGame>(`<ry-game game="tiny" players="2" seed="p"></ry-game>`);
    game.options = '{"target": 3}';
    await game.updateComplete;
    expect(game.getRecord().options).toEqual({ target: 3 });
    game.setAttribute('options', '{"target": 4}');
    await game.updateComplete;
    expect(game.options).toBe('{"target": 4}');
    expect(game.getRecord().options).toEqual({ target: 4 });
    // record: an object or the attribute's text; reading gives the record object.
    const { record } = simulate(tinyGame, { players: ['A', 'B'], seed: 'p2' });
    game.mode = 'replay';
    game.record = record;
    await game.updateComplete;
    expect(game.record).toEqual(record);
    game.record = JSON.stringify({ ...record, seed: 'p3', moves: record.moves.slice(0, 1) });
    await game.updateComplete;
    expect(game.record).toMatchObject({ seed: 'p3', moves: record.moves.slice(0, 1) });
    game.setAttribute('record', JSON.stringify(record));
    await game.updateComplete;
    expect(game.record).toEqual(record);
    // move: attribute and property (moveIndex is its deprecated alias).
    game.setAttribute('move', '1');
    await game.updateComplete;
    expect(game.move).toBe(1);
    expect(text(q(game, '[part="counter"]'))).toBe(`Move 1 of ${record.moves.length}`);
    game.move = 2;
    await game.updateComplete;
    expect(game.moveIndex).toBe(2);
    expect(game.session!.position).toBe(2);
    // bots, bot-delay, paused, viewer, mode.
    game.bots = '1';
    game.setAttribute('bot-delay', '5');
    game.setAttribute('viewer', 'spectator');
    game.setAttribute('mode', 'static');
    await game.updateComplete;
    expect(game.session!.bots).toEqual({ 1: 'random' });
    expect([game.botDelay, game.viewer, game.mode]).toEqual([5, 'spectator', 'static']);
    game.setAttribute('bots', '0:random');
    await game.updateComplete;
    expect(game.session!.bots).toEqual({ 0: 'random' });
  });
});
