// Builds renderer/src/boot/early.ts into `/early.js`, a small classic script of its own (no
// module graph to wait for), and puts it first in index.html's head, so the start-up reads leave
// while the app's modules are still being fetched and compiled (performance.md P1). The script
// is bundled by esbuild, which Vite already brings; the app bundle does not include it.
import path from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

const ENTRY = path.resolve(import.meta.dirname, '../../renderer/src/boot/early.ts');
export const EARLY_SCRIPT = 'early.js';

export function earlyScript(): Plugin {
  return {
    name: 'mcd-early-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        { tag: 'script', attrs: { src: `/${EARLY_SCRIPT}` }, injectTo: 'head-prepend' },
      ],
    },
    async generateBundle() {
      const result = await build({
        entryPoints: [ENTRY],
        bundle: true,
        format: 'iife',
        target: 'chrome130',
        minify: true,
        write: false,
        logLevel: 'silent',
      });
      const [output] = result.outputFiles;
      if (!output) throw new Error('esbuild produced no early script');
      this.emitFile({ type: 'asset', fileName: EARLY_SCRIPT, source: output.text });
    },
  };
}
