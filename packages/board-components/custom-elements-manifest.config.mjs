import { readFileSync } from 'node:fs';

/**
 * Custom Elements Manifest (`custom-elements.json`), read by editors, docs and tooling. Classes
 * carry `@tagname`, `@summary`, `@event`, `@csspart`, `@cssproperty`; Lit's `@property`
 * decorators give the attributes and properties.
 *
 * Two fixes after analysis: only our documented `ry-*` events are kept (the analyzer also
 * guesses event names from constructor arguments of `new RyIntentEvent(move)`), and every
 * element lists the shared theme tokens (`--ry-color-*`, …) read from src/shared/theme.ts.
 */
const themeSource = readFileSync(new URL('./src/shared/theme.ts', import.meta.url), 'utf8');
const themeTokens = [
  ...new Set([...themeSource.matchAll(/var\((--ry-[a-z-]+)/g)].map((m) => m[1])),
];

function railyardManifestFixes() {
  return {
    name: 'railyard-manifest-fixes',
    packageLinkPhase({ customElementsManifest }) {
      for (const mod of customElementsManifest.modules) {
        for (const declaration of mod.declarations ?? []) {
          if (!declaration.customElement) continue;
          if (declaration.events)
            declaration.events = declaration.events.filter((event) =>
              event.name?.startsWith('ry-'),
            );
          if (!declaration.tagName) continue;
          const own = new Set((declaration.cssProperties ?? []).map((p) => p.name));
          declaration.cssProperties = [
            ...(declaration.cssProperties ?? []),
            ...themeTokens
              .filter((name) => !own.has(name))
              .map((name) => ({
                name,
                description: 'Theme token shared by every Railyard element (see the theme guide).',
              })),
          ];
        }
      }
    },
  };
}

export default {
  globs: [
    'src/elements/*/*.component.ts',
    'src/boards/*/*.component.ts',
    'src/boards/board-base.ts',
  ],
  exclude: ['src/**/*.test.ts', 'src/test-support/**'],
  outdir: '.',
  litelement: true,
  dependencies: false,
  packagejson: false,
  plugins: [railyardManifestFixes()],
};
