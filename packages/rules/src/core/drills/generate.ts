/**
 * Generating questions: a seeded game played by one bot for every seat, stopped at a position
 * where the kind's question applies. Everything comes from the seed (player count, the game's
 * seed, where to stop, the bots' choices), so a seed in a URL gives the same question anywhere.
 */
import type { AnyGameDefinition } from '../game-definition.js';
import { nextInt, seedPrng, type PrngState } from '../prng.js';
import { chooseBotMove, type Bot } from '../random-bot.js';
import { newRecord, type GameMove, type GameRecord, type JsonValue } from '../record.js';
import { applyMove, replay } from '../replay.js';
import { answerText, judge } from './answers.js';
import type {
  DrillDraft,
  DrillKind,
  DrillPosition,
  DrillQuestion,
  DrillQuestionJson,
} from './types.js';

/** Seat names of drill games; the learner's seat is renamed "You" once the question is chosen. */
export const DRILL_PLAYER_NAMES: readonly string[] = ['Ada', 'Bo', 'Cy', 'Di', 'Eve', 'Fay'];

export interface DrillSetSpec<Game extends AnyGameDefinition = AnyGameDefinition> {
  readonly game: Game;
  /** The bot that plays every seat (the game's easy bot: realistic positions, quick moves). */
  readonly bot: Bot;
  /** Player counts to draw from (default: the game's minimum to maximum). */
  readonly players?: readonly number[];
  /**
   * Rule options to draw from, one set a game (default: the game's defaults only), so drills
   * also come from games with an option on (Last Spike's hidden cash).
   */
  readonly options?: readonly Readonly<Record<string, JsonValue>>[];
  /**
   * About how many moves a drill game runs: the stop is drawn from the first this many moves,
   * so questions come from every part of a game. Default 200.
   */
  readonly typicalMoves?: number;
  readonly kinds: readonly DrillKind[];
}

/** A game's drills: its kinds and the generator. */
export interface DrillSet {
  readonly game: AnyGameDefinition;
  readonly kinds: readonly DrillKind[];
  /** The kind with this id; throws a RangeError naming the known kinds. */
  kind(id: string): DrillKind;
  /**
   * The question of `kind` (a kind id; absent: one drawn from the seed) for `seed`. Throws when
   * no position of the seeded game fits the kind.
   */
  generate(kind: string | undefined, seed: string): DrillQuestion;
}

/** Safety stop for a drill game that does not end. */
const MAX_MOVES = 5_000;

/** The seed of the `index`-th question of a drill set shared as `setSeed` (from 0). */
export function drillSeed(setSeed: string, index: number): string {
  return `${setSeed}-${index + 1}`;
}

/** A question without its `check`, as plain JSON. */
export function drillJson(question: DrillQuestion): DrillQuestionJson {
  const { check: _check, ...json } = question;
  return json;
}

/**
 * What is wrong with a generated question (empty when nothing): its answer must pass its own
 * check, a wrong answer must fail it, and its ids must be among the options it offers.
 */
export function drillProblems(question: DrillQuestion): string[] {
  const problems: string[] = [];
  const where = `${question.game} drill ${question.kind} (seed ${question.seed})`;
  if (!question.check(question.answer).correct)
    problems.push(`${where}: its own answer fails its check`);
  if (question.check(wrongAnswer(question)).correct)
    problems.push(`${where}: a wrong answer passes its check`);
  const { ask, answer } = question;
  if (ask.type === 'number' && typeof answer !== 'number')
    problems.push(`${where}: a number question with an answer that is not a number`);
  if (ask.type !== 'number') {
    const ids = new Set((ask.type === 'places' ? ask.among : ask.choices).map((o) => o.id));
    if (ids.size === 0) problems.push(`${where}: no options to choose from`);
    if (typeof answer === 'number') problems.push(`${where}: answer is a number, not ids`);
    else
      for (const id of answer)
        if (!ids.has(id)) problems.push(`${where}: answer ${id} is not among the options offered`);
  }
  if (!question.prompt.trim()) problems.push(`${where}: empty prompt`);
  if (question.explanation.steps.length === 0) problems.push(`${where}: no working`);
  return problems;
}

/**
 * An answer that differs from the engine's: the number plus one; for a set, one option outside
 * it added (instead of the answer, for a single choice), or one left out when it holds them all.
 */
export function wrongAnswer(question: Pick<DrillQuestion, 'ask' | 'answer'>): number | string[] {
  const { ask, answer } = question;
  if (typeof answer === 'number') return answer + 1;
  const options = ask.type === 'places' ? ask.among : ask.type === 'choice' ? ask.choices : [];
  const outside = options.find((o) => !answer.includes(o.id));
  if (!outside) return answer.slice(1);
  return ask.type === 'choice' && !ask.multiple ? [outside.id] : [...answer, outside.id];
}

function renamed(players: readonly string[], seat: number): string[] {
  return players.map((name, i) => (i === seat ? 'You' : name));
}

/** Seals a draft at a position into a question. */
function seal(
  set: DrillSetSpec,
  kind: DrillKind,
  seed: string,
  record: GameRecord,
  draft: DrillDraft,
  seat: number,
): DrillQuestion {
  const { ask, answer } = draft;
  return {
    game: set.game.id,
    kind: kind.id,
    seed,
    seat,
    record,
    ...(draft.move ? { move: draft.move } : {}),
    ...(draft.about ? { about: draft.about } : {}),
    prompt: draft.prompt,
    ask,
    answer,
    answerText: answerText(ask, answer),
    ...(kind.conceals ? { conceals: kind.conceals } : {}),
    explanation: { steps: draft.working, rules: draft.rules ?? kind.rules },
    check: (given) => judge(ask, answer, given),
  };
}

