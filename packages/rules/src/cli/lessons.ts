/**
 * `railyard lessons [--game ID] [--json]`: each game's lesson path with its steps, every lesson
 * played headlessly by the validator, and the rule coverage with its gaps. Exit 1 when a lesson
 * is broken.
 */
import { citedRuleIds, ruleCoverage, type RuleCoverage } from '../core/lessons/coverage.js';
import type { LessonPath } from '../core/lessons/types.js';
import { checkLessonPath, type LessonCheck } from '../core/lessons/validate.js';
import { lessonLoaders, loadLessonPath } from '../games/lessons.js';
import { CliError, type Args, type Io } from './args.js';

export interface LessonsReport {
  readonly game: string;
  readonly title: string;
  readonly lessons: readonly (LessonCheck & { readonly version: number })[];
  readonly problems: readonly string[];
  readonly coverage: RuleCoverage;
}

/** Checks one path and measures its coverage. */
export function lessonsReport(path: LessonPath): LessonsReport {
  const checked = checkLessonPath(path);
  return {
    game: path.game.id,
    title: path.game.title,
    lessons: checked.lessons.map((check, index) => ({
      ...check,
      version: path.lessons[index]!.version,
    })),
    problems: checked.problems,
    coverage: ruleCoverage(path, citedRuleIds(path.game)),
  };
}

const broken = (report: LessonsReport) =>
  report.problems.length > 0 || report.lessons.some((l) => l.problems.length > 0);

function printReport(report: LessonsReport, io: Io): void {
  const count = report.lessons.length;
  io.out(`${report.title} (${report.game}): ${count} lesson${count === 1 ? '' : 's'}`);
  if (count === 0) io.out('  no lessons yet');
  for (const problem of report.problems) io.out(`  PROBLEM ${problem}`);
  report.lessons.forEach((lesson, index) => {
    const status = lesson.problems.length ? 'BROKEN' : 'ok';
    io.out(
      `  ${index + 1}. ${lesson.lesson} (v${lesson.version}) ${lesson.title}: ${lesson.steps} steps, ${lesson.moves} moves played, ${status}`,
    );
    lesson.texts.forEach((step, k) =>
      io.out(`     ${index + 1}.${k + 1} ${step.id} [${step.rules.join(', ')}]: ${step.task}`),
    );
    for (const problem of lesson.problems) io.out(`     PROBLEM ${problem}`);
  });
  const { rules, gaps, taughtOnly } = report.coverage;
  io.out(
    `  Rule coverage: ${rules.length - gaps.length} of ${rules.length} rule ids cited by the chart's states or the engine's refusals are taught by a lesson step`,
  );
  if (gaps.length) io.out(`  Gaps (${gaps.length}): ${gaps.join(', ')}`);
  if (taughtOnly.length)
    io.out(`  Also taught (rulebook sections the engine does not cite): ${taughtOnly.join(', ')}`);
}

export async function commandLessons(
  args: Args,
  io: Io,
  load: (id: string) => Promise<LessonPath> = loadLessonPath,
  ids: readonly string[] = Object.keys(lessonLoaders),
): Promise<number> {
  const game = args.flags.game;
  if (game === true) throw new CliError('--game needs a game id');
  if (game !== undefined && !ids.includes(game))
    throw new CliError(`--game: no lessons for "${game}" (games with lessons: ${ids.join(', ')})`);
  const reports: LessonsReport[] = [];
  for (const id of game === undefined ? ids : [game]) reports.push(lessonsReport(await load(id)));
  if (args.flags.json) io.out(JSON.stringify({ games: reports }, null, 2));
  else
    reports.forEach((report, index) => {
      if (index > 0) io.out('');
      printReport(report, io);
    });
  const bad = reports.filter(broken);
  if (bad.length && !args.flags.json)
    io.err(`railyard: broken lessons in ${bad.map((r) => r.game).join(', ')}`);
  return bad.length ? 1 : 0;
}
