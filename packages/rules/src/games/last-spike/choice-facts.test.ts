/** The facts beside Last Spike's move controls. */
import { describe, expect, it } from 'vitest';
import { LessonRunner } from '../../core/lessons/runner.js';
import { lastSpike as game } from './index.js';
import { lessonPath } from './lessons/index.js';
import type { LsMove } from './types.js';
import type { LastSpikeView } from './view.js';

describe('last-spike choice facts', () => {
  it('last-spike:selling-land — while selling land for a tile: your cash and what is still to pay', () => {
    const runner = LessonRunner.start(lessonPath, 'raising-cash');
    const factsNow = () => {
      const seat = runner.seat;
      const view = runner.session.view(seat) as LastSpikeView;
      const moves = runner.session.legalMoves(seat) as LsMove[];
      return { view, facts: game.choiceFacts!(view, moves, seat) };
    };
    const before = factsNow();
    expect(before.facts).toEqual([
      {
        label: 'Your cash',
        text: `$${before.view.players[runner.seat]!.cash!.toLocaleString('en-US')}`,
      },
    ]);
    expect(runner.try(runner.hint(2)!.move!).kind).toBe('met');
    const { view, facts } = factsNow();
    expect(view.pending!.short).toBeGreaterThan(0);
    expect(facts[1]).toEqual({
      label: `Still to pay for tile ${view.pending!.tile}`,
      text: `$${view.pending!.short!.toLocaleString('en-US')}`,
    });
  });
});
