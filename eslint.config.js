// One lint config for the whole workspace; module boundaries are enforced here.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import lit from 'eslint-plugin-lit';
import wc from 'eslint-plugin-wc';
import prettier from 'eslint-config-prettier';

const noDomGlobals = ['window', 'document', 'navigator', 'localStorage', 'HTMLElement'].map(
  (name) => ({ name, message: '@railyard/rules must run without a DOM.' }),
);

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
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@railyard/board-components', '@railyard/board-components/*'],
              message: 'rules never imports components.',
            },
            {
              group: ['lit', 'lit/*', '**/apps/**'],
              message: 'rules imports no DOM code and no apps.',
            },
            {
              group: ['node:*', 'fs', 'path'],
              message: 'the engine does no I/O; only src/cli may.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests may read the files they check (game folders, docs pages); the engine still may not.
    files: ['packages/rules/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@railyard/board-components', '@railyard/board-components/*'],
              message: 'rules never imports components.',
            },
            {
              group: ['lit', 'lit/*', '**/apps/**'],
              message: 'rules imports no DOM code and no apps.',
            },
          ],
        },
      ],
    },
  },
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
              group: [
                '@railyard/rules/*/**',
                '!@railyard/rules/catalog/*',
                '!@railyard/rules/texts/*',
                '**/packages/rules/**',
                '../../rules/**',
              ],
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
              group: [
                '@railyard/rules/*/**',
                '!@railyard/rules/catalog/*',
                '!@railyard/rules/texts/*',
                '**/packages/rules/**',
                '../../rules/**',
              ],
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
