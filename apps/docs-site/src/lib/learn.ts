/**
 * The "Learn" and "Practice" pages of every game with an engine, from the rules package: each
 * game's lesson path (`loadLessonPath`) and drill kinds (`@railyard/rules/drills/<game>`). Nothing
 * is listed by hand: a lesson or a drill kind added to a game adds its page at the next build.
 */
import { drillLoaders, loadLessonPath, ruleHref, type LessonPath } from '@railyard/rules';
import { docsGames, playHref, type DocsGame } from './games.ts';

/** A rule id as a link: its heading and its address in the rule text. */
export interface RuleLink {
  readonly id: string;
  readonly title: string;
  readonly href: string;
}

export interface LearnLesson {
  readonly id: string;
  readonly title: string;
  readonly summary: string;
  readonly version: number;
  readonly steps: number;
  /** The rules its steps teach, each once, in the order first taught. */
  readonly rules: readonly RuleLink[];
}

export interface LearnGame {
  readonly game: DocsGame;
  readonly lessons: readonly LearnLesson[];
  readonly kinds: readonly { id: string; title: string; rules: readonly RuleLink[] }[];
}

function ruleLinks(game: DocsGame, ids: Iterable<string>): RuleLink[] {
  return [...new Set(ids)].flatMap((id) => {
    const section = game.ruleSections.find((s) => s.id === id);
    return section ? [{ id, title: section.title, href: ruleHref(section) }] : [];
  });
}

function lessonsOf(game: DocsGame, path: LessonPath): LearnLesson[] {
  return path.lessons.map((lesson) => ({
    id: lesson.id,
    title: lesson.title,
    summary: lesson.summary,
    version: lesson.version,
    steps: lesson.steps.length,
    rules: ruleLinks(
      game,
      lesson.steps.flatMap((step) => step.rules),
    ),
  }));
}

let cache: Promise<LearnGame[]> | undefined;

/** Every game with an engine, with its lessons (possibly none yet) and drill kinds. */
export function learnGames(): Promise<LearnGame[]> {
  cache ??= Promise.all(
    docsGames
      .filter((game) => game.hasEngine)
      .map(async (game) => {
        const path = await loadLessonPath(game.id);
        const load = Object.hasOwn(drillLoaders, game.id) ? drillLoaders[game.id] : undefined;
        const drills = load ? await load() : null;
        return {
          game,
          lessons: lessonsOf(game, path),
          kinds: (drills?.kinds ?? []).map((kind) => ({
            id: kind.id,
            title: kind.title,
            rules: ruleLinks(game, kind.rules),
          })),
        };
      }),
  );
  return cache;
}

/** "Play your first game": the playground starts a game of this game against easy bots, in its learner's view with hints on. */
export function firstGameHref(id: string): string {
  return `${playHref(id)}&bots=easy&learn=1`;
}

/** localStorage key of a game's lesson progress (as `<ry-lesson>` writes it). */
export const progressKey = (id: string) => `railyard:lessons:${id}`;
