// The Electron transport: Chromium's network stack through `net.fetch` (system proxy settings, OS
// certificate store), handed in by main.ts so this file does not import electron. Orgs with their
// own CA bundle or proxy go through undici instead, because net.fetch cannot take either per
// request. Cookies are never used: the gateway attaches credentials itself.
import type { BackendTransport } from './backend-fetch.ts';

/** The slice of Electron's `net.fetch` we call. */
export type NetFetch = (
  url: string,
  init: {
    method: string;
    headers: Record<string, string>;
    body?: Uint8Array | undefined;
    redirect: 'manual';
    signal: AbortSignal;
    credentials: 'omit';
    cache: 'no-store';
  },
) => Promise<Response>;

export function createElectronTransport(
  netFetch: NetFetch,
  fallback: BackendTransport,
): BackendTransport {
  return (url, init, target) => {
    if (target.caBundle || target.proxy) return fallback(url, init, target);
    return netFetch(url, {
      method: init.method,
      headers: Object.fromEntries(init.headers.entries()),
      body: init.body,
      redirect: 'manual',
      signal: init.signal,
      credentials: 'omit',
      cache: 'no-store',
    });
  };
}
