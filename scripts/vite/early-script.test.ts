import path from 'node:path';
import vm from 'node:vm';
import type { Rolldown } from 'vite';
import { describe, expect, it, vi } from 'vitest';
import { EARLY_SCRIPTS, earlyScript } from './early-script.ts';

const PAGES = path.resolve(import.meta.dirname, '../../renderer/src/features/health/pages');

/** An app bundle as Vite hands it to the plugin: the entry, the kit, and the health screen. */
function appBundle(): Rolldown.OutputBundle {
  const chunk = (fileName: string, fields: Record<string, unknown>) => ({
    type: 'chunk',
    fileName,
    isEntry: false,
    isDynamicEntry: false,
    facadeModuleId: null,
    imports: [],
    viteMetadata: { importedCss: new Set<string>(), importedAssets: new Set<string>() },
    ...fields,
  });
  const css = (...files: string[]) => ({ importedCss: new Set(files), importedAssets: new Set() });
  const chunks = [
    chunk('assets/index-a.js', {
      isEntry: true,
      imports: ['assets/runtime-r.js'],
      viteMetadata: css('assets/index-a.css'),
    }),
    chunk('assets/runtime-r.js', {}),
    chunk('assets/kit-k.js', {
      imports: ['assets/index-a.js'],
      viteMetadata: css('assets/kit-k.css'),
    }),
    chunk('assets/checks-list-c.js', { isDynamicEntry: true, imports: ['assets/kit-k.js'] }),
    chunk('assets/HealthPage-h.js', {
      isDynamicEntry: true,
      facadeModuleId: path.join(PAGES, 'HealthPage.tsx'),
      imports: ['assets/index-a.js', 'assets/kit-k.js', 'assets/checks-list-c.js'],
      viteMetadata: css('assets/HealthPage-h.css', 'assets/index-a.css'),
    }),
  ];
  return Object.fromEntries(chunks.map((c) => [c.fileName, c])) as unknown as Rolldown.OutputBundle;
}

/** Runs the plugin's bundle step and returns the scripts it emits, by file name. */
async function builtScripts(): Promise<Map<string, string>> {
  const emitted: { fileName: string; source: string }[] = [];
  const plugin = earlyScript();
  const generate = plugin.generateBundle as unknown as (
    this: unknown,
    options: unknown,
    bundle: Rolldown.OutputBundle,
  ) => Promise<void>;
  await generate.call(
    { emitFile: (file: { fileName: string; source: string }) => emitted.push(file) },
    {},
    appBundle(),
  );
  expect(emitted.map((file) => file.fileName)).toEqual(['early.js', 'early-screen.js']);
  return new Map(emitted.map((file) => [file.fileName, file.source]));
}

describe('the early script', () => {
  it('is a classic script that starts the start-up reads where the app bundle finds them', async () => {
    const source = (await builtScripts()).get('early.js') ?? '';
    expect(source).not.toMatch(/\bimport\s*[({]/);
    const calls: string[] = [];
    const page: Record<string, unknown> = {
      location: { pathname: '/health', search: '?org=acme' },
      sessionStorage: { getItem: () => null },
      fetch: (url: string, init: { body: string }) => {
        calls.push(`${url} ${init.body}`);
        const value = url.endsWith('cache:readInitial')
          ? { orgId: 'acme', read: { status: 'miss' } }
          : url.endsWith('auth:status')
            ? { orgId: 'acme', state: 'signed-in' }
            : {};
        return Promise.resolve(new Response(JSON.stringify({ ok: true, value })));
      },
      setTimeout,
      performance,
      Response,
      AbortController,
    };
    page.window = page;
    page.globalThis = page;
    vm.runInNewContext(source, page);
    expect(calls).toEqual([
      '/ipc/orgs:list {}',
      '/ipc/settings:get {}',
      '/ipc/cache:readInitial {"search":"?org=acme","remembered":null}',
      '/ipc/auth:status {"initial":{"search":"?org=acme","remembered":null}}',
    ]);
    expect(page.__mcdStartupReads).toBeDefined();
    // The sign-in check waits for its taker once main has named the org.
    await vi.waitFor(() =>
      expect([...(page.__mcdEarlyIpc as Map<string, unknown>).keys()]).toContain('auth:status'),
    );
    expect([...(page.__mcdEarlyIpc as Map<string, unknown>).keys()]).toEqual([
      'orgs:list',
      'settings:get',
      'cache:readInitial',
      'auth:status',
    ]);
    // Signed in there: the opening screen's and the console's first reads leave too
    // (lib/early-fetch.ts).
    await vi.waitFor(() =>
      expect([...(page.__mcdEarlyFetch as Map<string, unknown>).keys()]).toEqual([
        '/org/acme/api/canary/api/summary',
        '/org/acme/api/db/agents?select=id%2Cname',
        '/org/acme/api/auth/whoami',
        '/org/acme/api/properties',
      ]),
    );
  });

  it('then preloads the files of the opening screen, only those index.html does not load', async () => {
    const source = (await builtScripts()).get('early-screen.js') ?? '';
    // No module imports, and no lazy import of a file left as one (React Router's own loader of
    // route modules by variable stays, never called).
    expect(source).not.toMatch(/\bimport\s*\{|\bimport\s*\(\s*["'`]/);
    const run = (pathname: string) => {
      const links: string[] = [];
      const document = {
        createElement: () => ({ rel: '', as: '', href: '', crossOrigin: null as string | null }),
        head: {
          appendChild: (link: { rel: string; as: string; href: string; crossOrigin: string }) =>
            links.push(
              `${link.rel} ${link.as} ${link.href} ${link.crossOrigin}`.replace(/ +/g, ' '),
            ),
        },
      };
      const page: Record<string, unknown> = {
        location: { pathname, search: '' },
        document,
        URL,
        URLSearchParams,
      };
      page.window = page;
      page.globalThis = page;
      vm.runInNewContext(source, page);
      return links;
    };
    const links = run('/health');
    await vi.waitFor(() => expect(links).toHaveLength(5));
    expect(links).toEqual([
      'modulepreload /assets/HealthPage-h.js ',
      'modulepreload /assets/kit-k.js ',
      'modulepreload /assets/checks-list-c.js ',
      'preload style /assets/HealthPage-h.css ',
      'preload style /assets/kit-k.css ',
    ]);
    // Nothing for the error page, nor for a path no screen has.
    const none = [run('/error'), run('/no-such-screen')];
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(none).toEqual([[], []]);
  });

  it('come first in the page, in order, before the app’s modules', () => {
    const plugin = earlyScript();
    const transform = plugin.transformIndexHtml as { handler: () => unknown };
    expect(transform.handler()).toEqual(
      EARLY_SCRIPTS.map((name) => ({
        tag: 'script',
        attrs: { src: `/${name}.js` },
        injectTo: 'head-prepend',
      })),
    );
    expect(EARLY_SCRIPTS).toEqual(['early', 'early-screen']);
  });
});
