import { describe, expect, it } from 'vitest';
import { applyMove, type GameMove } from '@railyard/rules';
import type { WildWestExpressView } from '@railyard/rules/wild-west-express';
import { wildWestExpress } from './game.js';
import { WweWords } from './wwe-words.js';

type State = ReturnType<typeof wildWestExpress.createGame>;

/** The draft played to its end by the first legal move each time: every seat has trains. */
function afterDraft(): State {
  let state = wildWestExpress.createGame({ players: ['You', 'Bo', 'Cy'], seed: 'words' });
  for (let i = 0; i < 40; i++) {
    const view = wildWestExpress.view(state, 0) as unknown as WildWestExpressView;
    if (view.trains.length >= 6 && view.desperados.length >= 3) return state;
    const move = (wildWestExpress.legalMoves(state) as unknown as GameMove[])[0]!;
    const next = applyMove(wildWestExpress, state, move);
    if (!next.ok) throw new Error(next.error.reason);
    state = next.state;
  }
  throw new Error('the draft did not end in 40 moves');
}

describe('WweWords', () => {
  it('names the pieces of the seat called "You" as "Your …", others with ’s (issue 24: "You’s small train 1")', () => {
    const view = wildWestExpress.view(afterDraft(), 0) as unknown as WildWestExpressView;
    const words = new WweWords(view, new Map(view.nodes.map((n) => [n.id, n])));
    const mine = view.trains.find((t) => t.owner === 0)!;
    const theirs = view.trains.find((t) => t.owner === 1)!;
    expect(words.trainName(mine)).toMatch(/^Your (small|large) train \d+$/);
    expect(words.trainName(theirs)).toMatch(/^Bo’s (small|large) train \d+$/);
    const desperado = view.desperados.find((d) => d.owner === 0)!;
    expect(words.piecesText(desperado.at!)).toContain('Your desperado');
    expect(words.piecesText(desperado.at!).join(' ')).not.toMatch(/You’s|You's/);
  });

  it('puts a town’s goods on lines of their own on the focus card, cheapest first (issue 24 walkthrough #4)', () => {
    const view = wildWestExpress.view(afterDraft(), 0) as unknown as WildWestExpressView;
    const words = new WweWords(view, new Map(view.nodes.map((n) => [n.id, n])));
    const town = view.nodes.find((n) => n.kind === 'city' && Object.keys(n.buys ?? {}).length > 1)!;
    const parts = words.nodeLabel(town).split(', ');
    const buys = parts.find((p) => p.startsWith('buys: '))!;
    // One part (one card line) lists every good the town buys.
    expect(buys.split('; ')).toHaveLength(Object.keys(town.buys!).length);
    const sells = parts.find((p) => p.startsWith('sells: '))!;
    const prices = [...sells.matchAll(/\$(\d+)/g)].map((m) => Number(m[1]));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });
});
