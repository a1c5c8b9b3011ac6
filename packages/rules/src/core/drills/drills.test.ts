import { describe, expect, it } from 'vitest';
import { randomBot } from '../random-bot.js';
import { replay } from '../replay.js';
import { tinyGame } from '../testing/tiny-game.js';
import { judge } from './answers.js';
import { defineDrills, drillJson, drillProblems, drillSeed, wrongAnswer } from './generate.js';
import type { DrillKind } from './types.js';

type TinyState = { context: { total: number; target: number } };

/** "How far is the target?": asked on the tiny counting game. */
const remaining: DrillKind<TinyState> = {
  id: 'remaining',
  title: 'How far to the target',
  rules: ['tiny:goal'],
  answer: 'number',
  ask(at) {
    const { total, target } = at.state.context;
    if (total >= target) return null;
    return {
      prompt: 'How much is left to add?',
      ask: { type: 'number', unit: 'count' },
      answer: target - total,
      working: [`${target} − ${total} = ${target - total}`],
    };
  },
};

/** "Which amounts may you add?": a choice with several right options. */
const amounts: DrillKind<TinyState> = {
  id: 'amounts',
  title: 'Legal amounts',
  rules: ['tiny:turn'],
  answer: 'choice',
  ask(at) {
    const legal = at.game.legalMoves(at.state) as { amount: number }[];
    if (legal.length === 0) return null;
    return {
      prompt: 'Which amounts may you add?',
      ask: {
        type: 'choice',
        multiple: true,
        choices: [1, 2, 3].map((n) => ({ id: String(n), label: String(n) })),
      },
      answer: legal.map((m) => String(m.amount)),
      working: ['Add 1 or 2.'],
    };
  },
};

const set = defineDrills({
  game: tinyGame,
  bot: randomBot,
  players: [2, 3],
  typicalMoves: 6,
  kinds: [remaining, amounts] as DrillKind[],
});

describe('drills core', () => {
  it('gives the same question for the same seed, and replays its position', () => {
    for (const seed of ['a', 'b', 'c']) {
      const first = drillJson(set.generate('remaining', seed));
      expect(drillJson(set.generate('remaining', seed))).toEqual(first);
      const replayed = replay(tinyGame, first.record);
      expect(replayed.ok).toBe(true);
      expect(first.record.players[first.seat]).toBe('You');
      expect(first.answer).toBe(10 - (replayed as { state: TinyState }).state.context.total);
    }
  });

  it('judges answers: its own passes, a wrong one fails, sets ignore order and repeats', () => {
    const q = set.generate('amounts', 'x');
    expect(drillProblems(q)).toEqual([]);
    expect(q.check(['2', '1', '1']).correct).toBe(true);
    const wrong = q.check(['1', '3']);
    expect(wrong).toMatchObject({ correct: false, missing: ['2'], extra: ['3'] });
    expect(wrong.text).toBe('Not quite: the answer is 1 and 2. Missed: 2. Not part of it: 3.');
    expect(q.check(4).correct).toBe(false);
    const n = set.generate('remaining', 'x');
    expect(n.check(String(n.answer)).correct).toBe(true);
    expect(n.check(wrongAnswer(n)).correct).toBe(false);
  });

  it('formats money answers and refuses answers of the wrong type', () => {
    const ask = { type: 'number', unit: 'money' } as const;
    expect(judge(ask, 40, '$40').correct).toBe(true);
    expect(judge(ask, 40, 39).text).toBe('Not quite: the answer is $40, not $39.');
    expect(judge(ask, 40, ['40']).text).toBe('Answer with a number.');
  });

  it('draws the kind from the seed when none is named, and names unknown kinds', () => {
    expect(set.generate(undefined, 's').kind).toBe(set.generate(undefined, 's').kind);
    expect(() => set.generate('nope', 's')).toThrow(
      /no drill kind "nope" \(known: remaining, amounts\)/,
    );
    expect(drillSeed('abc', 0)).toBe('abc-1');
  });

  it('reports a broken generator: an answer that fails its own check', () => {
    const broken = defineDrills({
      game: tinyGame,
      bot: randomBot,
      kinds: [
        {
          ...remaining,
          id: 'broken',
          ask: (at) => {
            const draft = remaining.ask(at as never);
            return draft && { ...draft, ask: { type: 'choice', multiple: false, choices: [] } };
          },
        },
      ],
    });
    expect(drillProblems(broken.generate('broken', 's')).join('\n')).toMatch(
      /no options|fails its check/,
    );
  });
});
