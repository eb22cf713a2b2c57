// The connection doctor: an organisation's address checked step by step — name lookup, the
// proxy, the TCP connection, TLS, Mission Control answering over HTTP, and sign-in — each passed
// or failed with the real error and what the user can do about it. A step that cannot run after
// an earlier failure is skipped and says why. Every step has its own limit within one deadline for
// the run, so the whole run stays under ten seconds however the network misbehaves.
import { lookup } from 'node:dns/promises';
import { connect as netConnect, isIP, type Socket } from 'node:net';
import { connect as tlsConnect, getCACertificates, type PeerCertificate } from 'node:tls';
import type { AuthStatus } from '../../preload/contract/auth.ts';
import type { DoctorReport, DoctorStep, DoctorStepId } from '../../preload/contract/orgs.ts';
import type { BackendTarget, BackendTransport } from '../gateway/backend-fetch.ts';
import { systemProxyFor } from '../gateway/system-network.ts';
import { probeOrg } from './org-probe.ts';

export const STEP_TIMEOUT_MS = 3000;
/**
 * The run's deadline (issue 21: the doctor answers in under 10 s). Mission Control answering and
 * the sign-in wait on the server's own work, so they get twice a network step's limit from what is
 * left: a backend busy for 3 s is slow, not missing.
 */
export const RUN_TIMEOUT_MS = 9500;

export interface DoctorDeps {
  transport: BackendTransport;
  /** The organisation's sign-in state as the app sees it (whoami with its stored credential). */
  signInStatus: () => Promise<AuthStatus>;
  /** Proxy settings of the environment, for organisations without their own (tests pass one). */
  env?: NodeJS.ProcessEnv;
  stepTimeoutMs?: number;
  runTimeoutMs?: number;
}

type Outcome = Pick<DoctorStep, 'status' | 'detail' | 'fix'>;

const TITLES: Record<DoctorStepId, string> = {
  dns: 'Name lookup',
  proxy: 'Proxy',
  tcp: 'Connection',
  tls: 'TLS certificate',
  http: 'Mission Control answers',
  'sign-in': 'Sign-in',
};

const pass = (detail: string): Outcome => ({ status: 'pass', detail, fix: null });
const fail = (detail: string, fix: string): Outcome => ({ status: 'fail', detail, fix });
const skip = (detail: string): Outcome => ({ status: 'skip', detail, fix: null });

const errorText = (error: unknown) =>
  error instanceof Error
    ? `${(error as NodeJS.ErrnoException).code ? `${(error as NodeJS.ErrnoException).code}: ` : ''}${error.message}`
    : String(error);

const seconds = (ms: number) => Number((ms / 1000).toFixed(1));

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`${what} did not answer within ${seconds(ms)} s`)),
        ms,
      );
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * The proxy a request to `url` goes through: the organisation's, else the system's — the same
 * choice the Node transport makes (gateway/system-network.ts).
 */
export function proxyFor(url: URL, own: string | null, env: NodeJS.ProcessEnv): string | null {
  return own ?? systemProxyFor(url, env);
}

const portOf = (url: URL) => Number(url.port || (url.protocol === 'https:' ? 443 : 80));
const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

