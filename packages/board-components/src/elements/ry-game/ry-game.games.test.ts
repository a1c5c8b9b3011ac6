/**
 * <ry-game> with the real engines, registered the way the per-game bundles do it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { catalog, GameSession, simulate } from '@railyard/rules';
import { chicagoExpress } from '@railyard/rules/chicago-express';
import './ry-game.js';
import type { RyGame } from './ry-game.component.js';
import type { RyStatechart } from '../ry-statechart/ry-statechart.component.js';
import type { RyMoveEvent } from '../../shared/events.js';
import { activeIds } from '../../shared/statechart-model.js';
import { axeViolations, cleanup, collect, fixture, until } from '../../test-support/fixture.js';

// Every board folder's game, as railyard.ts registers them.
import.meta.glob('../../boards/*/game.ts', { eager: true });

const root = (game: RyGame) => game.shadowRoot!;

/** Makes one move for seat 0 through the move bar (mouse) or the board (keyboard). */
async function humanMove(game: RyGame, keyboard: boolean): Promise<void> {
  const board = root(game).querySelector('[part="board"]')!.shadowRoot!;
  const legalHex = board.querySelector<SVGElement>('.space.legal .hit');
  if (keyboard && legalHex) {
    legalHex.focus();
    await userEvent.keyboard('{Enter}');
    if (board.querySelector('.chooser')) await userEvent.keyboard('{Enter}');
    return;
  }
  // Only stock games have an auction panel.
  const auction = root(game).querySelector('ry-auction-panel')?.shadowRoot;
  const pass = auction?.querySelector<HTMLElement>('[part="pass-button"]');
  // By its exact name: the statechart beside the game names its states' events too ("auction.pass").
  if (pass) return userEvent.click(page.getByRole('button', { name: 'Pass', exact: true }));
  const bar = root(game).querySelector('ry-action-bar')!.shadowRoot!;
  const button = bar.querySelector<HTMLButtonElement>('button:not([disabled])');
  if (!button)
    throw new Error(
      `no move for seat 0: ${root(game).querySelector('[data-testid="status"]')?.textContent}`,
    );
  if (keyboard) {
    button.focus();
    await userEvent.keyboard('{Enter}');
  } else {
    await userEvent.click(button);
  }
}

const playable = catalog.filter((entry) => entry.status === 'playable');
for (const [id, players] of playable.map(
  (entry) => [entry.id, Math.min(Math.max(4, entry.minPlayers), entry.maxPlayers)] as const,
)) {
  describe(`<ry-game game="${id}">`, () => {
    afterEach(cleanup);

    it('plays seat 0 by mouse and keyboard against bots while the statechart follows', async () => {
      // Wide: the move bar's buttons (a narrow bar folds a type's moves into a list box).
      const game = await fixture<RyGame>(
        `<ry-game style="width: 1000px" game="${id}" players="${players}" seed="t" bots="${[...Array(players).keys()].slice(1).join(',')}" bot-delay="0" show-statechart></ry-game>`,
      );
      const moves = collect<RyMoveEvent>(document, 'ry-move');
      await customElements.whenDefined('ry-statechart');
      const chart = root(game).querySelector<RyStatechart>('ry-statechart')!;
      await chart.updateComplete;
      for (let turn = 0; turn < 6; turn++) {
        await until(
          () => game.view!.activeSeats.includes(0) || game.view!.finished,
          5000,
          'seat 0 to act',
        );
        const before = game.getRecord().moves.length;
        await humanMove(game, turn % 2 === 1);
        await until(() => game.getRecord().moves.length > before, 3000, 'the move to be applied');
        await game.updateComplete;
        await chart.updateComplete;
        // The diagram marks the active states it draws (a collapsed compound state stands for
        // the active states inside it); its text outline marks every active state.
        const marked = (selector: string) =>
          [...chart.shadowRoot!.querySelectorAll(selector)]
            .map((n) => n.getAttribute('data-state'))
            .sort();
        if (chart.shadowRoot!.querySelector('svg')) {
          const drawn = marked('svg [data-state].active');
          expect(drawn.length).toBeGreaterThan(0);
          expect(activeIds(chart.value)).toEqual(expect.arrayContaining(drawn));
        }
        const shown = [...chart.shadowRoot!.querySelectorAll('.outline [data-state].active')]
          .map((n) => n.getAttribute('data-state'))
          .sort();
        expect(shown).toEqual(activeIds(chart.value).sort());
        expect(chart.lastEvent).toBe(game.getRecord().moves.at(-1)!.type);
      }
      const human = moves.filter((e) => !e.detail.bot);
      const bots = moves.filter((e) => e.detail.bot);
      expect(human.length).toBe(6);
      expect(human.every((e) => e.detail.move.player === 0)).toBe(true);
      expect(bots.length).toBeGreaterThan(0);
      expect(bots.every((e) => e.detail.move.player !== 0)).toBe(true);
      expect(root(game).querySelector('[part="error"]')).toBeNull();
    });

    it('links the rule section of every transition in the chart’s outline', async () => {
      const chart = await fixture<RyStatechart>(
        `<ry-statechart game="${id}" rule-base="/docs"></ry-statechart>`,
      );
      await chart.layoutComplete;
      const links = [...chart.shadowRoot!.querySelectorAll('.rule a')];
      expect(links.length).toBeGreaterThan(3);
      for (const link of links)
        expect(link.getAttribute('href')).toMatch(
          new RegExp(`^/docs/${id}(/[a-z-]+)?/#[a-z0-9-]+$`),
        );
    });
  });
}

