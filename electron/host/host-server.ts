// Browser mode: the same services, IPC router and gateway as the Electron app, served over HTTP
// on 127.0.0.1 to a normal browser. It exists for Linux servers, remote desktops and WSL, and it is
// how every end-to-end test drives the app. A per-launch token (accepted once, from `/?token=…`)
// becomes an HttpOnly SameSite=Strict session cookie named for the port; requests without it,
// with a foreign Host (DNS rebinding), a foreign Origin (CSRF) or another site's Sec-Fetch-Site
// (other ports of 127.0.0.1 included) are refused before anything else runs.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { contract, type ChannelName } from '../../preload/contract/channels.ts';
import { DEFAULT_MAX_PAYLOAD_BYTES } from '../../preload/contract/define.ts';
import type { IpcResult } from '../../preload/contract/result.ts';
import type { Core } from '../core.ts';
import { createAppProtocolHandler } from '../protocol/app-protocol.ts';
import { answerDownload } from './download-route.ts';
import { createEventStreams, EVENTS_PATH } from './event-stream.ts';
import { compressBytes, compressStream, encodingFor } from '../protocol/compress.ts';

/**
 * The session cookie's name, one per port: cookies ignore ports, so two hosts on 127.0.0.1 (two
 * user-data folders, a test run beside the real one) would otherwise overwrite and read each
 * other's. A browser still sends every port's cookie to each host; only its own name is read.
 */
export function sessionCookieName(port: number): string {
  return `mcd_session_${port}`;
}
/** Body cap for `/ipc/*` calls: the channel's own payload limit (plus JSON framing slack). */
function ipcBodyLimit(channel: string): number {
  const spec = Object.hasOwn(contract, channel) ? contract[channel as ChannelName] : null;
  return (spec?.maxPayloadBytes ?? DEFAULT_MAX_PAYLOAD_BYTES) + 1024;
}

export interface HostOptions {
  core: Core;
  rendererDir: string;
  port?: number;
  /** Fixed launch token (tests); random otherwise. */
  token?: string;
  log?: (message: string) => void;
}

export interface Host {
  readonly port: number;
  readonly origin: string;
  /** The one-time launch link. */
  readonly launchUrl: string;
  close(): Promise<void>;
}

function secretEquals(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function readCookie(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}

function sendText(
  res: ServerResponse,
  status: number,
  text: string,
  extra: Record<string, string> = {},
): void {
  res.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    ...extra,
  });
  res.end(text);
}

function sendResult(res: ServerResponse, status: number, result: IpcResult<unknown>): void {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(JSON.stringify(result));
}

/** An IPC answer, compressed when the client accepts it and it is large enough to gain. */
async function sendAnswer(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  result: IpcResult<unknown>,
): Promise<void> {
  const json = Buffer.from(JSON.stringify(result));
  const type = 'application/json; charset=utf-8';
  const encoding = encodingFor(req, type, json.length);
  const headers: Record<string, string> = { 'content-type': type, 'cache-control': 'no-store' };
  if (!encoding) {
    res.writeHead(status, headers);
    return void res.end(json);
  }
  const body = await compressBytes(json, encoding);
  res.writeHead(status, { ...headers, 'content-encoding': encoding, vary: 'accept-encoding' });
  res.end(body);
}

const STATUS_BY_CODE: Record<string, number> = {
  UNKNOWN_CHANNEL: 404,
  INVALID_PAYLOAD: 400,
  PAYLOAD_TOO_LARGE: 413,
  FORBIDDEN_SENDER: 403,
};

