/**
 * Every game's lessons, checked by the validator: a game gets its lessons checked as soon as its
 * folder has them, because the list of games comes from the registry and the folders.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkLessonPath } from '../core/lessons/validate.js';
import { checkLessonVersions } from '../core/lessons/versions.js';
import { gameIds } from '../engines.js';
import { lessonLoaders, loadLessonPath } from './lessons.js';

const here = dirname(fileURLToPath(import.meta.url));
const foldersWithLessons = readdirSync(here, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(here, entry.name, 'lessons/index.ts')))
  .map((entry) => entry.name);

describe('lesson paths', () => {
  it('every game with an engine has a lesson loader and a lessons/index.ts, and no other folder does', () => {
    expect(Object.keys(lessonLoaders).sort()).toEqual([...gameIds()].sort());
    expect(foldersWithLessons.sort()).toEqual([...gameIds()].sort());
  });

  it('the public API loads a path and runs its lessons; the package maps lessons/<game> to the folder', async () => {
    const api = await import('../index.js');
    const path = await api.loadLessonPath('chicago-express');
    expect(api.LessonRunner.start(path, path.lessons[0]!.id).step?.index).toBe(0);
    const manifest = JSON.parse(readFileSync(join(here, '../../package.json'), 'utf8'));
    expect(manifest.exports['./lessons/*']).toBe('./src/games/*/lessons/index.ts');
  });

  it('Last Spike and Wild West Express steps mark what to look at in their first hint, as the other games do', async () => {
    for (const id of ['last-spike', 'wild-west-express']) {
      const path = await loadLessonPath(id);
      const bare = path.lessons.flatMap((lesson) =>
        lesson.steps.filter((step) => !step.look).map((step) => `${lesson.id}/${step.id}`),
      );
      expect(bare, id).toEqual([]);
    }
  });

  it('an unknown game id names the games with lessons', async () => {
    await expect(loadLessonPath('nope')).rejects.toThrow(
      /No lessons for "nope" \(games with lessons: chicago-express/,
    );
  });

  it('chicago-express:course-of-play — Chicago Express has a path of at least 6 lessons, from the opening auctions to the winner', async () => {
    const path = await loadLessonPath('chicago-express');
    expect(path.lessons.length).toBeGreaterThanOrEqual(6);
    expect(path.lessons[0]!.steps[0]!.rules).toContain('chicago-express:opening-auctions');
    expect(path.lessons.at(-1)!.steps.flatMap((s) => s.rules)).toContain(
      'chicago-express:winning-the-game',
    );
  });

  for (const id of gameIds())
    it(`${id}: every lesson plays to its end with one goal-meeting move a step, scripted replies legal`, async () => {
      const path = await loadLessonPath(id);
      expect(path.game.id).toBe(id);
      const checked = checkLessonPath(path);
      expect(checked.problems).toEqual([]);
      for (const lesson of checked.lessons)
        expect({ lesson: lesson.lesson, problems: lesson.problems }).toEqual({
          lesson: lesson.lesson,
          problems: [],
        });
    });

  for (const id of gameIds())
    it(`${id}: a lesson whose start, steps or scripted replies changed has a new version (lessons/versions.json)`, async () => {
      const path = await loadLessonPath(id);
      const file = join(here, id, 'lessons/versions.json');
      const stored: unknown = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
      expect(checkLessonVersions(path, stored)).toEqual([]);
    });
});
