// What "the system's" network settings mean for the Node transport (browser mode and tests;
// Electron's net.fetch honours them by itself): the system trust store added to Node's own roots
// and the organisation's CA bundle, and the system proxy read from HTTPS_PROXY / HTTP_PROXY /
// NO_PROXY, used unless the organisation names its own proxy. No flag is needed for either.
import {
  createSecureContext,
  getCACertificates,
  rootCertificates,
  type SecureContext,
} from 'node:tls';
import { isLoopbackHost } from '../../preload/contract/org-url.ts';

/**
 * The certificates this machine trusts: Node's bundled roots and NODE_EXTRA_CA_CERTS ('default'),
 * plus the operating system's trust store ('system', Node ≥ 22.15), without duplicates.
 */
export function systemCertificates(): string[] {
  if (typeof getCACertificates !== 'function') return [...rootCertificates];
  const all = new Set<string>(getCACertificates('default'));
  try {
    for (const cert of getCACertificates('system')) all.add(cert);
  } catch {
    // A store that cannot be read leaves Node's own roots.
  }
  return [...all];
}

/**
 * One TLS context per CA bundle, built once (parsing hundreds of roots per connection would cost
 * every request): the system's certificates, plus the organisation's bundle when it has one.
 */
export function createTrustContexts(certificates: () => readonly string[] = systemCertificates) {
  const contexts = new Map<string, SecureContext>();
  let system: readonly string[] | null = null;
  return (caBundle: string | null): SecureContext => {
    const key = caBundle ?? '';
    const existing = contexts.get(key);
    if (existing) return existing;
    system ??= certificates();
    const created = createSecureContext({ ca: caBundle ? [...system, caBundle] : [...system] });
    contexts.set(key, created);
    return created;
  };
}

function bypassed(url: URL, noProxy: string): boolean {
  const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, '');
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  for (const raw of noProxy.split(/[,\s]+/)) {
    const entry = raw.trim().toLowerCase();
    if (!entry) continue;
    if (entry === '*') return true;
    const match = /^(.*?)(?::(\d+))?$/.exec(entry.replace(/^\[|\]$/g, ''));
    const name = (match?.[1] ?? entry).replace(/^\*?\./, '');
    const wantedPort = match?.[2];
    if (wantedPort && wantedPort !== port) continue;
    if (host === name || host.endsWith(`.${name}`)) return true;
  }
  return false;
}

/**
 * The proxy a request to `url` goes through when the organisation names none: the environment's
 * (HTTPS_PROXY for https, HTTP_PROXY for http, upper case before lower case), null when NO_PROXY
 * names the host (`host`, `.domain`, `*.domain`, `host:port`, `*`) — and always null for this
 * machine itself (localhost and *.localhost, 127.0.0.0/8, ::1: the same hosts plain http may reach,
 * `isLoopbackHost`), which no proxy can reach (the Sandbox lives there).
 */
export function systemProxyFor(url: URL, env: NodeJS.ProcessEnv = process.env): string | null {
  if (isLoopbackHost(url.hostname)) return null;
  if (bypassed(url, env.NO_PROXY ?? env.no_proxy ?? '')) return null;
  const proxy =
    url.protocol === 'https:'
      ? (env.HTTPS_PROXY ?? env.https_proxy ?? env.HTTP_PROXY ?? env.http_proxy)
      : (env.HTTP_PROXY ?? env.http_proxy);
  if (!proxy) return null;
  // `proxy.corp:3128` is how many set it; undici wants a URL.
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(proxy) ? proxy : `http://${proxy}`;
}
