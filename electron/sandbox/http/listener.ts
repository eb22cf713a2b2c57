// Node request listener for the sandbox: reads the body (with a size cap), applies the optional
// response delay, dispatches, and never lets an exception leave as a stack trace.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LARGE_ANSWER_BYTES, compressBytes, encodingFor } from '../../protocol/compress.ts';
import { isAllowedHost, misdirectedMessage } from './host-check.ts';
import type { IncomingRequest } from './router.ts';
import type { RouteResponse } from './types.ts';

const maxBody = 8 * 1024 * 1024;

class BodyTooLarge extends Error {}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBody) {
        reject(new BodyTooLarge('request body too large'));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** Postgres errors a handler did not anticipate still map to duty's `{error}` with a sensible status. */
function errorResponse(error: unknown): RouteResponse {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  const message = error instanceof Error ? error.message : 'internal error';
  let status = 500;
  if (code === '23505' || code === '23503') status = 409;
  else if (/^(22|23|42)/.test(code)) status = 400;
  const body = status === 500 ? { error: 'internal sandbox error' } : { error: message };
  return {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
    body: JSON.stringify(body),
  };
}

export interface ListenerOptions {
  dispatch: (req: IncomingRequest) => Promise<RouteResponse>;
  delayMs?: number;
  log?: (message: string, error?: unknown) => void;
  /** Compresses a large answer (compress.ts); tests pass one that fails. */
  compress?: typeof compressBytes;
}

/** Answers 421 (and returns true) when the request's Host is not this server (host-check.ts). */
function refusedHost(req: IncomingMessage, res: ServerResponse): boolean {
  const port = req.socket.localPort;
  const tls = 'encrypted' in req.socket;
  if (isAllowedHost(req.headers.host, port, tls)) return false;
  // The body is not read: the connection closes after the answer.
  res.writeHead(421, {
    'Content-Type': 'text/plain; charset=utf-8',
    Connection: 'close',
    'Cache-Control': 'no-store',
  });
  res.end(req.method === 'HEAD' ? undefined : misdirectedMessage(port, tls));
  return true;
}

export function createListener(options: ListenerOptions) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    if (refusedHost(req, res)) return;
    void (async () => {
      let response: RouteResponse;
      try {
        const body = await readBody(req);
        response = await options.dispatch({
          method: req.method ?? 'GET',
          url: req.url ?? '/',
          headers: req.headers,
          body,
        });
      } catch (error) {
        if (error instanceof BodyTooLarge) {
          response = {
            status: 413,
            headers: { 'Content-Type': 'application/json' },
            body: '{"error":"request body too large"}',
          };
        } else {
          options.log?.(`sandbox: ${req.method} ${req.url} failed`, error);
          response = errorResponse(error);
        }
      }
      if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
      if (res.destroyed) return;
      await send(req, res, response, options.compress ?? compressBytes);
    })();
  };
}

/**
 * Writes the answer; a large one compressed when the client accepts it, as a backend behind a
 * compressing proxy answers: the app's gateway then hands the compressed bytes to the page as they
 * are instead of taking many MB in and compressing them itself (a 9 MB health summary). A smaller
 * one goes plain, which costs nothing over the loopback, and the gateway compresses it: compressed
 * here, the Sandbox's memory grew 20 MB over the memory benchmark's 3 minutes (against 1 MB), its
 * five organisations' refreshes each compressing a summary.
 */
async function send(
  req: IncomingMessage,
  res: ServerResponse,
  response: RouteResponse,
  compress: typeof compressBytes,
) {
  const headers: Record<string, string> = { ...response.headers };
  if (req.method === 'HEAD' || response.body === undefined) {
    res.writeHead(response.status, headers);
    return void res.end();
  }
  const bytes =
    typeof response.body === 'string' ? Buffer.from(response.body, 'utf8') : response.body;
  const type = Object.entries(headers).find(([name]) => name.toLowerCase() === 'content-type');
  const encoding =
    bytes.byteLength >= LARGE_ANSWER_BYTES ? encodingFor(req, type?.[1], bytes.byteLength) : null;
  if (!encoding) {
    res.writeHead(response.status, headers);
    return void res.end(bytes);
  }
  // A compressor that fails (out of memory) still leaves the answer to go plain.
  const compressed = await compress(bytes, encoding).catch(() => null);
  if (res.destroyed) return;
  if (!compressed) {
    res.writeHead(response.status, headers);
    return void res.end(bytes);
  }
  res.writeHead(response.status, {
    ...headers,
    'Content-Encoding': encoding,
    'Content-Length': String(compressed.byteLength),
    Vary: 'Accept-Encoding',
  });
  res.end(compressed);
}
