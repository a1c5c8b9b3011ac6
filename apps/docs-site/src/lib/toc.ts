/**
 * Headings that components render at build time (they are not in the MDX, so Starlight's table of
 * contents would miss them). The route middleware adds them to the page's table of contents.
 */
import { docsGame, docsGames } from './games.ts';
import { machineStates } from './machine.ts';
import { elements } from './manifest.ts';

export interface ExtraHeading {
  readonly depth: 2 | 3;
  readonly slug: string;
  readonly text: string;
}

const anchorOf = (id: string) => id.slice(id.indexOf(':') + 1);

/** The h2 headings of the Interpretations component for a game. */
export function interpretationHeadings(gameId: string): ExtraHeading[] {
  const game = docsGame(gameId);
  return game.ruleSections
    .filter((section) => game.ambiguities.some((a) => a.rule === section.id))
    .map((section) => ({
      depth: 2 as const,
      slug: `about-${anchorOf(section.id)}`,
      text: section.title,
    }));
}

/** Extra headings for a page id without its locale prefix (e.g. `chicago-express/interpretations`). */
export function extraHeadings(pageId: string): ExtraHeading[] {
  if (pageId === 'guides/api') {
    return elements().map((element) => ({
      depth: 2 as const,
      slug: element.tagName,
      text: `<${element.tagName}>`,
    }));
  }
  const [gameId, page] = pageId.split('/');
  if (!docsGames.some((g) => g.id === gameId)) return [];
  if (page === 'interpretations') return interpretationHeadings(gameId!);
  if (page === 'statechart') {
    return machineStates(gameId!).map((state) => ({
      depth: 3 as const,
      slug: `state-${state.path}`,
      text: state.key,
    }));
  }
  return [];
}