async function readBody(req: IncomingMessage, limit: number): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Refuses a request for another host name or from another web site; true when it did. */
function refusedForeign(
  req: IncomingMessage,
  res: ServerResponse,
  host: string,
  allowed: ReadonlySet<string>,
): boolean {
  if (!allowed.has(host)) {
    sendText(res, 403, 'Browser mode answers only on 127.0.0.1 and localhost.');
    return true;
  }
  const origin = req.headers.origin;
  if (origin !== undefined && !allowed.has(origin.replace(/^http:\/\//, ''))) {
    sendText(res, 403, 'Requests from other web sites are refused.');
    return true;
  }
  // A page on another port of this machine is "same-site" to the browser: it gets the
  // SameSite=Strict cookie sent with its navigations, images and downloads, and sends no Origin
  // on a GET. Only this origin's own requests (or ones the user typed or opened: `none`) pass.
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') {
    sendText(res, 403, 'Requests from other web sites are refused.');
    return true;
  }
  return false;
}

/** The launch link's one-time token, and the session cookie it is exchanged for. */
interface LaunchSession {
  readonly launchToken: string;
  readonly secret: string;
  used: boolean;
}

/**
 * The launch link's token is exchanged once for the session cookie; every other request needs
 * that cookie. False when the request was answered here.
 */
function admitSession(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  session: LaunchSession,
  port: number,
): boolean {
  const offered = url.searchParams.get('token');
  if (offered !== null && req.method === 'GET') {
    if (!session.used && secretEquals(offered, session.launchToken)) {
      session.used = true;
      url.searchParams.delete('token');
      res.writeHead(303, {
        location: `${url.pathname}${url.search}`,
        'set-cookie': `${sessionCookieName(port)}=${session.secret}; HttpOnly; SameSite=Strict; Path=/`,
        'cache-control': 'no-store',
      });
      res.end();
      return false;
    }
    if (
      !secretEquals(readCookie(req.headers.cookie, sessionCookieName(port)) ?? '', session.secret)
    ) {
      sendText(
        res,
        403,
        'This launch link was already used or is wrong. Restart browser mode for a new link.',
      );
      return false;
    }
  }

  if (
    !secretEquals(readCookie(req.headers.cookie, sessionCookieName(port)) ?? '', session.secret)
  ) {
    sendText(res, 401, 'Browser mode needs the launch link printed in the terminal (…/?token=…).');
    return false;
  }
  return true;
}

/**
 * `POST /ipc/<channel>`: the JSON body through the IPC router, answered with its envelope. The
 * answer says how long the host took (`Server-Timing: host;dur=<ms>`, from the request's arrival
 * to its answer), so a page's Resource Timing tells the host's own time from the browser's wait.
 */
async function answerIpc(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  host: string,
  router: Core['router'],
): Promise<void> {
  const arrived = performance.now();
  if (req.method !== 'POST')
    return sendText(res, 405, 'IPC calls are POST requests.', { allow: 'POST' });
  if (!(req.headers['content-type'] ?? '').startsWith('application/json')) {
    return sendResult(res, 415, {
      ok: false,
      error: { code: 'INVALID_PAYLOAD', message: 'IPC requests must be application/json.' },
    });
  }
  let channel: string;
  try {
    channel = decodeURIComponent(url.pathname.slice('/ipc/'.length));
  } catch {
    // A malformed escape (`%E0%A4%A`) names no channel; decoding it must not become a 500.
    return sendResult(res, 404, {
      ok: false,
      error: { code: 'UNKNOWN_CHANNEL', message: 'The IPC channel name is not valid.' },
    });
  }
  const limit = ipcBodyLimit(channel);
  const body = await readBody(req, limit);
  if (body === null) {
    res.setHeader('connection', 'close');
    return sendResult(res, 413, {
      ok: false,
      error: {
        code: 'PAYLOAD_TOO_LARGE',
        message: `The request for ${channel.slice(0, 80)} is larger than ${limit} bytes.`,
      },
    });
  }
  const result = await router.dispatch(channel, body, {
    url: `http://${host}/`,
    isTopFrame: true,
  });
  res.setHeader('server-timing', `host;dur=${(performance.now() - arrived).toFixed(1)}`);
  return sendAnswer(req, res, result.ok ? 200 : (STATUS_BY_CODE[result.error.code] ?? 200), result);
}

/**
 * The largest answer compressed in one call (the gateway's own cap on an answer it holds whole);
 * a larger one, a download, streams through the compressor.
 */
const ONE_CALL_MAX_BYTES = 64 * 1024 * 1024;

/**
 * Everything else is the renderer's origin (static files, SPA routes, /org/<id>/… gateway),
 * streamed back and compressed when worth it.
 */
async function answerRendererOrigin(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  serveApp: (request: Request) => Promise<Response>,
  gateway: Core['gateway'],
): Promise<void> {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined || key === 'cookie' || key === 'authorization' || key.startsWith(':'))
      continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  // The Fetch API refuses these methods (a TypeError in `new Request`); nothing here serves them.
  if (req.method === 'CONNECT' || req.method === 'TRACE' || req.method === 'TRACK')
    return sendText(res, 405, 'Method not allowed.', {
      allow: 'GET, HEAD, POST, PUT, PATCH, DELETE',
    });
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  // The browser cancelled (a page left, a query aborted): the backend call stops too, rather
  // than running on to its timeout. The answer's close before it was sent says so.
  const cancelled = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) cancelled.abort();
  });
  const request = new Request(url, {
    method: req.method ?? 'GET',
    headers,
    signal: cancelled.signal,
    ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream<Uint8Array>, duplex: 'half' } : {}),
  });
  const response = (await answerDownload(url, request, gateway)) ?? (await serveApp(request));
  const outHeaders: Record<string, string> = {};
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie') outHeaders[key] = value;
  });
  // A body nobody read (the request was refused) stays on the wire ahead of the connection's
  // next request, which would then wait for a timeout: answer, then close this connection.
  if (hasBody && !req.complete) outHeaders.connection = 'close';
  const declared = response.headers.get('content-length');
  const length = declared === null ? null : Number(declared);
  const encoding =
    response.body && req.method !== 'HEAD' && !response.headers.has('content-encoding')
      ? encodingFor(req, response.headers.get('content-type'), length)
      : null;
  if (encoding) {
    delete outHeaders['content-length'];
    outHeaders['content-encoding'] = encoding;
    outHeaders.vary = 'accept-encoding';
  }
  if (encoding && response.body && length !== null && length <= ONE_CALL_MAX_BYTES) {
    // A whole answer of known size (the gateway's, a file) is compressed in one call: for a 9 MB
    // health summary that took 20 ms against 35+ for the same bytes as a stream (this 2-core VM).
    const compressed = await compressBytes(Buffer.from(await response.arrayBuffer()), encoding);
    outHeaders['content-length'] = String(compressed.byteLength);
    res.writeHead(response.status, outHeaders);
    return void res.end(compressed);
  }
  res.writeHead(response.status, outHeaders);
  if (!response.body || req.method === 'HEAD') return void res.end();
  const body = Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
  body.on('error', () => res.destroy());
  // The answer's close (sent, or the client went away), not the request's: a request emits
  // 'close' once its body is read, which would cut off an answer that did not need the body.
  res.on('close', () => body.destroy());
  if (!encoding) return void body.pipe(res);
  const compressed = compressStream(encoding, length);
  compressed.on('error', () => res.destroy());
  body.pipe(compressed).pipe(res);
}

