/**
 * Rule coverage: which rule ids the game itself cites (its chart states' `meta.rule`, and the rules
 * its refusals name) and which lesson steps teach each. Gaps are the cited ids no step teaches.
 */
import { chartModel, chartNodes } from '../chart.js';
import type { AnyGameDefinition } from '../game-definition.js';
import { simulate } from '../bot-play.js';
import type { GameMove, JsonValue } from '../record.js';
import type { LessonPath } from './types.js';

/** Where the game cites a rule: a state of its chart, or a refusal of a move. */
export type CitedBy = 'state' | 'refusal';

export interface CitedRulesOptions {
  /** Seeds of the random games whose positions are probed for refusals. */
  readonly seeds?: readonly string[];
  /** Positions probed per game, spread over it. */
  readonly positions?: number;
  /** The most moves tried in each probed position. */
  readonly probes?: number;
}

function spread<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  return Array.from({ length: count }, (_, k) => items[Math.floor((k * items.length) / count)]!);
}

/**
 * The rule ids a game cites, each with where. States come from the chart; refusals are found by
 * probing: positions of seeded random games (at the smallest and largest table) are asked about
 * moves legal elsewhere in those games (each type with the field values seen) and about moves out
 * of turn, and every rule an `explainIllegal` answer names is kept. A refusal that such games
 * never provoke is not found. Deterministic for the same options.
 */
export function citedRuleIds(
  game: AnyGameDefinition,
  { seeds = ['coverage'], positions = 48, probes = 120 }: CitedRulesOptions = {},
): Map<string, CitedBy[]> {
  const cited = new Map<string, CitedBy[]>();
  const add = (rule: string | undefined, by: CitedBy) => {
    if (!rule) return;
    const list = cited.get(rule) ?? [];
    if (!list.includes(by)) list.push(by);
    cited.set(rule, list);
  };
  for (const node of chartNodes(chartModel(game.machine))) add(node.rule, 'state');
  for (const seed of seeds)
    for (const count of new Set([game.minPlayers, game.maxPlayers])) {
      const players = Array.from({ length: count }, (_, k) => `Player ${k + 1}`);
      const all: unknown[] = [];
      simulate(game, { players, seed }, { maxMoves: 5000, onState: (state) => all.push(state) });
      const states = spread(all, positions);
      const shapes = moveShapes(game, states);
      for (const state of states) {
        const seat = game.activeSeats(state)[0];
        if (seat === undefined) continue;
        for (const move of probeMoves(shapes, seat, probes))
          add(game.explainIllegal(state, move)?.rule, 'refusal');
        // Out of turn: one move of each type by every other seat.
        for (let other = 0; other < count; other++)
          if (other !== seat)
            for (const move of probeMoves(shapes, other, 1))
              add(game.explainIllegal(state, move)?.rule, 'refusal');
      }
    }
  return new Map([...cited].sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * Per move type, every value each of its fields took in the legal moves of these positions, and
 * the values fields of the same name took in other move types (a hex one may build on, asked of
 * developing): refusals about the wrong kind of target are provoked too.
 */
function moveShapes(
  game: AnyGameDefinition,
  states: readonly unknown[],
): Map<string, Map<string, JsonValue[]>> {
  const fieldsOf = new Map<string, Set<string>>();
  const valuesOf = new Map<string, Map<string, JsonValue>>();
  for (const state of states)
    for (const move of game.legalMoves(state) as GameMove[]) {
      let fields = fieldsOf.get(move.type);
      if (!fields) fieldsOf.set(move.type, (fields = new Set()));
      for (const [key, value] of Object.entries(move)) {
        if (key === 'type' || key === 'player' || value === undefined) continue;
        fields.add(key);
        let values = valuesOf.get(key);
        if (!values) valuesOf.set(key, (values = new Map()));
        values.set(JSON.stringify(value), value);
      }
    }
  return new Map(
    [...fieldsOf].map(([type, fields]) => [
      type,
      new Map([...fields].map((key) => [key, [...valuesOf.get(key)!.values()]])),
    ]),
  );
}

/**
 * Moves of `seat` to ask about: each move type with combinations of the field values seen
 * (spread, at most `limit` a type), so a position hears of moves that are legal elsewhere.
 */
function probeMoves(
  shapes: Map<string, Map<string, JsonValue[]>>,
  seat: number,
  limit: number,
): GameMove[] {
  const out: GameMove[] = [];
  for (const [type, fields] of shapes) {
    let combos: Record<string, JsonValue>[] = [{}];
    for (const [key, values] of fields)
      combos = combos.flatMap((combo) => values.map((value) => ({ ...combo, [key]: value })));
    for (const combo of spread(combos, limit)) out.push({ type, player: seat, ...combo });
  }
  return out;
}

export interface RuleCoverageEntry {
  readonly rule: string;
  readonly citedBy: readonly CitedBy[];
  /** Lesson steps that teach it (lesson id, step id). */
  readonly taughtBy: readonly { readonly lesson: string; readonly step: string }[];
}

export interface RuleCoverage {
  readonly game: string;
  readonly rules: readonly RuleCoverageEntry[];
  /** Cited rule ids that no lesson step teaches. */
  readonly gaps: readonly string[];
  /** Rule ids lessons teach that the game never cites (kept: rulebook sections worth teaching). */
  readonly taughtOnly: readonly string[];
}

/** Which cited rule ids are taught by which lesson steps, and the gaps. */
export function ruleCoverage(
  path: LessonPath,
  cited: ReadonlyMap<string, readonly CitedBy[]>,
): RuleCoverage {
  const taught = new Map<string, { lesson: string; step: string }[]>();
  for (const lesson of path.lessons)
    for (const step of lesson.steps)
      for (const rule of step.rules) {
        const list = taught.get(rule) ?? [];
        list.push({ lesson: lesson.id, step: step.id });
        taught.set(rule, list);
      }
  const rules = [...cited].map(([rule, citedBy]) => ({
    rule,
    citedBy,
    taughtBy: taught.get(rule) ?? [],
  }));
  return {
    game: path.game.id,
    rules,
    gaps: rules.filter((r) => r.taughtBy.length === 0).map((r) => r.rule),
    taughtOnly: [...taught.keys()].filter((rule) => !cited.has(rule)).sort(),
  };
}
