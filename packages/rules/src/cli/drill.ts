/**
 * `railyard drill --game ID [--kind K] [--seed S] [--json]`: a generated question with the
 * engine's answer and its working. `--kinds` lists the kinds; `--all [--seeds N]` generates
 * every kind for N seeds. Exit 1 when a generator is broken (it throws, or its answer fails
 * its own check), 2 for bad usage.
 */
import { drillJson, drillProblems, drillSeed, type DrillSet } from '../core/drills/generate.js';
import type { DrillQuestion } from '../core/drills/types.js';
import { CliError, intFlag, stringFlag, type Args, type Io } from './args.js';

function drillSetOf(args: Args, sets: ReadonlyMap<string, DrillSet>): DrillSet {
  const id = stringFlag(args, 'game');
  const set = sets.get(id);
  if (!set)
    throw new CliError(`--game: no drills for "${id}" (known: ${[...sets.keys()].join(', ')})`);
  return set;
}

function kindOf(set: DrillSet, args: Args): string | undefined {
  if (args.flags.kind === undefined) return undefined;
  const id = stringFlag(args, 'kind');
  try {
    return set.kind(id).id;
  } catch (error) {
    throw new CliError(`--kind: ${(error as Error).message}`);
  }
}

/** The question, or the generator's failure in words. */
function generate(set: DrillSet, kind: string | undefined, seed: string): DrillQuestion | string {
  try {
    return set.generate(kind, seed);
  } catch (error) {
    return `${set.game.id} drill ${kind ?? '(drawn)'} (seed ${seed}) failed: ${(error as Error).message}`;
  }
}

function printQuestion(set: DrillSet, q: DrillQuestion, io: Io): void {
  const kind = set.kind(q.kind);
  io.out(`${set.game.title} drill: ${kind.title} (${kind.id}), seed ${q.seed}`);
  io.out(
    `Position: ${q.record.players.length} players after ${q.record.moves.length} moves, seen by seat ${q.seat} ("You"); --json prints its record.`,
  );
  io.out(`Question: ${q.prompt}`);
  if (q.ask.type === 'choice') io.out(`Choices: ${q.ask.choices.map((c) => c.label).join('; ')}`);
  io.out(`Answer: ${q.answerText}`);
  io.out('Working:');
  for (const step of q.explanation.steps) io.out(`  - ${step}`);
  io.out(`Rules: ${q.explanation.rules.join(', ')}`);
}

/** `sets`: the games' drills by id (`loadDrillSets()`; tests pass broken ones). */
export function commandDrill(args: Args, io: Io, sets: ReadonlyMap<string, DrillSet>): number {
  const set = drillSetOf(args, sets);
  if (args.flags.kinds) {
    const kinds = set.kinds.map(({ id, title, answer, rules }) => ({ id, title, answer, rules }));
    if (args.flags.json) io.out(JSON.stringify(kinds, null, 2));
    else for (const k of kinds) io.out(`${k.id}  ${k.title} [${k.answer}]  ${k.rules.join(', ')}`);
    return 0;
  }
  const seed = stringFlag(args, 'seed', '1');
  const kind = kindOf(set, args);
  if (args.flags.all) return checkAll(set, kind, seed, intFlag(args, 'seeds', 3, 100), io);
  const question = generate(set, kind, seed);
  if (typeof question === 'string') {
    io.err(`railyard: ${question}`);
    return 1;
  }
  const problems = drillProblems(question);
  if (args.flags.json) io.out(JSON.stringify({ ...drillJson(question), problems }, null, 2));
  else printQuestion(set, question, io);
  for (const problem of problems) io.err(`railyard: ${problem}`);
  return problems.length ? 1 : 0;
}

/** Every kind (or the one given) for `seeds` seeds of the set `seed`: a line each, problems on stderr. */
function checkAll(
  set: DrillSet,
  only: string | undefined,
  seed: string,
  seeds: number,
  io: Io,
): number {
  let broken = 0;
  for (const kind of only ? [set.kind(only)] : set.kinds)
    for (let i = 0; i < seeds; i++) {
      const q = generate(set, kind.id, drillSeed(seed, i));
      const problems = typeof q === 'string' ? [q] : drillProblems(q);
      if (typeof q !== 'string') io.out(`${kind.id} ${q.seed}: ${q.prompt} → ${q.answerText}`);
      for (const problem of problems) io.err(`railyard: ${problem}`);
      if (problems.length) broken++;
    }
  if (broken) io.err(`railyard: ${broken} broken question${broken === 1 ? '' : 's'}`);
  return broken ? 1 : 0;
}
