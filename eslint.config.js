// One lint config for the whole workspace; module boundaries are enforced here.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import lit from 'eslint-plugin-lit';
import wc from 'eslint-plugin-wc';
import prettier from 'eslint-config-prettier';
import { readdirSync } from 'node:fs';

const noDomGlobals = ['window', 'document', 'navigator', 'localStorage', 'HTMLElement'].map(
  (name) => ({ name, message: '@railyard/rules must run without a DOM.' }),
);

/** What no file of @railyard/rules imports; tests may also read files (node:fs). */
const RULES_TEST_IMPORTS = [
  {
    group: ['@railyard/board-components', '@railyard/board-components/*'],
    message: 'rules never imports components.',
  },
  {
    group: ['lit', 'lit/*', '**/apps/**'],
    message: 'rules imports no DOM code and no apps.',
  },
];
const ENGINE_IMPORTS = [
  ...RULES_TEST_IMPORTS,
  { group: ['node:*', 'fs', 'path'], message: 'the engine does no I/O; only src/cli may.' },
];

/**
 * What board-components (its tests too) may not import of @railyard/rules: anything but the
 * public entries (package.json exports).
 */
const RULES_INTERNALS = [
  '@railyard/rules/*/**',
  '!@railyard/rules/catalog/*',
  '!@railyard/rules/texts/*',
  // Public entries too (package.json exports): a game's drills and lessons.
  '!@railyard/rules/drills/*',
  '!@railyard/rules/lessons/*',
  '**/packages/rules/**',
  '../../rules/**',
];

/**
 * The design's boundaries inside rules: core imports no game, and no game imports another
 * (shared behaviour goes in core). Each block repeats the package's own patterns, since a later
 * block's no-restricted-imports replaces an earlier one's.
 */
const GAME_IDS = readdirSync(`${import.meta.dirname}/packages/rules/src/games`, {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const gameImports = (ids, message) => ({
  group: ids.flatMap((id) => [`**/games/${id}`, `**/games/${id}/**`, `../${id}`, `../${id}/**`]),
  message,
});
const boundaries = (files, patterns) => [
  {
    files: files.map((f) => `${f}/**/*.ts`),
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...ENGINE_IMPORTS, ...patterns] }] },
  },
  {
    files: files.map((f) => `${f}/**/*.test.ts`),
    rules: {
      'no-restricted-imports': ['error', { patterns: [...RULES_TEST_IMPORTS, ...patterns] }],
    },
  },
];
const RULES_BOUNDARIES = [
  ...boundaries(
    ['packages/rules/src/core'],
    [gameImports(GAME_IDS, 'core imports no game: shared code must not depend on one game.')],
  ),
  ...GAME_IDS.flatMap((id) =>
    boundaries(
      [`packages/rules/src/games/${id}`],
      [
        gameImports(
          GAME_IDS.filter((other) => other !== id),
          'a game never imports another game: move what they share to core.',
        ),
      ],
    ),
  ),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.astro/**',
      '**/.nx/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'e2e/artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': 'off',
    },
  },
  {
    files: ['packages/rules/src/**/*.ts'],
    ignores: ['packages/rules/src/cli/**'],
    rules: {
      'no-restricted-globals': ['error', ...noDomGlobals],
      'no-restricted-imports': ['error', { patterns: ENGINE_IMPORTS }],
    },
  },
  {
    // Tests may read the files they check (game folders, docs pages); the engine still may not.
    files: ['packages/rules/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: RULES_TEST_IMPORTS }],
    },
  },
  ...RULES_BOUNDARIES,
  {
    files: ['packages/board-components/src/**/*.ts'],
    ...lit.configs['flat/recommended'],
  },
  {
    files: ['packages/board-components/src/**/*.ts'],
    ...wc.configs['flat/recommended'],
  },
  {
    files: ['packages/board-components/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: RULES_INTERNALS,
              message:
                'board-components imports only the public API of @railyard/rules (the package root, `@railyard/rules/<game>`, `@railyard/rules/catalog/<game>` and `@railyard/rules/texts/<game>`).',
            },
            { group: ['**/apps/**'], message: 'components never import apps.' },
          ],
        },
      ],
    },
  },
  {
    // Tests also use the core's toy games (the testing entry point), never production code.
    files: ['packages/board-components/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: RULES_INTERNALS,
              message:
                'board-components tests import the public API of @railyard/rules, its per-game entry points and its testing entry point.',
            },
            { group: ['**/apps/**'], message: 'components never import apps.' },
          ],
        },
      ],
    },
  },
  prettier,
);
