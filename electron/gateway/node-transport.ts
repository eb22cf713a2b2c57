// The Node (browser-mode and test) transport for the gateway: undici's fetch with one dispatcher
// per distinct CA bundle / proxy, carrying the connect timeout. Like Electron's net.fetch it
// honours the system's settings without a flag (system-network.ts): the system trust store
// plus the organisation's CA bundle, and the system proxy unless the organisation names its own.
// In Electron the lead passes a transport built on net.request instead (electron-transport.ts).
import type { LookupFunction } from 'node:net';
import { Readable } from 'node:stream';
import {
  Agent,
  ProxyAgent,
  fetch as undiciFetch,
  request as undiciRequest,
  type Dispatcher,
} from 'undici';
import type { BackendTransport, TransportTarget } from './backend-fetch.ts';
import { createTrustContexts, systemCertificates, systemProxyFor } from './system-network.ts';

export interface NodeTransportOptions {
  connectTimeoutMs?: number;
  /** Longest wait for response headers and between body chunks. */
  idleTimeoutMs?: number;
  /** Where the system proxy is read (HTTPS_PROXY, HTTP_PROXY, NO_PROXY); process.env by default. */
  env?: NodeJS.ProcessEnv;
  /** The system's trusted certificates (PEM); Node's roots and the OS store by default. */
  certificates?: () => readonly string[];
  /** Name lookup for direct connections (tests point names at this machine). */
  lookup?: LookupFunction;
}

export interface NodeTransport {
  transport: BackendTransport;
  close(): Promise<void>;
}

export function createNodeTransport(options: NodeTransportOptions = {}): NodeTransport {
  const connectTimeout = options.connectTimeoutMs ?? 10_000;
  const idle = options.idleTimeoutMs ?? 60_000;
  const env = options.env ?? process.env;
  const trust = createTrustContexts(options.certificates ?? systemCertificates);
  const dispatchers = new Map<string, Dispatcher>();

  function dispatcherFor(
    target: TransportTarget,
    proxy: string | null,
    secure: boolean,
  ): Dispatcher {
    // Plain http (the Sandbox) never builds a TLS context: reading the system store costs tens of
    // milliseconds, and the first start would pay them for nothing.
    const key = JSON.stringify([secure ? (target.caBundle ?? '') : null, proxy ?? '']);
    const existing = dispatchers.get(key);
    if (existing) return existing;
    // The organisation's CA bundle is added to the system's trust, not substituted for it.
    const tls = secure ? { secureContext: trust(target.caBundle) } : {};
    const created: Dispatcher = proxy
      ? new ProxyAgent({
          uri: proxy,
          requestTls: tls,
          ...(proxy.startsWith('https:') ? { proxyTls: { secureContext: trust(null) } } : {}),
          connect: { timeout: connectTimeout },
          headersTimeout: idle,
          bodyTimeout: idle,
        })
      : new Agent({
          connect: {
            ...tls,
            timeout: connectTimeout,
            ...(options.lookup ? { lookup: options.lookup } : {}),
          },
          headersTimeout: idle,
          bodyTimeout: idle,
        });
    dispatchers.set(key, created);
    return created;
  }

  const transport: BackendTransport = async (url, init, target) => {
    const parsed = new URL(url);
    const proxy = target.proxy ?? systemProxyFor(parsed, env);
    const dispatcher = dispatcherFor(target, proxy, parsed.protocol === 'https:');
    if (init.keepEncoding) return exchangeKeepingEncoding(url, init, dispatcher);
    const response = await undiciFetch(url, {
      method: init.method,
      headers: Object.fromEntries(init.headers.entries()),
      body: init.body,
      redirect: 'manual',
      signal: init.signal,
      dispatcher,
    });
    return response as unknown as Response;
  };
  transport.keepsEncoding = true;

  return {
    transport,
    close: async () => {
      const all = [...dispatchers.values()];
      dispatchers.clear();
      await Promise.allSettled(all.map((dispatcher) => dispatcher.close()));
    },
  };
}

/** Answers without a body, whatever their headers say (Fetch's null body statuses). */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/**
 * One exchange whose body stays as the backend encoded it (fetch would decode it): undici's
 * plain request, its answer dressed as a Response. Redirects are not followed, as with fetch's
 * `redirect: 'manual'`; the caller follows the ones it allows.
 */
async function exchangeKeepingEncoding(
  url: string,
  init: Parameters<BackendTransport>[1],
  dispatcher: Dispatcher,
): Promise<Response> {
  const answer = await undiciRequest(url, {
    method: init.method,
    headers: Object.fromEntries(init.headers.entries()),
    body: init.body,
    signal: init.signal,
    dispatcher,
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const empty = NULL_BODY_STATUSES.has(answer.statusCode) || init.method === 'HEAD';
  if (empty) answer.body.resume();
  return new Response(empty ? null : (Readable.toWeb(answer.body) as ReadableStream<Uint8Array>), {
    status: answer.statusCode,
    headers,
  });
}
