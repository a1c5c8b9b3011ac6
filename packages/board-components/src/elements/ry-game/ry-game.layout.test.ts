/**
 * <ry-game>'s layout with the real boards at 1280×800 and on a 390×844 phone: the map's share of
 * the screen, readable labels, one column without sideways scrolling, the dock within a thumb's
 * reach, refused moves explained where the player acted, log names pointing out their hexes.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { simulate, type GameRecord } from '@railyard/rules';
import { chicagoExpress } from '@railyard/rules/chicago-express';
import './ry-game.js';
import type { RyGame } from './ry-game.component.js';
import type { RyBoardBase } from '../../boards/board-base.js';
import { axeViolations, cleanup, fixture, until } from '../../test-support/fixture.js';

import.meta.glob('../../boards/*/game.ts', { eager: true });

const GAMES = ['chicago-express', 'american-rails'] as const;

async function settle(game: RyGame, board: RyBoardBase): Promise<void> {
  // The layout settles after the first measure (ResizeObserver) and the default zoom.
  for (let i = 0; i < 3; i++) {
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 30)));
    await game.updateComplete;
    await board.updateComplete;
  }
}

async function openGame(markup: string): Promise<{ game: RyGame; board: RyBoardBase }> {
  const container = await fixture<HTMLElement>(`<div>${markup}</div>`);
  const game = container.querySelector<RyGame>('ry-game')!;
  await until(() => game.shadowRoot?.querySelector('[part="board"]'), 5000, 'the board');
  const board = game.shadowRoot!.querySelector<RyBoardBase>('[part="board"]')!;
  await board.mapToolsReady;
  await settle(game, board);
  return { game, board };
}

const newGame = (id: string, extra = '') =>
  openGame(
    `<ry-game game="${id}" players="4" seed="layout" bots="1,2,3" paused ${extra}></ry-game>`,
  );

