// Lists chosen lazy chunks in index.html as `modulepreload` links, so the browser fetches and
// compiles them while the start-up chunk is still being evaluated. Meant for the kit chunk, which
// every screen imports: without the link it was requested only once the start-up code had run and
// the router asked for the first screen, and the first screen's data request (a route prefetch
// whose query lives in the kit) waited for it (issue 33: the start-up waterfall).
import type { Plugin } from 'vite';

export function preloadChunks(names: readonly string[]): Plugin {
  return {
    name: 'mcd-preload-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) =>
        Object.values(context.bundle ?? {}).flatMap((output) =>
          output.type === 'chunk' && names.includes(output.name)
            ? [
                {
                  tag: 'link',
                  attrs: { rel: 'modulepreload', crossorigin: true, href: `/${output.fileName}` },
                  injectTo: 'head' as const,
                },
              ]
            : [],
        ),
    },
  };
}