function openSocket(host: string, port: number, ms: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = netConnect({ host, port });
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer from ${host}:${port} within ${seconds(ms)} s`));
    }, ms);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve(socket);
    });
    socket.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

async function checkDns(url: URL, ms: number): Promise<Outcome> {
  const host = hostOf(url);
  if (isIP(host)) return pass(`${host} is an IP address: nothing to look up`);
  try {
    const addresses = await withTimeout(lookup(host, { all: true }), ms, 'The name lookup');
    return pass(`${host} resolves to ${addresses.map((a) => a.address).join(', ')}`);
  } catch (error) {
    return fail(
      `${host} could not be looked up (${errorText(error)})`,
      'Check the address for typos. An internal name may need the VPN, or your DNS settings.',
    );
  }
}

async function checkProxy(url: URL, proxy: string, ms: number): Promise<Outcome> {
  const proxyUrl = URL.parse(proxy);
  if (!proxyUrl) {
    return fail(
      `The proxy address "${proxy}" is not a URL`,
      'Correct the proxy in the organisation’s settings (http://host:port).',
    );
  }
  const where = `${url.hostname}:${portOf(url)}`;
  try {
    const socket = await openSocket(hostOf(proxyUrl), portOf(proxyUrl), ms);
    try {
      const status = await withTimeout(
        new Promise<string>((resolve, reject) => {
          socket.once('data', (chunk: Buffer) =>
            resolve(chunk.toString('latin1').split('\r\n')[0] ?? ''),
          );
          socket.once('error', reject);
          socket.write(`CONNECT ${where} HTTP/1.1\r\nHost: ${where}\r\n\r\n`);
        }),
        ms,
        'The proxy',
      );
      if (/^HTTP\/1\.[01] 200/.test(status))
        return pass(`${proxyUrl.host} opens a tunnel to ${where}`);
      return fail(
        `${proxyUrl.host} refused a tunnel to ${where}: ${status || 'no status line'}`,
        /407/.test(status)
          ? // Proxy addresses carry no credentials (the contract refuses them): never advise it.
            'The proxy wants a user name and password, which this app does not send: ask its owner to let this computer through, or point the organisation at a local proxy that signs in for you.'
          : 'The proxy does not let this address through: ask its owner, or add the host to NO_PROXY.',
      );
    } finally {
      socket.destroy();
    }
  } catch (error) {
    return fail(
      `The proxy ${proxyUrl.host} could not be reached (${errorText(error)})`,
      'Check the proxy address in the organisation’s settings or your system’s proxy settings.',
    );
  }
}

async function checkTcp(url: URL, ms: number): Promise<Outcome> {
  const host = hostOf(url);
  const port = portOf(url);
  try {
    (await openSocket(host, port, ms)).destroy();
    return pass(`${host}:${port} accepts connections`);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return fail(
      `${host}:${port} did not accept a connection (${errorText(error)})`,
      code === 'ECONNREFUSED'
        ? `Nothing listens on port ${port} there: check the port, and that Mission Control runs at this address.`
        : 'A firewall or VPN may be dropping the connection: check that this machine may reach the address.',
    );
  }
}

const describe = (name: PeerCertificate['issuer'] | undefined) =>
  name
    ? ((name as unknown as Record<string, string | undefined>).CN ??
      (name as unknown as Record<string, string | undefined>).O ??
      'unnamed')
    : 'unnamed';

/** One TLS handshake against `ca` (undefined: Node's bundled store); the peer or the error. */
function handshake(
  url: URL,
  ca: string[] | undefined,
  ms: number,
): Promise<{ cert: PeerCertificate } | { error: NodeJS.ErrnoException }> {
  const host = hostOf(url);
  return new Promise((resolve) => {
    const socket = tlsConnect({
      host,
      port: portOf(url),
      servername: isIP(host) ? undefined : host,
      ca,
      timeout: ms,
    });
    socket.once('secureConnect', () => {
      const cert = socket.getPeerCertificate();
      socket.destroy();
      resolve({ cert });
    });
    socket.once('error', (error: NodeJS.ErrnoException) => {
      socket.destroy();
      resolve({ error });
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve({
        error: Object.assign(new Error(`no TLS answer within ${seconds(ms)} s`), {
          code: 'ETIMEDOUT',
        }),
      });
    });
  });
}

function tlsFix(code: string | undefined, host: string): string {
  switch (code) {
    case 'CERT_HAS_EXPIRED':
      return 'The server’s certificate has expired: ask the server’s owner to renew it.';
    case 'ERR_TLS_CERT_ALTNAME_INVALID':
      return `The certificate is not issued for ${host}: use the address the certificate names.`;
    case 'DEPTH_ZERO_SELF_SIGNED_CERT':
    case 'SELF_SIGNED_CERT_IN_CHAIN':
    case 'UNABLE_TO_GET_ISSUER_CERT_LOCALLY':
    case 'UNABLE_TO_VERIFY_LEAF_SIGNATURE':
      return 'The certificate is signed by a CA this machine does not trust: add that CA (PEM) as the organisation’s CA bundle.';
    default:
      return 'Check that the address speaks HTTPS on this port.';
  }
}

async function checkTls(url: URL, caBundle: string | null, ms: number): Promise<Outcome> {
  const system = [...getCACertificates('default'), ...getCACertificates('system')];
  let result = await handshake(url, system, ms);
  let store = 'the system’s trust store';
  if ('error' in result && caBundle) {
    const withBundle = await handshake(url, [...system, caBundle], ms);
    if ('cert' in withBundle) {
      result = withBundle;
      store = 'the organisation’s CA bundle';
    }
  }
  if ('error' in result) {
    const code = result.error.code;
    return fail(
      `The certificate was not accepted (${errorText(result.error)})${caBundle ? ', with or without the organisation’s CA bundle' : ''}`,
      tlsFix(code, hostOf(url)),
    );
  }
  const { cert } = result;
  const expires = Date.parse(cert.valid_to);
  const days = Math.floor((expires - Date.now()) / 86_400_000);
  return pass(
    `Verified by ${store}: issued to ${describe(cert.subject)} by ${describe(cert.issuer)}, expires ${new Date(expires).toISOString().slice(0, 10)} (in ${days} days)`,
  );
}

async function checkHttp(target: BackendTarget, deps: DoctorDeps, ms: number): Promise<Outcome> {
  const probed = await probeOrg(
    deps.transport,
    { url: `${target.baseUrl}${target.prefix}`, caBundle: target.caBundle, proxy: target.proxy },
    { totalTimeoutMs: ms, maxResponseBytes: 256 * 1024 },
  );
  if (!probed.ok)
    return fail(
      `No Mission Control answer: ${probed.reason}${probed.error ? ` (${probed.error.message})` : ''}`,
      'Check that the address is the Mission Control console or its backend, not another service.',
    );
  // The probe is lenient for adding an organisation (it keeps an address whose prefix it cannot
  // tell); the doctor is not: an address where neither about page is Mission Control's fails here.
  if (probed.prefix === null && !probed.authRequired)
    return fail(
      'The address answers, but neither /api/about nor /about answers as Mission Control does',
      'Check that the address is the Mission Control console or its backend, not another service (a renamed or removed organisation, or a web server in its place).',
    );
  return pass(
    `Its about page answers like Mission Control${probed.version ? ` ${probed.version}` : ''}${probed.authRequired ? ', and it asks for credentials' : ''}`,
  );
}

async function checkSignIn(deps: DoctorDeps, ms: number): Promise<Outcome> {
  let status: AuthStatus;
  try {
    status = await withTimeout(deps.signInStatus(), ms, 'The sign-in check');
  } catch (error) {
    return fail(`The sign-in could not be checked (${errorText(error)})`, 'Try again in a moment.');
  }
  switch (status.state) {
    case 'signed-in':
      return pass(`Signed in as ${status.user?.email ?? status.user?.name ?? 'an unnamed user'}`);
    case 'needs-sign-in':
      return fail(
        status.message ?? 'Not signed in, or the server refused the stored credential',
        'Sign in again: a wrong password or a revoked token is refused here.',
      );
    case 'keychain-unavailable':
      return fail(
        status.message ?? 'The keychain could not be used',
        'Unlock the system keychain, or keep credentials for this session only.',
      );
    case 'provisioning':
      return fail(
        status.message ?? 'The backend is still starting',
        'Wait a few minutes and try again.',
      );
    default:
      return fail(
        status.message ?? 'The backend could not be reached',
        'Fix the failing step above first.',
      );
  }
}

export async function runDoctor(target: BackendTarget, deps: DoctorDeps): Promise<DoctorReport> {
  const cap = deps.stepTimeoutMs ?? STEP_TIMEOUT_MS;
  const deadline = Date.now() + (deps.runTimeoutMs ?? RUN_TIMEOUT_MS);
  /** A step's limit: `times` a network step's, within what is left of the run (a second at least). */
  const limit = (times = 1) => {
    const own = cap * times;
    const left = Math.round((deadline - Date.now()) / 100) * 100;
    return Math.max(Math.min(own, left), Math.min(own, 1000));
  };
  const url = new URL(target.baseUrl);
  const proxy = proxyFor(url, target.proxy, deps.env ?? process.env);
  const steps: DoctorStep[] = [];
  let blocked: string | null = null;
  const run = async (id: DoctorStepId, check: () => Promise<Outcome>) => {
    const started = Date.now();
    const outcome = blocked ? skip(`Not tried: ${blocked}`) : await check();
    steps.push({ id, title: TITLES[id], ...outcome, ms: Date.now() - started });
    if (outcome.status === 'fail' && id !== 'sign-in') blocked ??= `${TITLES[id]} failed`;
  };
  if (proxy) {
    await run('dns', () => Promise.resolve(skip(`Looked up by the proxy ${new URL(proxy).host}`)));
    await run('proxy', () => checkProxy(url, proxy, limit()));
    await run('tcp', () => Promise.resolve(skip('Made by the proxy')));
  } else {
    await run('dns', () => checkDns(url, limit()));
    await run('proxy', () =>
      Promise.resolve(skip('No proxy: the organisation has none and the system sets none')),
    );
    await run('tcp', () => checkTcp(url, limit()));
  }
  if (url.protocol === 'https:')
    await run('tls', () =>
      proxy
        ? Promise.resolve(skip('Checked through the proxy by the next step'))
        : checkTls(url, target.caBundle, limit()),
    );
  else steps.push({ id: 'tls', title: TITLES.tls, ...skip('Plain HTTP: no certificate'), ms: 0 });
  await run('http', () => checkHttp(target, deps, limit(2)));
  await run('sign-in', () => checkSignIn(deps, limit(2)));
  return {
    url: `${target.baseUrl}${target.prefix}`,
    ok: steps.every((s) => s.status !== 'fail'),
    steps,
  };
}
