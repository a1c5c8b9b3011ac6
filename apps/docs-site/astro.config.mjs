// @ts-check
/* global URL */
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import rehypeAsideNotes from './plugins/rehype-aside-notes.mjs';
import rehypeLearnLinks from './plugins/rehype-learn-links.mjs';
import cspStatic from './plugins/csp-static.mjs';
// The game groups come from the catalog of @railyard/rules.
import { sidebar } from './src/lib/navigation.ts';
// The rule headings' "Learn it" links come from the lesson paths.
import { learnLinksByPage } from './src/lib/coverage.ts';
// Loaded now: the lesson paths load by dynamic import, which only works while the config loads.
const learnLinks = await learnLinksByPage();

const componentsDist = fileURLToPath(
  new URL('../../packages/board-components/dist/', import.meta.url),
);
const publicLib = fileURLToPath(new URL('./public/lib/', import.meta.url));

/**
 * Serves the component bundles from the docs site itself: copies
 * packages/board-components/dist/*.js (bundles and their lazy chunks) to public/lib/, which the
 * dev server serves and the build copies to dist/lib/. The components' build runs first (nx
 * `^build`); without it the pages still build, but their widgets cannot load, so say so loudly.
 */
function componentBundles() {
  return {
    name: 'railyard:component-bundles',
    hooks: {
      /** @param {{ logger: import('astro').AstroIntegrationLogger }} options */
      'astro:config:setup': ({ logger }) => {
        rmSync(publicLib, { recursive: true, force: true });
        if (!existsSync(componentsDist)) {
          logger.warn(
            `${componentsDist} is missing: run "npx nx build board-components" first, or the live boards cannot load.`,
          );
          return;
        }
        mkdirSync(publicLib, { recursive: true });
        const files = readdirSync(componentsDist, { recursive: true, encoding: 'utf8' }).filter(
          (file) => /\.(js|css)$/.test(file),
        );
        for (const file of files) cpSync(componentsDist + file, publicLib + file);
        logger.info(`copied ${files.length} component bundle files to public/lib/`);
      },
    },
  };
}

/**
 * Search loads on first use: Starlight's search script imports `@pagefind/default-ui` once the page
 * is idle, so that name is mapped to a stand-in (src/scripts/lazy-pagefind-ui.ts) that imports
 * Pagefind's real UI module — the one Starlight depends on, by its file path — only when the
 * reader focuses or clicks the search button or presses the shortcut.
 */
const pagefindUi = join(
  dirname(
    createRequire(import.meta.resolve('@astrojs/starlight')).resolve(
      '@pagefind/default-ui/package.json',
    ),
  ),
  'npm_dist/mjs/ui-core.mjs',
);
const lazySearch = [
  {
    find: /^@pagefind\/default-ui$/,
    replacement: fileURLToPath(new URL('./src/scripts/lazy-pagefind-ui.ts', import.meta.url)),
  },
  { find: /^railyard:pagefind-ui$/, replacement: pagefindUi },
];

export default defineConfig({
  site: 'https://railyard.dev',
  trailingSlash: 'always',
  markdown: {
    rehypePlugins: [rehypeAsideNotes, [rehypeLearnLinks, { links: learnLinks }]],
  },
  vite: { resolve: { alias: lazySearch } },
  integrations: [
    componentBundles(),
    // Starlight adds MDX itself.
    starlight({
      title: 'Railyard',
      description: 'Railroad board games as executable, teachable statecharts.',
      // English is the root locale; another language is a folder beside the English pages
      // (src/content/docs/<lang>/…) plus an entry here. Rule anchors stay the same in every locale.
      defaultLocale: 'root',
      locales: { root: { label: 'English', lang: 'en' } },
      routeMiddleware: './src/route-data.ts',
      customCss: ['./src/styles/railyard.css', './src/styles/rules-page.css'],
      components: {
        Search: './src/overrides/Search.astro',
        MarkdownContent: './src/overrides/MarkdownContent.astro',
        Head: './src/overrides/Head.astro',
      },
      sidebar: sidebar(),
    }),
    // Last: moves the inline scripts and styles of the built pages into files (strict CSP).
    cspStatic(),
  ],
});
