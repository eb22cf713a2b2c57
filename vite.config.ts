import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// React Router 7's package exports name only its development build (remix-run/react-router#12532,
// #14753): dev-only warnings and checks run in every production start. The production build sits
// beside it with the same entry points; production bundles take it.
const reactRouterDist = path.resolve(import.meta.dirname, 'node_modules/react-router/dist');
const productionReactRouter = [
  { find: /^react-router$/, replacement: `${reactRouterDist}/production/index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${reactRouterDist}/production/dom-export.mjs` },
];

// The renderer bundle. It is served from app://console/ in Electron and from 127.0.0.1 in
// browser mode, so every asset URL is absolute from the root and nothing loads from a CDN.
export default defineConfig(({ mode }) => ({
  root: 'renderer',
  resolve: { alias: mode === 'production' ? productionReactRouter : [] },
  base: '/',
  plugins: [react()],
  build: {
    outDir: '../out/renderer',
    emptyOutDir: true,
    target: 'chrome130',
    sourcemap: true,
    chunkSizeWarningLimit: 4096,
    manifest: true,
    rollupOptions: { output: { manualChunks: undefined } },
  },
}));
