/**
 * The conformance checks on moves: legal moves replay and their mutations are refused with a
 * reason (checkLegalMoves), moves of the wrong seat are refused everywhere they can be sent
 * (checkForeignMoves), and views and explainIllegal stand up to garbage (checkViews). Apart from
 * conformance-checks.ts, whose helpers they use, to keep each file's size in bounds.
 */
import { chartModel, chartNodes } from '../chart.js';
import type { AnyGameDefinition } from '../game-definition.js';
import type { GameMove, GameRecord } from '../record.js';
import { applyMove, moveTypesOf, replay } from '../replay.js';
import { GameSession } from '../session.js';
import {
  canonical,
  sameData,
  show,
  jsonProblems,
  viewersOf,
  allowedRuleIds,
  attempt,
  spread,
  playerCount,
} from './conformance-checks.js';

// Snapshots are each game's own type; the suite only passes them back to the game.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type State = any;

/** Mutations of a legal move: other seats, changed and dropped parameters, extra fields, other types. */
export function mutationsOf(
  game: AnyGameDefinition,
  move: GameMove,
  legal: readonly GameMove[],
  players: number,
): GameMove[] {
  const out: Record<string, unknown>[] = [];
  for (let seat = 0; seat < players; seat++)
    if (seat !== move.player) out.push({ ...move, player: seat });
  out.push({ ...move, player: players }, { ...move, player: -1 });
  for (const [key, value] of Object.entries(move)) {
    if (key === 'type' || key === 'player') continue;
    const others = [
      ...new Set(legal.map((m) => m[key]).filter((v) => v !== undefined && !sameData(v, value))),
    ];
    for (const other of spread(others, 2)) out.push({ ...move, [key]: other });
    if (typeof value === 'number')
      out.push(
        { ...move, [key]: value + 1 },
        { ...move, [key]: value - 1 },
        { ...move, [key]: value + 0.5 },
      );
    if (typeof value === 'string')
      out.push({ ...move, [key]: `${value}-x` }, { ...move, [key]: '' });
    out.push({ ...move, [key]: null });
    const dropped: Record<string, unknown> = { ...move };
    delete dropped[key];
    out.push(dropped);
  }
  out.push({ ...move, conformanceExtra: 1 });
  for (const type of spread(
    [...moveTypesOf(game.machine)].filter((t) => t !== move.type),
    3,
  ))
    out.push({ ...move, type });
  return out as GameMove[];
}

/**
 * `legalMoves`, `explainIllegal` and the machine agree in `state`: every listed move is accepted by
 * `applyMove` with `explainIllegal` null, seats of listed moves are seats to act; for mutated moves
 * `applyMove` accepts exactly when `explainIllegal` returns null, an accepted one is listed (the
 * list is complete), and every refusal cites one of the game's rule sections (or `<game>:rules` /
 * `<game>:setup`).
 */
export function checkLegalMoves(
  game: AnyGameDefinition,
  state: State,
  { mutations = 24, players = playerCount(state) }: { mutations?: number; players?: number } = {},
): string[] {
  const problems: string[] = [];
  const rules = allowedRuleIds(game);
  const legal = attempt('legalMoves', problems, () => game.legalMoves(state) as GameMove[]);
  if (!legal) return problems;
  const over = game.result(state) !== null;
  if (over) return legal.length ? [`the game is over but ${legal.length} moves are listed`] : [];
  if (legal.length === 0) return ['the game goes on but no move is legal'];
  const active = new Set(game.activeSeats(state));
  const keys = new Set(legal.map(canonical));
  if (keys.size !== legal.length) problems.push('legalMoves lists a move twice');
  // A move as the list would spell it: only the fields listed moves of its type carry (a game
  // may ignore unknown fields; that is checked with the foreign moves).
  const fieldsOf = new Map<string, Set<string>>();
  for (const move of legal)
    for (const key of Object.keys(move))
      fieldsOf.set(move.type, (fieldsOf.get(move.type) ?? new Set()).add(key));
  const listedKey = (move: GameMove) => {
    const fields = fieldsOf.get(move.type);
    return canonical(
      fields ? Object.fromEntries(Object.entries(move).filter(([k]) => fields.has(k))) : move,
    );
  };
  for (const move of legal) {
    if (!active.has(move.player))
      problems.push(`listed ${show(move)} is by seat ${move.player}, not a seat to act`);
    const why = attempt('explainIllegal', problems, () => game.explainIllegal(state, move));
    if (why) problems.push(`listed ${show(move)} is refused by explainIllegal: ${why.reason}`);
  }
  for (const move of spread(legal, 12)) {
    const applied = applyMove(game, state, move);
    if (!applied.ok)
      problems.push(`listed ${show(move)} is refused by the machine: ${applied.error.reason}`);
  }
  // Bare moves of every type by every seat to act (a type the list leaves out shows up here).
  const bare = [...moveTypesOf(game.machine)].flatMap((type) =>
    [...active].map((player) => ({ type, player })),
  );
  const candidates = spread(legal, 4).flatMap((m) => mutationsOf(game, m, legal, players));
  for (const move of [...bare, ...spread(candidates, mutations)]) {
    const why = attempt(`explainIllegal(${show(move)})`, problems, () =>
      game.explainIllegal(state, move),
    );
    if (why === undefined) continue;
    const applied = applyMove(game, state, move);
    if (applied.ok !== (why === null))
      problems.push(
        `${show(move)}: the machine ${applied.ok ? 'accepts' : 'refuses'} it but explainIllegal says ${why ? `"${why.reason}"` : 'it is legal'}`,
      );
    if (why === null && applied.ok && !keys.has(listedKey(move)))
      problems.push(`${show(move)} is legal but legalMoves does not list it`);
    for (const refusal of [why, applied.ok ? null : applied.error])
      if (refusal && !rules.has(refusal.rule))
        problems.push(
          `${show(move)} is refused citing "${refusal.rule}", not a rule section of ${game.id}`,
        );
    if (why && (typeof why.reason !== 'string' || why.reason.length === 0))
      problems.push(`${show(move)} is refused without a reason`);
  }
  return problems;
}

