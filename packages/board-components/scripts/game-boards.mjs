/**
 * The games this package draws, read from the file system: every folder `src/boards/<id>/` that
 * has a `game.ts` (the board plus its engine, registered for `<ry-game>`). Each such folder also
 * holds `bundle.ts`, the entry of the one-file `dist/railyard-<id>.js`, and its board element
 * `ry-<id>-board.ts`. vite.config.ts (entries and bundles) and check-size.mjs (budgets) take their
 * game lists from here, so adding a board folder is all a new game needs in this package; the
 * docs site's catalog test checks these folders against the catalog of @railyard/rules.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** An element module of a board folder: `ry-….ts`, not `.component.ts`, `.styles.ts` or a test. */
const ELEMENT_MODULE = /^(ry-[a-z0-9-]+)\.ts$/;

/**
 * @param {string} [root] the package folder
 * @returns {{ id: string, game: string, bundle: string, elements: Record<string, string>, budget: Record<string, number | string> | null }[]}
 *   paths relative to the package folder, sorted by id
 */
export function gameBoards(root = packageRoot) {
  const boards = join(root, 'src', 'boards');
  return readdirSync(boards, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(boards, entry.name, 'game.ts')))
    .map((entry) => entry.name)
    .sort()
    .map((id) => ({
      id,
      game: `src/boards/${id}/game.ts`,
      bundle: `src/boards/${id}/bundle.ts`,
      // A board folder may carry its own size budget (budget.json, with its reason) when it cannot
      // meet the shared one: the exception lives with the game, not in a list of games.
      budget: existsSync(join(boards, id, 'budget.json'))
        ? JSON.parse(readFileSync(join(boards, id, 'budget.json'), 'utf8'))
        : null,
      elements: Object.fromEntries(
        readdirSync(join(boards, id))
          .map((file) => ELEMENT_MODULE.exec(file))
          .filter((match) => match !== null)
          .map((match) => [match[1], `src/boards/${id}/${match[0]}`]),
      ),
    }));
}
