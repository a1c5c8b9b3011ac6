/**
 * The drill suite every game's `drills/drills.test.ts` runs: for every kind and several seeds,
 * the question is generated, the same for the same seed, its position replays, its answer passes
 * its own check and a wrong one fails, its rule ids exist, and (where the test gives one) the
 * answer agrees with an independent computation. For games with hidden information, the question
 * uses only what its seat knows: it does not change when the seat's unknowns are dealt anew or
 * changed otherwise (so no other seat's hidden item can be in it).
 */
import { describe, expect, it } from 'vitest';
import type { DrillSet } from '../drills/generate.js';
import { concealView, valuesAt } from '../drills/conceal.js';
import { drillJson, drillProblems } from '../drills/generate.js';
import type { DrillPosition, DrillQuestion } from '../drills/types.js';
import { seedPrng } from '../prng.js';
import { replay } from '../replay.js';

export interface DrillSuiteOptions<State> {
  /** Seeds per kind (default 4). */
  readonly seeds?: number;
  /**
   * Independent checks per kind id: given the question and the true position, recompute the
   * answer another way (apply the move and read the result) and assert it agrees.
   */
  readonly independent?: Readonly<Record<string, (question: DrillQuestion, state: State) => void>>;
  /**
   * Positions `seat` cannot tell from `state`: what it may not know changed (other seats'
   * hidden cash, say), besides the samples of `game.sampleHidden` the suite draws itself. The
   * question asked from that seat must be the same in each.
   */
  readonly hiddenVariants?: (state: State, seat: number) => readonly State[];
}

/** The position a question was asked at, replayed. */
export function questionState<State>(set: DrillSet, question: DrillQuestion): State {
  const replayed = replay(set.game, question.record);
  if (!replayed.ok) throw new Error(`drill position does not replay: ${replayed.error.reason}`);
  return replayed.state as State;
}

export function describeDrills<State>(set: DrillSet, options: DrillSuiteOptions<State> = {}): void {
  const { game } = set;
  const seeds = Array.from({ length: options.seeds ?? 4 }, (_, i) => `seed-${i + 1}`);
  const ruleIds = new Set(game.ruleSections.map((s) => s.id));
  const hidden =
    game.sampleHidden || options.hiddenVariants
      ? ", and tells the seat nothing of others' hidden items"
      : '';

  describe(`${game.id} drills`, () => {
    it('has at least five kinds, each citing rule ids of the game', () => {
      expect(set.kinds.length).toBeGreaterThanOrEqual(5);
      for (const kind of set.kinds) {
        expect(kind.rules.length, kind.id).toBeGreaterThan(0);
        for (const rule of kind.rules) expect(ruleIds.has(rule), `${kind.id}: ${rule}`).toBe(true);
      }
    });

    for (const kind of set.kinds) {
      it(`${kind.id} (${kind.rules.join(', ')}): generated per seed, deterministic, judged by its own answer${hidden}`, () => {
        for (const [i, seed] of seeds.entries()) {
          const question = set.generate(kind.id, seed);
          expect(question.kind).toBe(kind.id);
          expect(drillProblems(question)).toEqual([]);
          for (const rule of question.explanation.rules) expect(ruleIds.has(rule), rule).toBe(true);
          if (i < 2) expect(drillJson(set.generate(kind.id, seed))).toEqual(drillJson(question));
          expect(question.record.players[question.seat]).toBe('You');
          const state = questionState<State>(set, question);
          options.independent?.[kind.id]?.(question, state);
          if (question.conceals) checkConcealed(set, question, state);
          if (game.sampleHidden || options.hiddenVariants)
            checkHidden(set, question, state, options);
        }
      });
    }
  });
}

/**
 * A kind that conceals view fields (the board would print its answer) names fields the seat's
 * view has, and concealing them leaves none of their values (what <ry-drill> draws the board
 * from: its own test checks the board).
 */
function checkConcealed<State>(set: DrillSet, question: DrillQuestion, state: State): void {
  const view = set.game.view(state as never, question.seat);
  const concealed = concealView(view, question.conceals!);
  for (const pointer of question.conceals!) {
    const found = valuesAt(view, pointer);
    expect(found.length, `${question.kind}: ${pointer} is in the view`).toBeGreaterThan(0);
    expect(
      found.some((value) => value !== null),
      `${question.kind}: ${pointer} has values`,
    ).toBe(true);
    expect(
      valuesAt(concealed, pointer).every((value) => value === null),
      `${question.kind}: ${pointer} concealed`,
    ).toBe(true);
  }
}

/**
 * The question asked again where everything the seat cannot know is different (hidden items
 * dealt anew, the test's own variants): it must not change, so it tells the seat nothing of them.
 */
function checkHidden<State>(
  set: DrillSet,
  question: DrillQuestion,
  state: State,
  options: DrillSuiteOptions<State>,
): void {
  const { game } = set;
  const kind = set.kind(question.kind);
  const sampled = game.sampleHidden
    ? ['a', 'b'].map((s) => game.sampleHidden!(state, question.seat, seedPrng(s))[0] as State)
    : [];
  for (const variant of [...sampled, ...(options.hiddenVariants?.(state, question.seat) ?? [])]) {
    const at: DrillPosition = {
      game,
      state: variant,
      seat: game.activeSeats(variant)[0] ?? question.seat,
      players: question.record.players,
      moves: question.record.moves,
    };
    const draft = kind.ask(at);
    expect(draft, `${kind.id}: applies whatever the seat cannot know`).not.toBeNull();
    expect({ prompt: draft!.prompt, answer: draft!.answer, working: draft!.working }).toEqual({
      prompt: question.prompt,
      answer: question.answer,
      working: question.explanation.steps,
    });
  }
}
