import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import type { HandlerDetails, WebContents, WindowOpenHandlerResponse } from 'electron';
import { hardenSession, hardenWebContents } from './harden-web-contents.ts';

class FakeContents extends EventEmitter {
  openHandler: ((details: HandlerDetails) => WindowOpenHandlerResponse) | undefined;
  setWindowOpenHandler(handler: (details: HandlerDetails) => WindowOpenHandlerResponse) {
    this.openHandler = handler;
  }
  /** Emits like Electron: an event object whose preventDefault marks it cancelled. */
  fire(name: string, url = ''): boolean {
    let prevented = false;
    this.emit(name, { url, preventDefault: () => (prevented = true) }, {}, {});
    return prevented;
  }
}

function setup() {
  const contents = new FakeContents();
  const openExternal = vi.fn(() => Promise.resolve());
  const log = vi.fn();
  hardenWebContents(contents as unknown as WebContents, { openExternal, log });
  return { contents, openExternal, log };
}

const details = (url: string) => ({ url }) as HandlerDetails;

describe('hardenWebContents', () => {
  it('cancels navigation away from the app in every frame and on redirects', () => {
    const { contents } = setup();
    for (const event of ['will-navigate', 'will-frame-navigate', 'will-redirect']) {
      expect(contents.fire(event, 'https://evil.example/')).toBe(true);
      expect(contents.fire(event, 'app://console.evil/')).toBe(true);
      expect(contents.fire(event, 'file:///etc/passwd')).toBe(true);
      expect(contents.fire(event, 'app://console/catalog')).toBe(false);
    }
  });

  it('denies every new window and routes https links to the OS browser', () => {
    const { contents, openExternal } = setup();
    expect(contents.openHandler!(details('https://flanksource.com/docs'))).toEqual({
      action: 'deny',
    });
    expect(openExternal).toHaveBeenCalledWith('https://flanksource.com/docs');
    expect(contents.openHandler!(details('app://console/'))).toEqual({ action: 'deny' });
    expect(contents.openHandler!(details('smb://host/share'))).toEqual({ action: 'deny' });
    expect(contents.openHandler!(details('http://example.com'))).toEqual({ action: 'deny' });
    expect(openExternal).toHaveBeenCalledTimes(1);
  });

  it('logs rather than throws when the OS browser fails', async () => {
    const contents = new FakeContents();
    const log = vi.fn();
    hardenWebContents(contents as unknown as WebContents, {
      openExternal: () => Promise.reject(new Error('no browser')),
      log,
    });
    contents.openHandler!(details('https://example.com/'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(log).toHaveBeenCalledWith('could not open an external link', expect.any(Error));
  });

  it('blocks <webview> attachment', () => {
    const { contents } = setup();
    expect(contents.fire('will-attach-webview')).toBe(true);
  });
});

describe('hardenSession', () => {
  type RequestHandler = (
    c: unknown,
    p: string,
    cb: (granted: boolean) => void,
    d: { isMainFrame: boolean; requestingUrl: string },
  ) => void;
  type CheckHandler = (
    c: unknown,
    p: string,
    origin: string,
    d: { isMainFrame: boolean; requestingUrl?: string },
  ) => boolean;

  function install() {
    let request: RequestHandler | undefined;
    let check: CheckHandler | undefined;
    const session = {
      setPermissionRequestHandler: (h: RequestHandler) => (request = h),
      setPermissionCheckHandler: (h: CheckHandler) => (check = h),
    };
    hardenSession(session);
    const ask = (permission: string, url: string, isMainFrame = true) => {
      let granted: boolean | undefined;
      request!(null, permission, (g) => (granted = g), { isMainFrame, requestingUrl: url });
      return granted;
    };
    return { ask, check: check! };
  }

  it('denies every permission request except clipboard writes from the app', () => {
    const { ask } = install();
    expect(ask('media', 'app://console/')).toBe(false);
    expect(ask('notifications', 'app://console/')).toBe(false);
    expect(ask('geolocation', 'app://console/')).toBe(false);
    expect(ask('openExternal', 'app://console/')).toBe(false);
    expect(ask('clipboard-sanitized-write', 'https://evil.example/')).toBe(false);
    expect(ask('clipboard-sanitized-write', 'app://console/', false)).toBe(false);
    expect(ask('clipboard-sanitized-write', 'app://console/')).toBe(true);
  });

  it('answers permission checks the same way', () => {
    const { check } = install();
    expect(check(null, 'clipboard-read', 'app://console', { isMainFrame: true })).toBe(false);
    expect(check(null, 'clipboard-sanitized-write', 'app://console', { isMainFrame: true })).toBe(
      true,
    );
    expect(
      check(null, 'clipboard-sanitized-write', 'https://x', {
        isMainFrame: true,
        requestingUrl: 'https://x/',
      }),
    ).toBe(false);
  });
});
