// Lint is one of the gates of `npm run verify`: type-aware rules, React hooks rules, and the
// import boundaries between processes and layers that ARCHITECTURE.md describes.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { builtinModules } from 'node:module';

const nodeBuiltins = [...builtinModules, ...builtinModules.map((m) => `node:${m}`)];

// Files allowed to import `electron`: the composition root and the thin adapters.
const electronAdapters = [
  'electron/main.ts',
  'electron/window/**',
  'electron/ipc/electron-*.ts',
  'electron/protocol/electron-*.ts',
  'electron/adapters/**',
  'preload/index.ts',
];

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'out/**',
      'dist/**',
      '.tools/**',
      'test-results/**',
      'playwright-report/**',
      'tests/bench/results/**',
      // Declaration files a stray `tsc` run may leave beside the configs; never sources of ours.
      '*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'electron',
              message: 'Only electron/main.ts and the electron-* adapters import electron.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: electronAdapters,
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'electron', message: 'The renderer talks to main only through lib/bridge.ts.' },
            ...nodeBuiltins.map((name) => ({
              name,
              message: 'No Node built-ins in the renderer.',
            })),
          ],
          patterns: [
            {
              group: ['**/electron/**', '**/preload/index*'],
              message: 'The renderer may import only preload/contract.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['renderer/src/api/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'electron', message: 'The renderer talks to main only through lib/bridge.ts.' },
          ],
          patterns: [
            {
              group: ['**/features/**', '**/components/**', '**/app/**'],
              message: 'api/ never imports features, components or the app shell.',
            },
            {
              group: ['**/electron/**', '**/preload/index*'],
              message: 'The renderer may import only preload/contract.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['preload/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'electron',
              message: 'The contract is shared by every process and never imports electron.',
            },
            ...nodeBuiltins.map((name) => ({
              name,
              message: 'The contract runs in the renderer too.',
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
);
