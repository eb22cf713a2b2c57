import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { earlyScript } from './scripts/vite/early-script.ts';
import { flanksourceIcons } from './scripts/vite/flanksource-icons.ts';
import { precomputedIconNames } from './scripts/vite/precomputed-icon-names.ts';
import { precompress } from './scripts/vite/precompress.ts';

// The renderer bundle. It is served from app://console/ in Electron and from 127.0.0.1 in
// browser mode, so every asset URL is absolute from the root and nothing loads from a CDN.
export default defineConfig({
  root: 'renderer',
  base: '/',
  plugins: [react(), earlyScript(), precomputedIconNames(), flanksourceIcons(), precompress()],
  build: {
    outDir: '../out/renderer',
    emptyOutDir: true,
    target: 'chrome130',
    sourcemap: true,
    chunkSizeWarningLimit: 4096,
    manifest: true,
    rollupOptions: { output: { manualChunks: undefined } },
  },
});
