/**
 * The shared conformance suite: what every game must satisfy, whatever its rules. A game's
 * `conformance.test.ts` calls `describeGameConformance(definition, options)`; the checks are plain
 * functions in conformance-checks.ts, conformance-moves.ts and conformance-hidden.ts (re-exported
 * here), so a test can run one on a broken game.
 */
import { describe, expect, it } from 'vitest';
import type { AnyCheckedGameDefinition } from '../game-definition.js';
import {
  checkDeterminism,
  checkInvariantsThroughout,
  checkRecordRoundTrip,
  checkResult,
  checkSimulationDeterminism,
  playRandomGames,
  playRecord,
  sampledIndexes,
  stateKey,
  type ConformanceOptions,
  type PlayedGame,
} from './conformance-checks.js';
import { checkForeignMoves, checkLegalMoves, checkViews } from './conformance-moves.js';
import {
  checkDescriptions,
  checkInformationSets,
  checkUndoBarriers,
} from './conformance-hidden.js';
import { checkChartPhases } from './chart-phase-checks.js';
import { checkEndIsUndoBarrier } from './conformance-end-barrier.js';
import { checkPrototypeNames } from './conformance-prototype-names.js';
import { checkSampleCountsThroughout } from './conformance-samples.js';
import { checkStockFacet } from './conformance-stock.js';
import { isDeepRun } from './depth.js';

export * from './conformance-checks.js';
export * from './conformance-moves.js';
export * from './conformance-hidden.js';
export * from './chart-phase-checks.js';
export * from './conformance-samples.js';
export { checkEndIsUndoBarrier } from './conformance-end-barrier.js';
export { checkStockFacet } from './conformance-stock.js';
export {
  checkPrototypeNames,
  prototypeNameMoves,
  PROTOTYPE_NAMES,
} from './conformance-prototype-names.js';

// Snapshots are each game's own type; the suite only passes them back to the game.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type State = any;

const MAX_SHOWN = 12;

function expectNone(problems: readonly string[]): void {
  expect(
    problems.slice(0, MAX_SHOWN),
    problems.length > MAX_SHOWN ? `${problems.length} problems, the first ${MAX_SHOWN}:` : '',
  ).toEqual([]);
}

/**
 * Registers the conformance suite of a game as vitest `describe`/`it` blocks. Call it at the top
 * level of the game's `conformance.test.ts`.
 */
