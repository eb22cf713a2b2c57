import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { earlyScript } from './scripts/vite/early-script.ts';
import { flanksourceIcons } from './scripts/vite/flanksource-icons.ts';
import { precomputedIconNames } from './scripts/vite/precomputed-icon-names.ts';
import { precompress } from './scripts/vite/precompress.ts';
import { preloadChunks } from './scripts/vite/preload-chunks.ts';

const reactRouterBuild = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

// The renderer bundle. It is served from app://console/ in Electron and from 127.0.0.1 in
// browser mode, so every asset URL is absolute from the root and nothing loads from a CDN.
export default defineConfig(({ mode }) => ({
  root: 'renderer',
  base: '/',
  // Blueprint tells a production build by a global `NODE_ENV` (not `process.env.NODE_ENV`); left
  // undefined, its development checks ran in the bundle: every Popover that mounted warned about
  // React 19 on the console, and each prop check ran on every render.
  define: { NODE_ENV: JSON.stringify(mode) },
  // React Router's package exports name its development build for every condition; its
  // production build (the same code without the development warnings) is in dist/production.
  resolve:
    mode === 'production'
      ? {
          alias: [
            { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
          ],
        }
      : {},
  plugins: [
    react(),
    earlyScript(),
    precomputedIconNames(),
    flanksourceIcons(),
    preloadChunks(['kit']),
    precompress(),
  ],
  build: {
    outDir: '../out/renderer',
    emptyOutDir: true,
    target: 'chrome130',
    sourcemap: true,
    chunkSizeWarningLimit: 4096,
    manifest: true,
    // Chunks: the start-up code in three files (React; zod, React Router and TanStack; the rest),
    // and the kit (components, lib, api, session) that two or more lazy screens share in one more.
    // Left to itself the bundler made ~40 files of 0-10 KB for the first screen; with six
    // connections per host in HTTP/1.1 they queued behind each other, and so did the host IPC
    // calls (auth:status) made over the same connections. The start-up code is three files, not
    // one, because the browser compiles each file on a thread of its own: one 840 KB file was
    // still being compiled ~150 ms after it had arrived on the CI machine, while a core idled.
    // `strictExecutionOrder` wraps each module so that it runs when something imports it: the kit
    // holds every screen's services and their schemas, and the first screen now runs only the
    // part it imports (issue 33: first rows at 300 checks, 718 → 627 ms median over 24
    // interleaved cold loads on the CI machine; the click health → agents unchanged).
    rolldownOptions: {
      output: {
        strictExecutionOrder: true,
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 3,
            },
            {
              name: 'vendor',
              test: /[\\/]node_modules[\\/](zod|react-router|@tanstack)[\\/]/,
              priority: 3,
            },
            { name: 'startup', tags: ['$initial'], priority: 2 },
            {
              name: 'kit',
              test: /[\\/]renderer[\\/]src[\\/](components|lib|api|session)[\\/]/,
              minShareCount: 2,
              priority: 1,
            },
            {
              // The modules a feature's screens and lazy parts share, in one chunk per feature:
              // left to itself the bundler made a chunk of a few KB for each set of importers,
              // and the health dashboard, once its check modal loaded apart, fetched four files
              // instead of two.
              debugName: 'feature',
              name: (id: string) =>
                /[\\/]renderer[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]/.exec(id)?.[1] ?? null,
              minShareCount: 2,
              priority: 0,
            },
          ],
        },
      },
    },
  },
}));
