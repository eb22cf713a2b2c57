// Lint is one of the gates of `npm run verify`: type-aware rules, React hooks rules, and the
// import boundaries between processes and layers that ARCHITECTURE.md describes.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import {
  LONG_FILES,
  LONG_FUNCTION_FILES,
  MAX_FILE_LINES,
  MAX_FUNCTION_LINES,
  SIZE_RULE_FILES,
  SIZE_RULE_IGNORES,
} from './scripts/lint/size-limits.ts';

const nodeBuiltins = [...builtinModules, ...builtinModules.map((m) => `node:${m}`)];

const rendererPaths = [
  { name: 'electron', message: 'The renderer talks to main only through lib/bridge.ts.' },
  ...nodeBuiltins.map((name) => ({ name, message: 'No Node built-ins in the renderer.' })),
  {
    name: '@blueprintjs/core',
    importNames: ['Tag'],
    message: "components/tag/Tag.tsx: Blueprint's Tag renders twice and forces a layout on mount.",
  },
  {
    name: 'react-router',
    importNames: ['Navigate'],
    message:
      "components/redirect/Redirect.tsx: Navigate redirects in a passive effect, after which a user's click could be undone.",
  },
];
const rendererPatterns = [
  {
    group: ['**/electron/**', '**/preload/index*'],
    message: 'The renderer may import only preload/contract.',
  },
];

/**
 * A block forbidding the renderer's usual imports plus one more pattern. Flat config replaces a
 * rule's options per block, so every renderer block repeats the renderer-wide restrictions.
 */
const restrictRendererImports = (files, pattern) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      { paths: rendererPaths, patterns: [...rendererPatterns, pattern] },
    ],
  },
});

const featureDirs = readdirSync(new URL('./renderer/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The main process's folders other than the sandbox. */
const mainDirs = readdirSync(new URL('./electron', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'sandbox')
  .map((entry) => entry.name);

/** Files that still import another feature (each with the reason it has not moved yet). */
const CROSS_FEATURE_DEBT = [
  // The check modal offers the playbook run form; the form moves to components/ with its issue.
  { file: 'renderer/src/features/health/components/CheckPlaybooksMenu.tsx' },
  // Sign-in and organisations share the org dialogs and dot (identity issue).
  { file: 'renderer/src/features/identity/components/SignInScreen.tsx' },
  { file: 'renderer/src/features/identity/pages/ProfileSettingsPage.tsx' },
];

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
      // Written by our generators (scripts/spec-validators, scripts/console-routes.ts), whose tests
      // check them against a fresh generation; linting the 270 kB canaries validator alone took
      // 33 s of the CI's lint step.
      '**/generated/**',
      '**/*.generated.ts',
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
    // The sandbox is a backend of its own: it imports nothing of the app's main process or the
    // contract, and the app starts it only through its launcher (sandbox-launcher.ts, spawn.ts).
    files: ['electron/sandbox/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'electron', message: 'The sandbox never imports electron.' }],
          patterns: [
            {
              group: [
                '**/preload/**',
                '**/renderer/**',
                ...mainDirs.flatMap((dir) => [
                  `../${dir}/**`,
                  `../../${dir}/**`,
                  `../../../${dir}/**`,
                ]),
                '../main.ts',
                '../core.ts',
                // Two pure HTTP helpers (node:zlib only) it shares: it compresses its answers
                // the way the app's host does, so the gateway can hand them on as they are.
                '!**/protocol/compress.ts',
                '!**/protocol/content-encoding.ts',
              ],
              message: 'The sandbox imports nothing of the app: it is reached over HTTP only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['electron/**/*.ts', 'preload/**/*.ts', 'renderer/**/*.{ts,tsx}', 'scripts/**/*.ts'],
    ignores: ['electron/sandbox/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'electron',
              message: 'Only electron/main.ts and the electron-* adapters import electron.',
            },
          ],
          patterns: [
            {
              group: ['**/sandbox/**', '!**/sandbox/sandbox-launcher.ts', '!**/sandbox/spawn.ts'],
              message:
                'The app reaches the sandbox only through its launcher (sandbox-launcher.ts).',
            },
          ],
        },
      ],
    },
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
      'no-restricted-imports': ['error', { paths: rendererPaths, patterns: rendererPatterns }],
    },
  },
  // Layers below the features: components/ (shared UI), session/ (the window's organisation, its
  // QueryClients and offline state), api/, lib/, boot/. None of them imports the shell or a
  // feature; scripts/lint/import-cycles.ts also fails on any cycle between the renderer's folders.
  // The shell (app/) reaches features only through the registries that find them by file name
  // (app/routing/manifests.ts, shell-registry.ts), never by an import.
  ...[
    ['app', ['features']],
    ['components', ['app', 'features']],
    ['session', ['app', 'features', 'components']],
    ['api', ['app', 'features', 'components', 'session']],
    ['lib', ['app', 'features', 'components', 'session', 'api']],
    ['boot', ['app', 'features', 'components', 'session']],
  ].map(([layer, above]) =>
    restrictRendererImports([`renderer/src/${layer}/**/*.{ts,tsx}`], {
      // Relative imports only: packages have folders called `features` too (monaco).
      regex: `^(\\.\\./)+(${above.join('|')})/`,
      message: `${layer}/ must not import ${above.join(', ')}: it sits below them.`,
    }),
  ),
  // A feature imports nothing of another feature's folder. What features share lives in
  // components/ or lib/; the shell reaches features through their manifests (routes.ts, found by
  // app/routing/manifests.ts). The imports that cross today are listed by name below and are
  // the debt to pay down, not a pattern to follow.
  ...featureDirs.map((feature) => ({
    ...restrictRendererImports([`renderer/src/features/${feature}/**/*.{ts,tsx}`], {
      // Import strings, not resolved paths: a sibling feature is `../<f>/…` from its top,
      // `../../<f>/…` one folder down (no feature shares a name with a feature's folders).
      group: featureDirs
        .filter((other) => other !== feature)
        .flatMap((other) => [
          `**/features/${other}/**`,
          `../${other}/**`,
          `../../${other}/**`,
          `../../../${other}/**`,
        ]),
      message: `features/${feature} must not import another feature's files: move what they share to components/ or lib/.`,
    }),
    ignores: CROSS_FEATURE_DEBT.map((debt) => debt.file),
  })),
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
  // Size rules, with the named files that break them today (scripts/lint/size-limits.ts).
  {
    files: SIZE_RULE_FILES,
    ignores: SIZE_RULE_IGNORES,
    rules: {
      'max-lines': ['error', { max: MAX_FILE_LINES }],
      'max-lines-per-function': ['error', { max: MAX_FUNCTION_LINES }],
    },
  },
  // The exception lists, while they hold anything (ESLint refuses an empty `files`).
  ...(LONG_FILES.length ? [{ files: [...LONG_FILES], rules: { 'max-lines': 'off' } }] : []),
  ...(LONG_FUNCTION_FILES.length
    ? [{ files: [...LONG_FUNCTION_FILES], rules: { 'max-lines-per-function': 'off' } }]
    : []),
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
);