const part = (game: RyGame, name: string) =>
  game.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`)!;
const frameOf = (board: RyBoardBase) => board.shadowRoot!.querySelector<HTMLElement>('.map-frame')!;

/** Rendered font size (CSS px) and box height of every text on the map but the piece labels. */
function labelSizes(board: RyBoardBase): { text: string; px: number; height: number }[] {
  const map = board.shadowRoot!.querySelector<SVGSVGElement>('svg.map')!;
  return [...map.querySelectorAll<SVGTextElement>('text')]
    .filter((t) => !t.closest('.piece'))
    .map((t) => {
      const scale = t.getScreenCTM()!.a;
      return {
        text: t.textContent!,
        px: parseFloat(getComputedStyle(t).fontSize) * scale,
        height: t.getBoundingClientRect().height,
      };
    });
}

function bidTooMuch(game: RyGame) {
  const auction = game.shadowRoot!.querySelector('ry-auction-panel')!.shadowRoot!;
  return {
    input: auction.querySelector<HTMLInputElement>('input')!,
    button: auction.querySelector<HTMLButtonElement>('[part="bid-button"]')!,
  };
}

describe('<ry-game> at 1280×800', () => {
  beforeEach(async () => {
    document.body.style.margin = '0';
    await page.viewport(1280, 800);
  });
  afterEach(cleanup);

  for (const id of GAMES) {
    it(`gives the ${id} map most of the screen: ≥ 60% of the width, the height below the header`, async () => {
      const { game, board } = await newGame(id);
      const frame = frameOf(board).getBoundingClientRect();
      const header = part(game, 'header').getBoundingClientRect();
      const dock = part(game, 'dock').getBoundingClientRect();
      expect(frame.width / innerWidth).toBeGreaterThanOrEqual(0.6);
      // From just below the header down to the dock at the bottom of the screen.
      expect(frame.top - header.bottom).toBeLessThan(24);
      expect(frame.bottom).toBeLessThanOrEqual(dock.top + 1);
      expect(dock.bottom).toBeLessThanOrEqual(innerHeight + 1);
      expect(innerHeight - frame.bottom - dock.height).toBeLessThan(24);
      // Players and the log beside the map.
      const side = part(game, 'side').getBoundingClientRect();
      expect(side.left).toBeGreaterThanOrEqual(frame.right);
    });

    it(`draws every ${id} map label at least 11 px high at the default zoom`, async () => {
      const { board } = await newGame(id);
      const sizes = labelSizes(board);
      expect(sizes.length).toBeGreaterThan(20);
      const small = sizes.filter((s) => s.px < 11 || s.height < 11);
      expect(small).toEqual([]);
    });
  }

  it('explains a refused move beside the control used, on screen, far down a long page', async () => {
    // A small phone: the notice's words fill its widest box.
    await page.viewport(320, 700);
    const { game } = await openGame(
      `<div style="height: 2400px">Text above the example</div>
       <ry-game game="chicago-express" players="4" seed="layout" bots="1,2,3" paused></ry-game>
       <div style="height: 2400px"></div>`,
    );
    const { input, button } = bidTooMuch(game);
    button.scrollIntoView({ block: 'center' });
    await userEvent.fill(input, '999');
    await userEvent.click(button);
    await game.updateComplete;
    const notice = part(game, 'notice');
    expect(notice.textContent).toMatch(/\S/);
    await until(
      () => {
        const n = notice.getBoundingClientRect();
        return n.top >= 0 && n.bottom <= innerHeight;
      },
      2000,
      'the notice on screen',
    );
    const n = notice.getBoundingClientRect();
    const b = button.getBoundingClientRect();
    expect(n.left).toBeGreaterThanOrEqual(0);
    expect(n.right).toBeLessThanOrEqual(innerWidth);
    // Next to the Bid button: within a line or two of it.
    expect(Math.min(Math.abs(n.top - b.bottom), Math.abs(b.top - n.bottom))).toBeLessThan(40);
    // Its words stay in its box, and the box in the game's (its padding counted).
    const base = game.shadowRoot!.querySelector('.base')!.getBoundingClientRect();
    expect(n.right).toBeLessThanOrEqual(base.right + 0.5);
    for (const child of notice.children)
      expect(child.getBoundingClientRect().right).toBeLessThanOrEqual(n.right + 0.5);
  });

  it('points out on the map the hexes a log entry names, on hover and on focus', async () => {
    const record: GameRecord = simulate(chicagoExpress, {
      players: ['Ann', 'Bob', 'Cyd'],
      seed: 'log-links',
    }).record;
    const upTo = record.moves.findIndex((m) => m.type === 'build.place') + 1;
    const json = JSON.stringify({ ...record, moves: record.moves.slice(0, upTo) });
    const { game } = await openGame(`<ry-game mode="replay" record='${json}'></ry-game>`);
    const log = game.shadowRoot!.querySelector('ry-game-log')!;
    const place = () => log.shadowRoot!.querySelector<HTMLElement>('.place');
    await until(place, 5000, 'a place name in the log');
    const hex = place()!.dataset.space!;
    const onBoard = () =>
      game
        .shadowRoot!.querySelector<RyBoardBase>('[part="board"]')!
        .shadowRoot!.querySelector(`[data-space="${hex}"]`)!;
    expect(record.moves[upTo - 1]!.hex).toBe(hex);
    expect(onBoard().classList.contains('spotlight')).toBe(false);
    await userEvent.hover(place()!);
    await until(() => onBoard().classList.contains('spotlight'), 2000, 'the hex pointed out');
    await userEvent.unhover(place()!);
    await until(() => !onBoard().classList.contains('spotlight'), 2000, 'no hex pointed out');
    place()!.closest('button')!.focus();
    await until(() => onBoard().classList.contains('spotlight'), 2000, 'the hex of the entry');
  });

  it('has no axe violations', async () => {
    const { game } = await newGame('chicago-express');
    expect(await axeViolations(game)).toEqual([]);
  });
});

describe('<ry-game> on a 390×844 phone', () => {
  beforeEach(async () => {
    document.body.style.margin = '0';
    await page.viewport(390, 844);
  });
  afterEach(cleanup);

  for (const id of GAMES) {
    it(`lays ${id} out in one column, without sideways scrolling, the board zoomable`, async () => {
      const { game, board } = await newGame(id);
      const area = part(game, 'board').getBoundingClientRect();
      const side = part(game, 'side').getBoundingClientRect();
      expect(side.top).toBeGreaterThanOrEqual(area.bottom - 1);
      expect(Math.abs(side.left - area.left)).toBeLessThan(2);
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(innerWidth);
      for (const el of [game, ...game.shadowRoot!.querySelectorAll('*')]) {
        const r = el.getBoundingClientRect();
        if (r.width) expect(r.right, el.tagName).toBeLessThanOrEqual(innerWidth + 0.5);
      }
      const map = board.shadowRoot!.querySelector<SVGSVGElement>('svg.map')!;
      const scale = () => new DOMMatrix(map.style.transform || 'none').a;
      const before = scale();
      board.shadowRoot!.querySelector<HTMLButtonElement>('[aria-label="Zoom in"]')!.click();
      expect(scale()).toBeGreaterThan(before);
    });
  }

  it("keeps a focused replay's step buttons and move counter on one row, named in words", async () => {
    const record = simulate(chicagoExpress, {
      players: ['Ann', 'Bob', 'Cyd'],
      seed: 'layout',
    }).record;
    const container = await fixture<HTMLElement>(`<div style="width: 358px"></div>`);
    const replay = document.createElement('ry-game') as RyGame;
    replay.setAttribute('mode', 'replay');
    replay.setAttribute('show', 'map players');
    replay.setAttribute('move', '5');
    replay.setAttribute('record', JSON.stringify(record));
    container.append(replay);
    await until(() => replay.shadowRoot?.querySelector('[part="board"]'), 5000, 'the board');
    await replay.updateComplete;
    const controls = part(replay, 'controls');
    const buttons = [...controls.querySelectorAll('button')];
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'First position',
      'Previous move',
      'Next move',
      'Last position',
    ]);
    const tops = [...buttons, part(replay, 'counter')].map((el) => el.getBoundingClientRect().top);
    const rowHeight = buttons[0]!.getBoundingClientRect().height;
    expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(rowHeight / 2);
    expect(controls.getBoundingClientRect().right).toBeLessThanOrEqual(
      container.getBoundingClientRect().right + 0.5,
    );
    // "Open full game" has the next row to itself.
    expect(part(replay, 'expand').getBoundingClientRect().top).toBeGreaterThanOrEqual(
      controls.getBoundingClientRect().bottom,
    );
  });

  it('keeps the moves in a dock at the bottom of the screen while the game scrolls', async () => {
    const { game } = await newGame('chicago-express');
    const dock = part(game, 'dock');
    // The opening auction is in the dock on a phone, with its Bid and Pass buttons.
    expect(dock.querySelector('ry-auction-panel')).not.toBeNull();
    for (const y of [0, 400, 900]) {
      scrollTo(0, y);
      await new Promise((r) => requestAnimationFrame(r));
      const d = dock.getBoundingClientRect();
      expect(d.bottom).toBeLessThanOrEqual(innerHeight + 1);
      expect(d.bottom).toBeGreaterThan(innerHeight - 2);
      const { button } = bidTooMuch(game);
      const b = button.getBoundingClientRect();
      expect(b.bottom).toBeLessThanOrEqual(innerHeight);
      expect(b.top).toBeGreaterThan(innerHeight / 2);
    }
  });

  it('explains a refused move on screen, next to the dock', async () => {
    const { game } = await newGame('chicago-express');
    scrollTo(0, 300);
    const { input, button } = bidTooMuch(game);
    await userEvent.fill(input, '999');
    await userEvent.click(button);
    await game.updateComplete;
    const notice = part(game, 'notice');
    await until(
      () => {
        const n = notice.getBoundingClientRect();
        return n.top >= 0 && n.bottom <= innerHeight && n.right <= innerWidth && n.left >= 0;
      },
      2000,
      'the notice on screen',
    );
    const b = button.getBoundingClientRect();
    expect(b.top - notice.getBoundingClientRect().bottom).toBeLessThan(40);
  });

  it('has no axe violations', async () => {
    const { game } = await newGame('american-rails');
    expect(await axeViolations(game)).toEqual([]);
  });
});
