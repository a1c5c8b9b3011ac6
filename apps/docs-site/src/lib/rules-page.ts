import type { StarlightRouteData } from '@astrojs/starlight/route-data';
import { docsGames } from './games.ts';

/** True on a game's rulebook page (`<game>/rules` of every catalog game), the wide layout. */
export function isRulesPage(route: StarlightRouteData): boolean {
  const pageId = (
    route.locale ? route.id.replace(new RegExp(`^${route.locale}/`), '') : route.id
  ).replace(/\/$/, '');
  return docsGames.some((game) => pageId === `${game.slug}/rules`);
}