describe('<ry-game game="chicago-express"> accessibility', () => {
  afterEach(cleanup);

  // The boards have their own axe tests; one game is enough for the composite around them.
  it('has no axe violations in play', async () => {
    const game = await fixture<RyGame>(
      `<ry-game game="chicago-express" players="4" seed="t" bots="1,2,3" bot-delay="0"></ry-game>`,
    );
    await until(() => game.view!.activeSeats.includes(0), 5000, 'seat 0 to act');
    await game.updateComplete;
    expect(await axeViolations(game)).toEqual([]);
  });
});

describe('<ry-game> on a session of the real engine', () => {
  afterEach(cleanup);

  it("plays the session's bot seats like the headless session does", async () => {
    const setup = { players: ['Ann', 'Bob', 'Cyd'], seed: 'sess' };
    const bots = { '1': 'random', '2': 'random' };
    const session = GameSession.start(chicagoExpress, setup, { bots });
    const game = document.createElement('ry-game');
    game.botDelay = 0;
    game.session = session;
    await fixture(game);
    const expected = GameSession.start(chicagoExpress, setup, { bots });
    for (let turn = 0; turn < 3; turn++) {
      const move = session.legalMoves(0).at(-1)!;
      game.applyMove(move);
      expected.apply(move);
      while (expected.botToMove()) expected.playBotMove();
      await until(() => session.moveCount === expected.moveCount, 5000, 'the bots');
    }
    expect(session.record).toEqual(expected.record);
    await game.updateComplete;
    expect(root(game).querySelector('[part="error"]')).toBeNull();
  });
});

describe('<ry-game> automatic events', () => {
  afterEach(cleanup);

  it('chicago-express:general-dividend — a dividend is logged and announced with its amounts, and the cash it paid is marked', async () => {
    const setup = { players: ['Ann', 'Bob', 'Cyd'], seed: 'dividend' };
    const { record } = simulate(chicagoExpress, setup);
    const full = GameSession.open(chicagoExpress, record);
    if (!full.ok) throw new Error(full.message);
    const at = full.session
      .history('all')
      .findIndex((h) => h.events.some((e) => e.kind === 'dividend'));
    const opened = GameSession.open(chicagoExpress, {
      ...record,
      moves: record.moves.slice(0, at),
    });
    if (!opened.ok) throw new Error(opened.message);
    const session = opened.session;
    const game = document.createElement('ry-game');
    game.session = session;
    await fixture(game);
    session.apply(record.moves[at]!);
    await game.updateComplete;
    const paid = full.session.events(at, 'all').filter((e) => e.kind === 'dividend');
    const status = root(game).querySelector('[role="status"][aria-live="polite"]')!.textContent!;
    for (const event of paid) expect(status).toContain(event.text);
    const log = root(game).querySelector('ry-game-log')!.shadowRoot!;
    const logged = [...log.querySelectorAll('[part="event"]')].map((e) => e.textContent);
    expect(logged).toEqual(expect.arrayContaining(paid.map((e) => e.text)));
    const panel = root(game).querySelector('ry-player-panel')!;
    await panel.updateComplete;
    const marked = [...panel.shadowRoot!.querySelectorAll('li')]
      .filter((li) => li.querySelector('.cash.changed'))
      .map((li) => Number(li.getAttribute('data-seat')));
    expect(marked.sort()).toEqual([...new Set(paid.flatMap((e) => e.seats ?? []))].sort());
  });
});

describe('<ry-game> layout by board', () => {
  afterEach(cleanup);

  it('puts the side column under a board registered with side: below (Last Spike), beside others', async () => {
    const columns = async (id: string) => {
      const game = await fixture<RyGame>(
        `<ry-game style="width: 1000px" game="${id}" players="3" seed="t"></ry-game>`,
      );
      await until(() => root(game).querySelector('[part="board"]'), 3000, 'the board');
      const main = root(game).querySelector<HTMLElement>('.main')!;
      const board = root(game).querySelector('[part="board"]')!.getBoundingClientRect();
      const side = root(game).querySelector('[part="side"]')!.getBoundingClientRect();
      const tracks = getComputedStyle(main).gridTemplateColumns.split(' ').length;
      cleanup();
      return { tracks, sideBelow: side.top >= board.bottom };
    };
    expect(await columns('last-spike')).toEqual({ tracks: 1, sideBelow: true });
    expect(await columns('chicago-express')).toEqual({ tracks: 2, sideBelow: false });
  });
});