/** The foreign moves the suite inserts into records: XState's internal events and unknown types. */
export function foreignMoves(game: AnyGameDefinition, player: number): GameMove[] {
  const machineId = game.machine.id;
  const compound = chartNodes(chartModel(game.machine))
    .filter((n) => n.id !== '' && n.children.length > 0)
    .map((n) => `xstate.done.state.${machineId}.${n.id}`);
  return [
    'xstate.init',
    'xstate.stop',
    `xstate.done.state.${machineId}`,
    ...spread(compound, 2),
    `xstate.error.actor.${machineId}`,
    'xstate.done.actor.0',
    'xstate.after.1000.x',
    'foo.bar',
  ].map((type) => ({ type, player }));
}

/**
 * Mutated and foreign moves are refused at their own index: inserted into (or replacing a move
 * of) a valid record, replay fails at exactly that index, and so does `GameSession.open`.
 * Inserted: XState's internal events, an unknown `foo.bar`. Replaced: the move with an
 * out-of-range or non-integer seat, and (unless `refusesUnknownFields` is false) the move with an
 * extra unknown field.
 */
export function checkForeignMoves(
  game: AnyGameDefinition,
  record: GameRecord,
  { refusesUnknownFields = true }: { refusesUnknownFields?: boolean } = {},
): string[] {
  const problems: string[] = [];
  const n = record.players.length;
  const count = record.moves.length;
  const indexes = [...new Set([0, Math.floor(count / 2), count])];
  const expectRefusedAt = (moves: readonly GameMove[], index: number, what: string) => {
    const result = attempt(`replay with ${what}`, problems, () =>
      replay(game, { ...record, moves: moves as GameMove[] }),
    );
    if (!result) return;
    if (result.ok) problems.push(`${what} at move ${index} is accepted`);
    else if (result.index !== index)
      problems.push(`${what} at move ${index} is refused at move ${result.index} instead`);
  };
  for (const index of indexes) {
    const player = record.moves[index]?.player ?? record.moves[index - 1]?.player ?? 0;
    for (const foreign of foreignMoves(game, player)) {
      const moves = [...record.moves.slice(0, index), foreign, ...record.moves.slice(index)];
      expectRefusedAt(moves, index, `inserted "${foreign.type}"`);
    }
    const original = record.moves[index];
    if (!original) continue;
    const replaced = (move: unknown) =>
      [...record.moves.slice(0, index), move, ...record.moves.slice(index + 1)] as GameMove[];
    for (const player of [n, -1, 0.5, String(original.player)])
      expectRefusedAt(
        replaced({ ...original, player }),
        index,
        `the move with player ${show(player)}`,
      );
    if (refusesUnknownFields)
      expectRefusedAt(
        replaced({ ...original, conformanceExtra: true }),
        index,
        'the move with an unknown extra field',
      );
  }
  const foreign = foreignMoves(game, 0)[0]!;
  const index = Math.floor(count / 2);
  const opened = GameSession.open(game, {
    ...record,
    moves: [...record.moves.slice(0, index), foreign, ...record.moves.slice(index)],
  });
  if (opened.ok || opened.index !== index)
    problems.push(`GameSession.open does not refuse "${foreign.type}" at move ${index}`);
  return problems;
}

const GARBAGE: unknown[] = [null, undefined, 42, 'x', [], {}, -1, 1e12, 0.5, '__proto__'];

/**
 * `view` for every viewer (each seat, `'spectator'`, `'all'`) and `explainIllegal` on garbage
 * never throw, and every view is plain JSON.
 */
export function checkViews(game: AnyGameDefinition, state: State, players: number): string[] {
  const problems: string[] = [];
  for (const viewer of viewersOf(players)) {
    const view = attempt(`view(${show(viewer)})`, problems, () => game.view(state, viewer));
    if (view !== undefined)
      for (const problem of jsonProblems(view).slice(0, 3))
        problems.push(`view(${show(viewer)}) is not JSON: ${problem}`);
  }
  const types = [...moveTypesOf(game.machine)];
  const legal = (attempt('legalMoves', problems, () => game.legalMoves(state)) ?? []) as GameMove[];
  const keys = [...new Set(legal.flatMap((m) => Object.keys(m)))];
  const moves: unknown[] = [...GARBAGE, { type: 'foo.bar', player: 0 }];
  for (const type of types) {
    for (const junk of GARBAGE) {
      moves.push({ type, player: junk });
      moves.push({
        type,
        player: 0,
        ...Object.fromEntries(
          keys.filter((k) => k !== 'type' && k !== 'player').map((k) => [k, junk]),
        ),
      });
    }
  }
  for (const move of moves) {
    const why = attempt(`explainIllegal(${show(move)})`, problems, () =>
      game.explainIllegal(state, move as GameMove),
    );
    if (why === null && (move === null || typeof move !== 'object'))
      problems.push(`explainIllegal accepts ${show(move)}`);
  }
  return problems;
}