/** How long an idle keep-alive connection to the host stays open. */
const KEEP_ALIVE_MS = 60_000;

export async function startHost(options: HostOptions): Promise<Host> {
  const launchToken = options.token ?? randomBytes(32).toString('base64url');
  const session: LaunchSession = {
    launchToken,
    secret: randomBytes(32).toString('base64url'),
    used: false,
  };
  const log = options.log ?? ((message: string) => console.error(`[host] ${message}`));
  const serveApp = createAppProtocolHandler({
    rendererDir: options.rendererDir,
    gateway: () => options.core.gateway,
    precompressed: true,
  });
  // Main → renderer events as Server-Sent Events (event-stream.ts), behind the checks below.
  const eventStreams = createEventStreams({ bus: options.core.events });
  let port = 0;
  const allowedHosts = () => new Set([`127.0.0.1:${port}`, `localhost:${port}`]);

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const host = req.headers.host ?? '';
    if (refusedForeign(req, res, host, allowedHosts())) return;
    const url = new URL(req.url ?? '/', `http://${host}`);
    if (!admitSession(req, res, url, session, port)) return;
    if (url.pathname === EVENTS_PATH) return eventStreams.handle(req, res, url);
    if (url.pathname.startsWith('/ipc/'))
      return answerIpc(req, res, url, host, options.core.router);
    return answerRendererOrigin(req, res, url, serveApp, options.core.gateway);
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      log(`request failed: ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent)
        sendText(res, 500, 'The browser-mode host failed to answer this request.');
      else res.destroy();
    });
  });
  server.on('clientError', (_error, socket) => socket.destroy());
  // An idle connection is kept a minute, not Node's 5 s: a client that keeps connections (the
  // test runner's request context, a script) and sends just as the server closes an idle one gets
  // ECONNRESET; clients close their side before the `Keep-Alive: timeout` this announces.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  port = (server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${port}`;
  return {
    port,
    origin,
    launchUrl: `${origin}/?token=${launchToken}`,
    close: () =>
      new Promise<void>((resolve) => {
        eventStreams.close();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
