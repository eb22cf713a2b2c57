// The Node (browser-mode and test) transport for the gateway: undici's fetch with one dispatcher
// per distinct CA bundle / proxy, carrying the connect timeout. In Electron the lead passes a
// transport built on net.fetch instead.
import { Agent, ProxyAgent, fetch as undiciFetch, type Dispatcher } from 'undici';
import type { BackendTransport, TransportTarget } from './backend-fetch.ts';

export interface NodeTransportOptions {
  connectTimeoutMs?: number;
  /** Longest wait for response headers and between body chunks. */
  idleTimeoutMs?: number;
}

export interface NodeTransport {
  transport: BackendTransport;
  close(): Promise<void>;
}

export function createNodeTransport(options: NodeTransportOptions = {}): NodeTransport {
  const connectTimeout = options.connectTimeoutMs ?? 10_000;
  const idle = options.idleTimeoutMs ?? 60_000;
  const dispatchers = new Map<string, Dispatcher>();

  function dispatcherFor(target: TransportTarget): Dispatcher {
    const key = JSON.stringify([target.caBundle ?? '', target.proxy ?? '']);
    const existing = dispatchers.get(key);
    if (existing) return existing;
    // A per-org CA is added to (not substituted for) the public roots only via its own bundle:
    // Node's `ca` replaces the defaults, which is what a private-CA org wants.
    const tls = target.caBundle ? { ca: target.caBundle } : {};
    const created: Dispatcher = target.proxy
      ? new ProxyAgent({
          uri: target.proxy,
          requestTls: tls,
          connect: { timeout: connectTimeout },
          headersTimeout: idle,
          bodyTimeout: idle,
        })
      : new Agent({
          connect: { ...tls, timeout: connectTimeout },
          headersTimeout: idle,
          bodyTimeout: idle,
        });
    dispatchers.set(key, created);
    return created;
  }

  const transport: BackendTransport = async (url, init, target) => {
    const response = await undiciFetch(url, {
      method: init.method,
      headers: Object.fromEntries(init.headers.entries()),
      body: init.body,
      redirect: 'manual',
      signal: init.signal,
      dispatcher: dispatcherFor(target),
    });
    return response as unknown as Response;
  };

  return {
    transport,
    close: async () => {
      const all = [...dispatchers.values()];
      dispatchers.clear();
      await Promise.allSettled(all.map((dispatcher) => dispatcher.close()));
    },
  };
}
