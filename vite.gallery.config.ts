import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { flanksourceIcons } from './scripts/vite/flanksource-icons.ts';
import { precomputedIconNames } from './scripts/vite/precomputed-icon-names.ts';

// The dev-only widget gallery (renderer/gallery.html), built beside the renderer so the widget
// e2e (tests/e2e/widgets.spec.ts) runs on a prebuilt bundle served by `vite preview`, like every
// other spec. It is never packaged: electron-builder takes out/renderer, not out/gallery.
export default defineConfig({
  root: 'renderer',
  base: '/',
  plugins: [react(), precomputedIconNames(), flanksourceIcons()],
  build: {
    outDir: '../out/gallery',
    emptyOutDir: true,
    target: 'chrome130',
    sourcemap: false,
    chunkSizeWarningLimit: 4096,
    rollupOptions: { input: 'renderer/gallery.html' },
  },
  preview: { host: '127.0.0.1', strictPort: true },
});
