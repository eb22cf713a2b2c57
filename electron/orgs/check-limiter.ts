// Limits the connection checks a page can ask main for (`orgs:probe`, `orgs:doctor`; issue 39).
// Each makes main open a connection to an address the page names, so a compromised page could
// otherwise use them to scan this computer's ports and the local network. A person checks an
// address or two by hand: a token bucket (default 10 a minute, shared by all windows, as the
// router does not tell windows apart) and at most 3 distinct loopback or private-network targets
// (host:port) a minute leave that untouched while making a scan useless.
import { BlockList, isIP } from 'node:net';
import { DesktopError } from '../../preload/contract/result.ts';
import { checkOrgUrl, isLoopbackHost } from '../../preload/contract/org-url.ts';

export const CHECKS_PER_MINUTE = 10;
export const PRIVATE_TARGETS_PER_MINUTE = 3;
const MINUTE_MS = 60_000;

export const TOO_MANY_CHECKS = 'Too many connection checks in a short time; wait a minute.';

// RFC 1918, CGNAT (RFC 6598), link-local, "this network", IPv6 unique-local and link-local.
const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['0.0.0.0', 8],
  ['127.0.0.0', 8],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv4');
PRIVATE.addSubnet('fc00::', 7, 'ipv6');
PRIVATE.addSubnet('fe80::', 10, 'ipv6');
PRIVATE.addAddress('::', 'ipv6');

/**
 * Whether a host names this computer or a private network by itself: an IP literal in those
 * ranges (IPv4-mapped IPv6 too), `localhost`, or a single-label / `.local` / `.internal` name.
 * A public name that resolves to a private address is not seen here; the per-minute bucket
 * still bounds how many of those a page can try.
 */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (isLoopbackHost(host)) return true;
  const mapped = /^::ffff:(\d{1,3}(\.\d{1,3}){3})$/.exec(host)?.[1];
  const address = mapped ?? host;
  const family = isIP(address);
  if (family === 4) return PRIVATE.check(address, 'ipv4');
  if (family === 6) return PRIVATE.check(address, 'ipv6');
  return !host.includes('.') || /\.(local|internal|lan|home\.arpa)\.?$/.test(host);
}

/** `host:port` of an address, the port filled in from its scheme. */
function targetOf(url: URL): string {
  const port = url.port || (url.protocol === 'http:' ? '80' : '443');
  return `${url.hostname.toLowerCase()}:${port}`;
}

export interface CheckLimiter {
  /**
   * Counts one check of an address the page typed (`orgs:probe`), and the proxy it goes through:
   * the per-minute bucket, and the loopback / private targets among them. Throws a RATE_LIMITED
   * DesktopError over a limit. An address refused before connecting costs nothing.
   */
  admitTyped(address: string, proxy?: string | null): void;
  /** Counts one check of a saved organisation (`orgs:doctor`): the bucket only, as its address
   * was the user's choice when it was added. */
  admit(address: string): void;
}

function privateTargets(address: string, proxy: string | null | undefined): string[] | null {
  const checked = checkOrgUrl(address);
  if (!checked.ok) return null;
  const urls = [new URL(checked.url)];
  if (proxy) {
    try {
      urls.push(new URL(proxy));
    } catch {
      // An unusable proxy fails the check before any connection.
    }
  }
  return urls.filter((url) => isPrivateHost(url.hostname)).map(targetOf);
}

export function createCheckLimiter(
  options: { perMinute?: number; privateTargetsPerMinute?: number; now?: () => number } = {},
): CheckLimiter {
  const capacity = options.perMinute ?? CHECKS_PER_MINUTE;
  const privateCap = options.privateTargetsPerMinute ?? PRIVATE_TARGETS_PER_MINUTE;
  const now = options.now ?? Date.now;
  let tokens = capacity;
  let refilledAt = now();
  /** Private targets checked in the last minute, and when each was last checked. */
  const recentPrivate = new Map<string, number>();

  const take = (targets: readonly string[]) => {
    const at = now();
    tokens = Math.min(capacity, tokens + ((at - refilledAt) * capacity) / MINUTE_MS);
    refilledAt = at;
    for (const [target, seen] of recentPrivate)
      if (at - seen >= MINUTE_MS) recentPrivate.delete(target);
    const fresh = new Set(targets.filter((target) => !recentPrivate.has(target)));
    if (tokens < 1 || recentPrivate.size + fresh.size > privateCap)
      throw new DesktopError('RATE_LIMITED', TOO_MANY_CHECKS);
    tokens -= 1;
    for (const target of targets) recentPrivate.set(target, at);
  };

  return {
    admitTyped(address, proxy) {
      const targets = privateTargets(address, proxy);
      if (targets) take(targets);
    },
    admit: () => take([]),
  };
}
