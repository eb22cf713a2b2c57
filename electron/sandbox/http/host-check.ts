// DNS-rebinding guard for the Sandbox's HTTP server. It listens on 127.0.0.1 only, but a web page
// on an attacker's domain can point that domain's name at 127.0.0.1 and then talk to the Sandbox
// as "its own" origin. The browser still sends the attacker's name in Host, so a request is served
// only when Host names this machine by a loopback name and this server's own port — which every
// real client sends (Node fetch/undici and http.request put the URL's host:port there).

/** The names a loopback client may use for this server (the bind address is 127.0.0.1). */
const LOOPBACK_NAMES = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Whether a Host header addresses this server. `port` is the port the connection arrived on;
 * a Host without a port counts as the scheme's default port (80 for http, 443 for https).
 */
export function isAllowedHost(
  host: string | undefined,
  port: number | undefined,
  tls: boolean,
): boolean {
  if (!host || port === undefined) return false;
  const match = /^(\[[^\]]*\]|[^:]*)(?::(\d+))?$/.exec(host.trim().toLowerCase());
  if (!match) return false;
  const name = (match[1] ?? '').replace(/\.$/, '');
  if (!LOOPBACK_NAMES.has(name)) return false;
  const hostPort = match[2] === undefined ? (tls ? 443 : 80) : Number(match[2]);
  return hostPort === port;
}

/** The refusal's plain-text body: what was wrong and which addresses work. */
export function misdirectedMessage(port: number | undefined, tls: boolean): string {
  const scheme = tls ? 'https' : 'http';
  const addresses =
    port === undefined
      ? 'this machine by 127.0.0.1, localhost or [::1]'
      : `${scheme}://127.0.0.1:${port}, ${scheme}://localhost:${port} or ${scheme}://[::1]:${port}`;
  return (
    `This Sandbox answers only requests addressed to ${addresses}; ` +
    'the request named another host (a web page trying to reach the Sandbox through its own ' +
    'domain name is refused).\n'
  );
}
