// `POST /connection/test/{id}` (reference S11) tested for real from this machine wherever the
// sandbox can speak the protocol: HTTP(S) for HTTP-based kinds, Postgres, Redis, and a TCP
// connect for servers whose protocol it does not speak (the answer says credentials were not
// checked). Other kinds answer not implemented, as the backend does for kinds it cannot test.
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { postgresTarget, probePostgres } from './postgres.ts';
import { probeRedis, redisTarget } from './redis.ts';
import { ProbeSocket } from './wire.ts';

export interface ConnectionRow {
  type: string;
  url: string | null;
  username: string | null;
  password: string | null;
  insecure_tls: boolean | null;
  properties: Record<string, unknown> | null;
}

export type TestOutcome =
  | { kind: 'ok'; detail: string }
  | { kind: 'failed'; error: string }
  | { kind: 'unsupported'; error: string };

/** How long one test may take before it fails as timed out. */
export const TEST_TIMEOUT_MS = 8000;

const HTTP_KINDS = new Set(['http', 'prometheus', 'elasticsearch', 'webhook', 'generic_webhook']);

/** Default ports of the kinds tested by a TCP connect alone. */
const TCP_KINDS: Record<string, number> = {
  mysql: 3306,
  sql_server: 1433,
  mssql: 1433,
  mongo: 27017,
  ldap: 389,
  sftp: 22,
  smb: 445,
  email: 587,
};

/** A reference (`secret://…`, `configmap://…`) is resolved inside a cluster, not here. */
const isReference = (value: string | null) => !!value && /^(secret|configmap):\/\//.test(value);

function httpProbe(row: ConnectionRow, deadline: number): Promise<string> {
  const url = new URL(row.url ?? '');
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`expected an http:// or https:// url, got ${url.protocol}//`);
  const headers: Record<string, string> = { 'User-Agent': 'mission-control-sandbox' };
  if (row.username && row.password)
    headers.Authorization = `Basic ${Buffer.from(`${row.username}:${row.password}`).toString('base64')}`;
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      url,
      {
        method: 'GET',
        headers,
        timeout: Math.max(1, deadline - Date.now()),
        rejectUnauthorized: !row.insecure_tls,
      },
      (res) => {
        res.resume();
        const status = res.statusCode ?? 0;
        const line = `GET ${url.href} returned ${status} ${res.statusMessage ?? ''}`.trim();
        if (status >= 200 && status < 400) resolve(line);
        else reject(new Error(line));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`GET ${url.href}: timed out`)));
    req.on('error', reject);
    req.end();
  });
}

/** host:port from a URL or a bare `host:port`; `fallback` when the port is not given. */
function hostPort(address: string, fallback: number): { host: string; port: number } {
  const parsed = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(address) ? address : `tcp://${address}`);
  return { host: parsed.hostname, port: parsed.port ? Number(parsed.port) : fallback };
}

async function tcpProbe(row: ConnectionRow, port: number, deadline: number): Promise<string> {
  const explicitPort = Number(row.properties?.port);
  const target = hostPort(row.url ?? '', Number.isInteger(explicitPort) ? explicitPort : port);
  const socket = await ProbeSocket.open(target.host, target.port, deadline);
  socket.close();
  return `tcp ${target.host}:${target.port} is reachable (credentials are not checked for ${row.type})`;
}

function errorText(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return errorText(error.errors[0]);
  return error instanceof Error ? error.message : String(error);
}

export async function testConnection(
  row: ConnectionRow,
  timeoutMs = TEST_TIMEOUT_MS,
): Promise<TestOutcome> {
  const deadline = Date.now() + timeoutMs;
  const type = row.type.toLowerCase();
  const tcpPort = TCP_KINDS[type];
  let run: (() => Promise<string>) | null = null;
  if (HTTP_KINDS.has(type)) run = () => httpProbe(row, deadline);
  else if (type === 'postgres')
    run = () => probePostgres(postgresTarget(row.url ?? '', row.username, row.password), deadline);
  else if (type === 'redis')
    run = () =>
      probeRedis(
        redisTarget(row.url ?? '', row.username, row.password, row.properties?.db),
        deadline,
      );
  else if (tcpPort !== undefined) run = () => tcpProbe(row, tcpPort, deadline);
  if (!run)
    return {
      kind: 'unsupported',
      error: `testing connections of type ${row.type} is not implemented`,
    };
  if (!row.url) return { kind: 'failed', error: 'the connection has no url' };
  if ([row.url, row.username, row.password].some(isReference))
    return {
      kind: 'failed',
      error: 'the connection refers to a secret or config map, which only a cluster can resolve',
    };
  try {
    return { kind: 'ok', detail: await run() };
  } catch (error) {
    return { kind: 'failed', error: errorText(error) };
  }
}
