import { describe, expect, it, vi } from 'vitest';
import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import { channelNames } from '../../preload/contract/channels.ts';
import { isTrustedElectronSender } from './electron-sender.ts';
import { registerIpcChannels, senderOf } from './electron-ipc.ts';
import { createIpcRouter, type Handlers } from './router.ts';

type Listener = (event: IpcMainInvokeEvent, ...args: unknown[]) => unknown;

function fakeIpcMain() {
  const handlers = new Map<string, Listener>();
  const ipcMain = {
    handle: vi.fn((channel: string, listener: Listener) => {
      if (handlers.has(channel)) throw new Error(`second handler for ${channel}`);
      handlers.set(channel, listener);
    }),
    removeHandler: vi.fn((channel: string) => handlers.delete(channel)),
  };
  return { ipcMain: ipcMain as unknown as Pick<IpcMain, 'handle' | 'removeHandler'>, handlers };
}

function frameEvent(url: string, top: boolean): IpcMainInvokeEvent {
  const parent = top ? null : { url: 'app://console/' };
  return { senderFrame: { url, parent } } as unknown as IpcMainInvokeEvent;
}

const appInfo = {
  name: 'Mission Control Desktop',
  version: '0.1.0',
  mode: 'electron' as const,
  platform: 'linux',
  arch: 'x64',
  versions: { node: '22', electron: '45', chrome: '140' },
};

function router() {
  // Every channel needs a handler for the router to start; only app:info is called here.
  const handlers = Object.fromEntries(
    channelNames.map((name) => [
      name,
      () => Promise.reject(new Error(`${name} is not used in this test`)),
    ]),
  ) as unknown as Handlers;
  (handlers as unknown as Record<string, () => unknown>)['app:info'] = () => appInfo;
  return createIpcRouter(handlers, {
    isTrustedSender: isTrustedElectronSender,
    checkResponses: true,
    log: () => {},
  });
}

describe('senderOf', () => {
  it('describes the top frame', () => {
    expect(senderOf(frameEvent('app://console/', true))).toEqual({
      url: 'app://console/',
      isTopFrame: true,
    });
  });
  it('marks sub-frames', () => {
    expect(senderOf(frameEvent('app://console/', false)).isTopFrame).toBe(false);
  });
  it('treats a missing or destroyed frame as untrusted', () => {
    expect(senderOf({ senderFrame: null })).toEqual({ url: '', isTopFrame: false });
    const destroyed = {
      get senderFrame(): never {
        throw new Error('Render frame was disposed');
      },
    };
    expect(senderOf(destroyed)).toEqual({ url: '', isTopFrame: false });
  });
});

describe('registerIpcChannels', () => {
  it('registers exactly one handler per contract channel and can remove them', () => {
    const { ipcMain, handlers } = fakeIpcMain();
    const dispose = registerIpcChannels(ipcMain, router());
    expect([...handlers.keys()].sort()).toEqual([...channelNames].sort());
    dispose();
    expect(handlers.size).toBe(0);
  });

  it('answers a trusted top frame through the router', async () => {
    const { ipcMain, handlers } = fakeIpcMain();
    registerIpcChannels(ipcMain, router());
    const result = await handlers.get('app:info')!(frameEvent('app://console/', true), {});
    expect(result).toEqual({ ok: true, value: appInfo });
  });

  it('refuses iframes and foreign origins', async () => {
    const { ipcMain, handlers } = fakeIpcMain();
    registerIpcChannels(ipcMain, router());
    for (const event of [
      frameEvent('app://console/', false),
      frameEvent('https://evil.example/', true),
    ]) {
      const result = (await handlers.get('app:info')!(event, {})) as {
        ok: boolean;
        error?: { code: string };
      };
      expect(result).toMatchObject({ ok: false, error: { code: 'FORBIDDEN_SENDER' } });
    }
  });
});
