import { describe, expect, it } from 'vitest';
import { createAppHandlers } from './app-handlers.ts';

const sender = { url: 'app://console/', isTopFrame: true };

const appInfo = {
  name: 'x',
  version: '1.0.0',
  mode: 'browser' as const,
  platform: 'linux',
  arch: 'x64',
  versions: { node: '22', electron: null, chrome: null },
};

describe('app:openWindow', () => {
  it('answers opened: false when no window opener is injected (browser mode)', async () => {
    const handlers = createAppHandlers({ appInfo, openExternal: async () => {} });
    expect(await handlers['app:openWindow']({ orgId: 'acme' }, sender)).toEqual({ opened: false });
  });

  it('passes the org id to the injected opener and reports its answer', async () => {
    const opened: string[] = [];
    const handlers = createAppHandlers({
      appInfo,
      openExternal: async () => {},
      openWindow: (orgId) => {
        opened.push(orgId);
        return Promise.resolve(orgId !== 'refused');
      },
    });
    expect(await handlers['app:openWindow']({ orgId: 'acme' }, sender)).toEqual({ opened: true });
    expect(await handlers['app:openWindow']({ orgId: 'refused' }, sender)).toEqual({
      opened: false,
    });
    expect(opened).toEqual(['acme', 'refused']);
  });
});
