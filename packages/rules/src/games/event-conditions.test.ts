/**
 * Every event of every state of each game's chart has its condition in words with a rule of the
 * game (the statechart's state panel shows them), so an event added without words fails here;
 * and the sample moves the panel asks the checker about are of the game's own move types.
 */
import { describe, expect, it } from 'vitest';
import { chartModel } from '../core/chart.js';
import {
  eventCondition,
  typeRefusal,
  type EventConditions,
  type MoveSamples,
} from '../core/event-conditions.js';
import { applyMove } from '../core/replay.js';
import { games } from '../engines.js';
import { catalog, loadGame } from '../registry.js';
import * as ceTexts from './chicago-express/texts.js';
import * as lsTexts from './last-spike/texts.js';

const gameFolders = await Promise.all(catalog.map((entry) => loadGame(entry.id)));
const AUTOMATIC = /^(always|done|actor done|after .*)$/;

describe('event conditions', () => {
  for (const folder of gameFolders.filter((f) => f.definition)) {
    const id = folder.catalog.id;
    it(`${id}: every event of every state has a condition in words citing a rule of the game`, async () => {
      const game = folder.definition!;
      const texts = (await import(`./${id}/texts.ts`)) as {
        eventConditions: EventConditions;
        moveSamples: MoveSamples;
      };
      const rules = new Set(game.ruleSections.map((section) => section.id));
      const pairs: string[] = [];
      for (const node of chartModel(game.machine).nodes.values())
        for (const edge of node.transitions)
          if (!AUTOMATIC.test(edge.event)) pairs.push(`${edge.event}@${node.id}`);
      expect(pairs.length).toBeGreaterThan(0);
      for (const pair of pairs) {
        const [event, state] = pair.split('@') as [string, string];
        const condition = eventCondition(texts.eventConditions, state, event);
        expect(condition?.text.trim(), pair).toBeTruthy();
        expect(rules.has(condition!.rule!), `${pair} cites ${condition!.rule}`).toBe(true);
      }
      // No words for an event or state the chart does not have (a rename shows up here).
      const events = new Set(pairs.map((p) => p.split('@')[0]));
      for (const key of Object.keys(texts.eventConditions))
        expect(key.includes('@') ? pairs.includes(key) : events.has(key), key).toBe(true);
      for (const type of Object.keys(texts.moveSamples)) expect(events.has(type), type).toBe(true);
    });
  }

  describe("why no move of a type is legal: the game's checker asked about sample moves", () => {
    it('chicago-express:declining-the-chosen-action: build.finish before any locomotive is refused with the checker’s reason', () => {
      const ce = games['chicago-express']!;
      let state = ce.createGame({ players: ['Ann', 'Bob', 'Cy'], seed: 'refusal' });
      // Play the opening auctions and choose build, always the first legal move that is not a bid.
      for (let i = 0; i < 200 && !JSON.stringify(state.value).includes('build'); i++) {
        const moves = ce.legalMoves(state);
        const next =
          moves.find((m) => m.type === 'action.choose' && m.action === 'build') ??
          moves.find((m) => m.type === 'auction.bid') ??
          moves[0]!;
        const result = applyMove(ce, state, next);
        if (!result.ok) throw new Error(result.error.reason);
        state = result.state;
      }
      expect(JSON.stringify(state.value)).toContain('build');
      const refusal = typeRefusal(ce, state, 'build.finish', ceTexts.moveSamples);
      expect(refusal?.refusals[0]).toMatchObject({
        rule: 'chicago-express:declining-the-chosen-action',
        count: 1,
      });
      expect(refusal?.refusals[0]?.reason).toContain('No locomotive has been placed yet');
      // A type with a legal move is not blocked.
      expect(typeRefusal(ce, state, 'action.decline', ceTexts.moveSamples)).toBeNull();
      expect(eventCondition(ceTexts.eventConditions, 'turn.build', 'build.finish')?.rule).toBe(
        'chicago-express:up-to-three-hexes',
      );
    });

    it('last-spike:bankruptcy: declaring bankruptcy while a held tile can be paid for gives the tiles, from the seat’s own hand', () => {
      const ls = games['last-spike']!;
      const state = ls.createGame({ players: ['Ann', 'Bob'], seed: 'refusal' });
      const refusal = typeRefusal(ls, state, 'bankruptcy.declare', lsTexts.moveSamples)!;
      expect(refusal.tried).toBe(1);
      expect(refusal.refusals[0]!.rule).toBe('last-spike:bankruptcy');
      expect(refusal.refusals[0]!.reason).toMatch(/^You can still pay for [A-F]\d/);
      // Tile samples come from the seat's own hand: every one it holds is tried, and one is legal.
      expect(typeRefusal(ls, state, 'tile.lay', lsTexts.moveSamples)).toBeNull();
      const seat = ls.activeSeats(state)[0]!;
      expect(state.context.hands[seat]!.length).toBeGreaterThan(0);
    });
  });
});