export function describeGameConformance(
  game: AnyCheckedGameDefinition,
  options: ConformanceOptions = {},
): void {
  const every = Math.max(1, options.every ?? 6);
  const timeout = options.timeout ?? 60_000;
  let corpus: { random: PlayedGame[]; fixtures: PlayedGame[] } | undefined;
  const games = () => {
    corpus ??= {
      random: playRandomGames(game, options),
      fixtures: (options.records ?? []).map((record, i) => playRecord(game, record, `record ${i}`)),
    };
    return corpus;
  };
  const all = () => [...games().random, ...games().fixtures];
  /**
   * Runs a check at the sampled positions of every played game, each position once: fixtures
   * are often prefixes of one game, so they are sampled alike and shared positions skipped.
   */
  const atPositions = (
    check: (state: State, played: PlayedGame, index: number) => string[],
    step = every,
    part?: { readonly part: number; readonly of: number },
  ) => {
    const problems: string[] = [];
    const seen = new Set<string>();
    const { random, fixtures } = games();
    let n = 0;
    [...random, ...fixtures].forEach((played, g) => {
      for (const index of sampledIndexes(played.states.length, step, g < random.length ? g : 0)) {
        const key = `${played.record.players.length}:${stateKey(played.states[index])}`;
        if (seen.has(key)) continue;
        seen.add(key);
        if (part && n++ % part.of !== part.part) continue;
        for (const problem of check(played.states[index], played, index))
          problems.push(`${played.label}, after ${index} moves: ${problem}`);
      }
    });
    return problems;
  };

  describe(`${game.id} conformance`, () => {
    it('seeded random games play to the end, the same way twice', { timeout }, () => {
      const played = games().random;
      expect(played.length).toBeGreaterThan(0);
      for (const p of played) expect(game.result(p.states[p.states.length - 1])).not.toBeNull();
      expectNone(checkSimulationDeterminism(game, played[0]!));
    });

    it('every state where the game waits names its phase on the chart', { timeout }, () => {
      expectNone(checkChartPhases(game, all()));
    });

    it(
      'determinism: the same record gives the same state, byte for byte, twice and in a GameSession',
      { timeout },
      () => {
        expectNone(
          all().flatMap((p) => checkDeterminism(game, p.record).map((x) => `${p.label}: ${x}`)),
        );
      },
    );

    it(
      'record round trip: JSON, parseRecord, validateRecord, replay to the same state',
      { timeout },
      () => {
        expectNone(
          all().flatMap((p) => checkRecordRoundTrip(game, p.record).map((x) => `${p.label}: ${x}`)),
        );
      },
    );

    it('invariants hold after every event of the random games and the records', { timeout }, () => {
      expectNone(all().flatMap((p) => checkInvariantsThroughout(game, p)));
    });

    it(
      'result is set exactly when no seat is to act; winners are the rank-1 standings',
      { timeout },
      () => {
        expectNone(
          all().flatMap((p) =>
            p.states.flatMap((s, i) =>
              checkResult(game, s, p.record.players.length).map(
                (x) => `${p.label}, after ${i} moves: ${x}`,
              ),
            ),
          ),
        );
      },
    );

    it(
      'legalMoves, explainIllegal and the machine agree on listed and mutated moves; refusals cite rule sections',
      { timeout },
      () => {
        expectNone(
          atPositions((state, played) =>
            checkLegalMoves(game, state, {
              mutations: options.mutationsPerPosition ?? 24,
              players: played.record.players.length,
            }),
          ),
        );
      },
    );

    it(
      'foreign moves (xstate.*, unknown types, bad seats, unknown fields) are refused at their own index',
      { timeout },
      () => {
        const records = all().slice(0, options.foreignRecords ?? 4);
        expectNone(
          records.flatMap((p) =>
            checkForeignMoves(game, p.record, {
              refusesUnknownFields: options.refusesUnknownFields ?? true,
            }).map((x) => `${p.label}: ${x}`),
          ),
        );
      },
    );

    it(
      'prototype names (constructor, __proto__, toString…) in any string field are refused clearly',
      { timeout },
      () => {
        expectNone(
          atPositions((state, played, index) =>
            checkPrototypeNames(game, state, played.record.moves[index]),
          ),
        );
      },
    );

    it(
      "view (every seat, 'spectator', 'all') and explainIllegal never throw; views are JSON",
      { timeout },
      () => {
        expectNone(
          atPositions(
            (state, played) => checkViews(game, state, played.record.players.length),
            Math.max(1, options.viewsEvery ?? 2 * every),
          ),
        );
      },
    );

    it(
      'views carry the stock facet (companies, shares, auction) exactly when the game sells shares',
      { timeout },
      () => {
        expectNone(
          atPositions(
            (state, played) => checkStockFacet(game, state, played.record.players.length),
            Math.max(1, 4 * every),
          ),
        );
      },
    );

    // Only games with hidden information have information sets to check (no skipped test for the rest).
    // The check deals every seat's unknowns anew at each position, the suite's costliest: its
    // positions are shared among three tests, so that none runs long on a busy machine.
    // `npm test` deals anew at every second sampled position; a deep run (depth.ts) at each one.
    const INFORMATION_SET_PARTS = 3;
    const informationSetEvery = isDeepRun() ? every : 2 * every;
    if (game.sampleHidden)
      for (let part = 0; part < INFORMATION_SET_PARTS; part++)
        it(
          `information sets (positions ${part + 1} of every ${INFORMATION_SET_PARTS}): views, legal moves and descriptions do not change when hidden items are dealt anew`,
          { timeout },
          () => {
            expectNone(
              atPositions(
                (state, played, index) =>
                  checkInformationSets(game, state, played.record.players.length, {
                    ...(played.record.moves[index] ? { nextMove: played.record.moves[index] } : {}),
                    samples: options.hiddenSamples ?? 2,
                    seed: `${played.label}:${index}`,
                  }),
                informationSetEvery,
                { part, of: INFORMATION_SET_PARTS },
              ),
            );
          },
        );

    if (game.sampleHidden)
      it(
        "samples for every seat at every position keep every piece count (invariants, context sizes, the seat's view)",
        { timeout },
        () => {
          expectNone(all().flatMap((p) => checkSampleCountsThroughout(game, p)));
        },
      );

    it(
      'undo in a session of people never takes back an undo barrier, and takes back any other move',
      { timeout },
      () => {
        expectNone(
          all().flatMap((p) =>
            checkUndoBarriers(game, p.record, { every }).map((x) => `${p.label}: ${x}`),
          ),
        );
      },
    );

    // The end of a game shows what was hidden: only games with hidden information have this barrier.
    if (game.hiddenInformation)
      it(
        'the move that ends the game is an undo barrier, and a session refuses to undo it',
        { timeout },
        () => {
          expectNone(all().flatMap((p) => checkEndIsUndoBarrier(game, p)));
        },
      );

    it(
      'describeMove gives a line for every move of the random games, for every viewer',
      { timeout },
      () => {
        expectNone(games().random.flatMap((p) => checkDescriptions(game, p)));
      },
    );
  });
}
