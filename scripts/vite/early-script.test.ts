import vm from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { EARLY_SCRIPT, earlyScript } from './early-script.ts';

/** Runs the plugin's bundle step and returns the script it emits. */
async function builtScript(): Promise<string> {
  const emitted: { fileName: string; source: string }[] = [];
  const plugin = earlyScript();
  const generate = plugin.generateBundle as unknown as (this: unknown) => Promise<void>;
  await generate.call({
    emitFile: (file: { fileName: string; source: string }) => emitted.push(file),
  });
  expect(emitted.map((file) => file.fileName)).toEqual([EARLY_SCRIPT]);
  return emitted[0]?.source ?? '';
}

describe('the early script', () => {
  it('is a classic script that starts the start-up reads where the app bundle finds them', async () => {
    const source = await builtScript();
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

  it('comes first in the page, before the app’s modules', () => {
    const plugin = earlyScript();
    const transform = plugin.transformIndexHtml as { handler: () => unknown };
    expect(transform.handler()).toEqual([
      { tag: 'script', attrs: { src: '/early.js' }, injectTo: 'head-prepend' },
    ]);
  });
});
