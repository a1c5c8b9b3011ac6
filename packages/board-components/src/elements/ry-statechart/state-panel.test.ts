/**
 * The state panel's data: the breadcrumb of the active state, guards in words, and the events of
 * a position judged allowed, blocked or not yet, each legal move matched to the transition the
 * machine takes for it (guarded alternatives of one event told apart).
 */
import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import { chartModel } from '../../shared/statechart-model.js';
import { activePath, eventRows, guardWords } from './state-panel.js';

const lift = setup({
  types: { events: {} as { type: 'lift.go'; floor: number } | { type: 'lift.stop' } },
  guards: {
    isUp: ({ event }) => event.type === 'lift.go' && event.floor > 0,
    isDown: ({ event }) => event.type === 'lift.go' && event.floor < 0,
    isOpen: () => false,
  },
}).createMachine({
  id: 'lift',
  initial: 'idle',
  states: {
    idle: {
      initial: 'waiting',
      states: {
        waiting: {
          on: {
            'lift.go': [
              { guard: 'isUp', target: '#lift.up' },
              { guard: 'isDown', target: '#lift.down' },
            ],
          },
          always: { guard: 'isOpen', target: 'open' },
        },
        open: {},
      },
      on: { 'lift.stop': {} },
    },
    up: {},
    down: {},
  },
});
const words = { isUp: 'the floor asked for is above', isDown: 'the floor asked for is below' };

describe('state panel data', () => {
  const model = chartModel(lift);
  const snapshot = createActor(lift).start().getSnapshot();

  it('puts guards in words, joined as the label joins them, a guard without words by name', () => {
    expect(guardWords('isUp && isDown', words)).toBe(
      'the floor asked for is above and the floor asked for is below',
    );
    expect(guardWords('isUp || !isOpen', words)).toBe(
      'the floor asked for is above, or not (isOpen)',
    );
    expect(guardWords(undefined, words)).toBeUndefined();
  });

  it('makes the breadcrumb of the active state, or of the start without a value', () => {
    expect(activePath(model, { idle: 'open' })).toEqual(['idle', 'idle.open']);
    expect(activePath(model, 'up')).toEqual(['up']);
    expect(activePath(model, undefined)).toEqual(['idle', 'idle.waiting']);
  });

  it('judges each event of the position: the transition each legal move takes, blocked ones, automatic ones not yet', () => {
    // lift.stop has no legal move: blocked; each lift.go goes up or down by its guard.
    const rows = eventRows(
      model,
      'idle.waiting',
      { guards: words },
      {
        snapshot,
        active: true,
        legalMoves: [
          { type: 'lift.go', floor: 2 },
          { type: 'lift.go', floor: 3 },
          { type: 'lift.go', floor: -1 },
        ],
      },
    );
    const table = rows.map((r) => [r.edge.event, r.edge.target, r.verdict, r.ways, r.words]);
    expect(table).toEqual([
      ['lift.go', 'up', 'allowed', 2, 'the floor asked for is above'],
      ['lift.go', 'down', 'allowed', 1, 'the floor asked for is below'],
      ['always', 'idle.open', 'automatic-not-yet', 0, 'isOpen'],
      // The parent's event comes after the state's own, as the machine looks for them.
      ['lift.stop', 'idle', 'blocked', 0, undefined],
    ]);
  });

  it('gives no verdict for a state not active, and none but "hidden" for moves the reader may not see', () => {
    const inactive = eventRows(
      model,
      'idle.waiting',
      { guards: words },
      {
        snapshot,
        active: false,
        legalMoves: [],
      },
    );
    expect(inactive.map((r) => r.verdict)).toEqual([undefined, undefined, undefined, undefined]);
    const hidden = eventRows(
      model,
      'idle.waiting',
      { guards: words },
      {
        snapshot,
        active: true,
        legalMoves: undefined,
      },
    );
    expect(hidden.map((r) => r.verdict)).toEqual([
      'hidden',
      'hidden',
      'automatic-not-yet',
      'hidden',
    ]);
    // Nor are the checker's reasons asked for: they are the acting seat's to know.
    expect(hidden.every((r) => r.blocked === undefined)).toBe(true);
  });

  it("tells each event's condition (the checker's guard left out of the guard words) and why a blocked one is blocked, in the checker's words", () => {
    const asked: unknown[] = [];
    const checker = {
      activeSeats: () => [0],
      view: () => ({}),
      explainIllegal: (_: unknown, move: { type: string; floor?: number }) => {
        asked.push(move);
        if (move.type === 'lift.stop')
          return { reason: 'The lift is not moving.', rule: 'lift:stop' };
        return move.floor === 0 ? { reason: 'That is this floor.', rule: 'lift:floors' } : null;
      },
    };
    const sources = {
      guards: { ...words, isLegal: 'the rules allow it' },
      conditions: {
        'lift.go': { text: 'the floor is another one', rule: 'lift:floors' },
        'lift.stop@idle': { text: 'the lift is moving', rule: 'lift:stop' },
      },
      samples: { 'lift.go': { floor: [0, 2] } },
      checker,
    };
    const judged = { snapshot: createActor(lift).start().getSnapshot(), active: true };
    const rows = eventRows(model, 'idle.waiting', sources, {
      ...judged,
      legalMoves: [{ type: 'lift.go', floor: 2 }],
    });
    expect(rows.map((r) => [r.edge.event, r.condition?.text, r.verdict])).toEqual([
      ['lift.go', 'the floor is another one', 'allowed'],
      ['lift.go', 'the floor is another one', 'blocked'],
      ['always', undefined, 'automatic-not-yet'],
      ['lift.stop', 'the lift is moving', 'blocked'],
    ]);
    // lift.go down: the one legal move goes up; the other sample is refused by the checker.
    expect(rows[1]!.blocked).toEqual({
      kind: 'elsewhere',
      legal: 1,
      tried: 2,
      refusals: [{ reason: 'That is this floor.', rule: 'lift:floors', count: 1 }],
    });
    expect(rows[3]!.blocked).toEqual({
      kind: 'refused',
      tried: 1,
      refusals: [{ reason: 'The lift is not moving.', rule: 'lift:stop', count: 1 }],
    });
    expect(asked).toContainEqual({ type: 'lift.stop', player: 0 });
    // The guard words leave out only the checker's own guard, which the condition replaces.
    expect(guardWords('isUp && isLegal', sources.guards, 'isLegal')).toBe(
      'the floor asked for is above',
    );
    expect(guardWords('isLegal', sources.guards, 'isLegal')).toBeUndefined();
  });
});
