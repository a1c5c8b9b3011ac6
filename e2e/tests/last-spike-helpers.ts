import { expect, type Locator, type Page } from '@playwright/test';

/** Where to look: the page, or a part of it (a docs widget). */
type Root = Page | Locator;

/** The Last Spike board inside `<ry-game>` (Playwright's CSS pierces the shadow roots). */
export const lsBoard = (root: Root): Locator => root.locator('ry-game ry-last-spike-board');

/**
 * Makes one move on the board by clicking it, as a player would: the turn's button (draw a
 * tile, sell land, bankruptcy), a land purchase every `buyEvery`-th chance (else "Buy no land"),
 * or a tile, by its space on the map or its button in the hand (alternating). Returns false when
 * the board offers nothing to click (not this page's turn).
 */
export async function clickBoardMove(root: Root, turn: number, buyEvery = 3): Promise<boolean> {
  const board = lsBoard(root);
  const first = async (selector: string) => {
    const found = board.locator(selector);
    if ((await found.count()) === 0) return false;
    await found.first().click();
    return true;
  };
  if (await first('[data-move="tile.draw"]')) return true;
  if (await first('[data-move="bankruptcy.declare"]')) return true;
  if (await first('[data-move="land.sell"]')) return true;
  if ((await board.locator('[data-move="land.decline"]').count()) > 0) {
    if (turn % buyEvery === 0 && (await first('[data-buy]'))) return true;
    return first('[data-move="land.decline"]');
  }
  if (turn % 2 === 0 && (await first('.space.track.legal .hit'))) return true;
  return first('.tile-button.legal');
}

/** Whether the board shows anything for this page to click. */
export async function boardOffersMove(root: Root): Promise<boolean> {
  return (
    (await lsBoard(root)
      .locator(
        '[data-move], [data-buy], .tile-button.legal, .space.track.legal .hit, .space.city-space.legal .hit',
      )
      .count()) > 0
  );
}

/** The true position from the engine (the test may know it; the page may not show it). */
export interface TrueHands {
  players: string[];
  hands: string[][];
}

/**
 * Everything the page holds as text or attribute values, shadow roots included, and the tiles
 * offered as hand buttons.
 */
export async function pageContents(
  page: Page,
  scope = 'body',
): Promise<{ text: string; handTiles: string[] }> {
  return page.evaluate((scope) => {
    const tiles: string[] = [];
    const walk = (node: Node): string => {
      let out = '';
      if (node instanceof Element) {
        for (const attr of node.attributes) out += ` ${attr.value} `;
        if (node.hasAttribute('data-tile')) tiles.push(node.getAttribute('data-tile')!);
        if (node.shadowRoot) out += walk(node.shadowRoot);
      }
      for (const child of node.childNodes)
        out += child.nodeType === Node.TEXT_NODE ? child.textContent : walk(child);
      return out;
    };
    return { text: walk(document.querySelector(scope)!).replace(/\s+/g, ' '), handTiles: tiles };
  }, scope);
}

/**
 * Fails when the page shows a tile of a hand other than `seat`'s (null: no hand at all): as a
 * hand button, as a draw ("Ada draws A3"), as a move offered ("Lay A3 on …", "lays A3 on"), as
 * an event the console accepts (`{"type":"tile.lay",…,"tile":"A3"}`), or in the position tables' JSON. Tile codes on the map are public and are not looked at.
 */
export async function expectNoOtherHand(
  page: Page,
  truth: TrueHands,
  seat: number | null,
  scope = 'body',
): Promise<void> {
  const { text, handTiles } = await pageContents(page, scope);
  expect(handTiles.sort(), 'hand buttons').toEqual(
    seat === null ? [] : [...truth.hands[seat]!].sort(),
  );
  truth.hands.forEach((hand, s) => {
    if (s === seat) return;
    for (const tile of hand) {
      const name = truth.players[s]!;
      expect(text, `${name}'s ${tile} drawn`).not.toContain(`draws ${tile}`);
      expect(text, `${name}'s ${tile} offered`).not.toMatch(new RegExp(`\\b[Ll]ays? ${tile} on`));
      expect(text, `${name}'s ${tile} chosen`).not.toContain(`chooses ${tile} `);
      // As an event the console would accept.
      expect(text, `${name}'s ${tile} in the console`).not.toMatch(
        new RegExp(`"tile\\.lay","player":\\d+,"tile":"${tile}"`),
      );
    }
  });
  // The position tables, as the playground renders them (closed or open, they are in the DOM).
  const tables = page.locator('.position-summary pre.json');
  const json = (await tables.count()) > 0 ? await tables.first().textContent() : null;
  if (json) {
    const view = JSON.parse(json) as { players: { hand: string[] | null }[] };
    view.players.forEach((p, s) => {
      if (s !== seat) expect(p.hand, `${truth.players[s]}'s hand in the tables`).toBeNull();
    });
  }
}

/** The open playground game's true hands, from the session on `window` (tests only). */
export async function trueHands(page: Page): Promise<TrueHands> {
  return page.evaluate(() => {
    const session = (
      window as unknown as {
        railyardPlayground: {
          openSession: {
            players: string[];
            state: { context: { hands: string[][] } };
          };
        };
      }
    ).railyardPlayground.openSession;
    return { players: [...session.players], hands: session.state.context.hands.map((h) => [...h]) };
  });
}

/** The true hands of the game of the `<ry-game>` inside `scope` (an embed), from its session. */
export async function trueHandsOfElement(page: Page, scope = 'body'): Promise<TrueHands> {
  return page.evaluate((scope) => {
    const session = (
      document.querySelector(`${scope} ry-game`) as unknown as {
        session: { players: string[]; state: { context: { hands: string[][] } } };
      }
    ).session;
    return { players: [...session.players], hands: session.state.context.hands.map((h) => [...h]) };
  }, scope);
}
