import { defineRouteMiddleware, type StarlightRouteData } from '@astrojs/starlight/route-data';
import { extraHeadings } from './lib/toc.ts';

/** Adds the headings that components render (interpretations, statechart tours) to the table of contents. */
export const onRequest = defineRouteMiddleware((context) => {
  const route = (context.locals as { starlightRoute: StarlightRouteData }).starlightRoute;
  // The home page (a splash) keeps the site's navigation: on a phone its header has the same
  // menu button as every other page (walkthrough 5 #17), on a laptop the same sidebar.
  if (route.entry.data.template === 'splash') route.hasSidebar = true;
  if (!route.toc) return;
  const pageId = route.locale ? route.id.replace(new RegExp(`^${route.locale}/`), '') : route.id;
  const items = route.toc.items;
  for (const heading of extraHeadings(pageId.replace(/\/$/, ''))) {
    const item = { depth: heading.depth, slug: heading.slug, text: heading.text, children: [] };
    // A depth-3 heading belongs under the last depth-2 item (the heading the component follows).
    const parent = heading.depth === 3 ? items.at(-1) : undefined;
    (parent && parent.depth === 2 ? parent.children : items).push(item);
  }
});