/**
 * Asks `kind` at the position after `moves` again with the learner's seat named "You" (the
 * words change, the position does not), and seals the question.
 */
function askAsLearner(
  set: DrillSetSpec,
  kind: DrillKind,
  seed: string,
  base: GameRecord,
  seat: number,
): DrillQuestion {
  const record: GameRecord = { ...base, players: renamed(base.players, seat) };
  const replayed = replay(set.game, record);
  if (!replayed.ok)
    throw new Error(
      `${set.game.id} drill ${kind.id}: the position does not replay (${replayed.error.reason})`,
    );
  const at: DrillPosition = {
    game: set.game,
    state: replayed.state,
    seat: set.game.activeSeats(replayed.state)[0] ?? seat,
    players: record.players,
    moves: record.moves,
  };
  const draft = kind.ask(at);
  if (!draft || (draft.seat ?? at.seat) !== seat)
    throw new Error(
      `${set.game.id} drill ${kind.id}: the question changed when the seat was renamed`,
    );
  return seal(set, kind, seed, record, draft, seat);
}

/** Games tried for one question before the kind is called broken. */
const MAX_GAMES = 4;

/**
 * Plays the seeded drill game and stops at a position where `kind` applies, or null when no
 * position of the game fits (a game without the decision the kind asks about).
 */
function generateKind(
  set: DrillSetSpec,
  kind: DrillKind,
  seed: string,
  prng: PrngState,
  recordSeed: string,
): DrillQuestion | null {
  const { game } = set;
  const counts = set.players ?? range(game.minPlayers, game.maxPlayers);
  const [countIndex, afterCount] = nextInt(prng, counts.length);
  const [stop, afterStop] = nextInt(afterCount, set.typicalMoves ?? 200);
  const optionSets = set.options ?? [{}];
  const [optionIndex] = nextInt(afterStop, optionSets.length);
  const options = { ...optionSets[optionIndex]! };
  const players = DRILL_PLAYER_NAMES.slice(0, counts[countIndex]!);
  const base = newRecord(game.id, players, recordSeed, options);
  let state: unknown = game.createGame({ players, seed: recordSeed, options });
  const moves: GameMove[] = [];
  // Positions before the stop, kept to look back from when nothing fits after it.
  const earlier: unknown[] = [];
  const askAt = (s: unknown, upTo: number): DrillDraft | null => {
    const seat = game.activeSeats(s)[0];
    if (seat === undefined && game.result(s) === null) return null;
    return kind.ask({ game, state: s, seat: seat ?? 0, players, moves: moves.slice(0, upTo) });
  };
  const found = (draft: DrillDraft, upTo: number, s: unknown) => {
    const seat = draft.seat ?? game.activeSeats(s)[0] ?? 0;
    return askAsLearner(set, kind, seed, { ...base, moves: moves.slice(0, upTo) }, seat);
  };
  for (;;) {
    if (moves.length >= stop) {
      const draft = askAt(state, moves.length);
      if (draft) return found(draft, moves.length, state);
    } else earlier.push(state);
    if (game.result(state) !== null || moves.length >= MAX_MOVES) break;
    const seat = game.activeSeats(state)[0]!;
    const move = chooseBotMove(game, state, seat, set.bot, recordSeed, moves.length);
    const next = applyMove(game, state, move);
    if (!next.ok) throw new Error(`${game.id} drill game: bot move refused (${next.error.reason})`);
    moves.push(move);
    state = next.state;
  }
  for (let upTo = earlier.length - 1; upTo >= 0; upTo--) {
    const draft = askAt(earlier[upTo], upTo);
    if (draft) return found(draft, upTo, earlier[upTo]);
  }
  return null;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** A game's drill set from its kinds (ids must be unique). */
export function defineDrills(spec: DrillSetSpec): DrillSet {
  const byId = new Map(spec.kinds.map((k) => [k.id, k]));
  if (byId.size !== spec.kinds.length) throw new Error(`${spec.game.id}: drill kind ids repeat`);
  const kind = (id: string): DrillKind => {
    const found = byId.get(id);
    if (!found)
      throw new RangeError(
        `${spec.game.id} has no drill kind "${id}" (known: ${[...byId.keys()].join(', ')})`,
      );
    return found;
  };
  return {
    game: spec.game,
    kinds: spec.kinds,
    kind,
    generate(kindId, seed) {
      const [index] = nextInt(seedPrng(`drill:${spec.game.id}:${seed}`), spec.kinds.length);
      const chosen = kindId === undefined ? spec.kinds[index]! : kind(kindId);
      // A game without the decision the kind asks about: the next game of the same seed.
      for (let game = 0; game < MAX_GAMES; game++) {
        const tail = game === 0 ? '' : `:${game + 1}`;
        const prng = seedPrng(`drill:${spec.game.id}:${chosen.id}:${seed}${tail}`);
        const question = generateKind(spec, chosen, seed, prng, `drill:${seed}${tail}`);
        if (question) return question;
      }
      throw new Error(
        `${spec.game.id} drill ${chosen.id}: no position of ${MAX_GAMES} games of seed "${seed}" fits`,
      );
    },
  };
}
