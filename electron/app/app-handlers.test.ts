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

describe('app:logs and app:showLogs', () => {
  it('returns the file and its latest lines as entries, keeping a foreign line as text', async () => {
    const asked: number[] = [];
    const handlers = createAppHandlers({
      appInfo,
      openExternal: async () => {},
      logs: {
        file: '/data/logs/main.log',
        tail: (count) => {
          asked.push(count);
          return Promise.resolve([
            '{"level":"info","time":"2026-11-26T00:00:00.000Z","msg":"auth:signIn (acme) done"}',
            'not json',
          ]);
        },
      },
    });
    expect(await handlers['app:logs']({}, sender)).toEqual({
      file: '/data/logs/main.log',
      entries: [
        { level: 'info', time: '2026-11-26T00:00:00.000Z', message: 'auth:signIn (acme) done' },
        { level: 'info', time: '', message: 'not json' },
      ],
    });
    expect(asked).toEqual([200]);
    expect(await handlers['app:showLogs']({}, sender)).toEqual({ opened: false });
  });

  it('opens the folder where main can, and says when there is no log', async () => {
    let revealed = 0;
    const withLog = createAppHandlers({
      appInfo,
      openExternal: async () => {},
      logs: {
        file: '/l/main.log',
        tail: () => Promise.resolve([]),
        reveal: () => {
          revealed += 1;
          return Promise.resolve();
        },
      },
    });
    expect(await withLog['app:showLogs']({}, sender)).toEqual({ opened: true });
    expect(revealed).toBe(1);
    const without = createAppHandlers({ appInfo, openExternal: async () => {} });
    expect(await without['app:logs']({}, sender)).toEqual({ file: null, entries: [] });
  });
});

describe('app:installUpdate', () => {
  it("hands the user's yes to an unsigned update through to the installer", async () => {
    const requests: unknown[] = [];
    const handlers = createAppHandlers({
      appInfo,
      openExternal: async () => {},
      installUpdate: (request) => {
        requests.push(request);
        return request.acceptUnsigned === true;
      },
    });
    expect(await handlers['app:installUpdate']({}, sender)).toEqual({ installing: false });
    expect(await handlers['app:installUpdate']({ acceptUnsigned: true }, sender)).toEqual({
      installing: true,
    });
    expect(requests).toEqual([{}, { acceptUnsigned: true }]);
  });
});
