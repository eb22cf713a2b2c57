// Support for the host fuzz (host-fuzz.test.ts): the seed, a keep-alive HTTP client that sends
// exactly what it is given, a small worker pool, and the checks every answer must pass.
import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import zlib from 'node:zlib';

/** `MCD_FUZZ_SEED` replays a run; otherwise a fresh seed, printed so a failure can be replayed. */
export function fuzzSeed(): number {
  const fromEnv = process.env.MCD_FUZZ_SEED;
  if (fromEnv !== undefined && fromEnv !== '') {
    const seed = Number(fromEnv);
    if (!Number.isInteger(seed)) throw new Error(`MCD_FUZZ_SEED is not an integer: ${fromEnv}`);
    return seed;
  }
  return (Date.now() ^ (Math.random() * 0x7fffffff)) | 0;
}

/** Total generated cases (IPC + gateway); `MCD_FUZZ_RUNS` raises or lowers it. */
export function fuzzRuns(fallback: number): number {
  const fromEnv = Number(process.env.MCD_FUZZ_RUNS ?? '');
  return Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : fallback;
}

export interface RawRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer | undefined;
}

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export const agent = new Agent({ keepAlive: true, maxSockets: 8 });

/** The body as a client reads it: content-encoding undone, bytes as latin1 (secrets are ASCII). */
function decode(raw: Buffer, encoding: string | undefined): string {
  try {
    if (encoding === 'br') return zlib.brotliDecompressSync(raw).toString('latin1');
    if (encoding === 'gzip') return zlib.gunzipSync(raw).toString('latin1');
    if (encoding === 'deflate') return zlib.inflateSync(raw).toString('latin1');
  } catch {
    return `<undecodable ${encoding} body> ${raw.toString('latin1')}`;
  }
  return raw.toString('latin1');
}

/** Requests sent again because a kept-alive connection had been closed under them. */
export const resent = { count: 0 };

/**
 * Sends one request on a kept-alive connection. A connection the host closed after its previous
 * answer (it may, e.g. after a body it did not read) can be picked just as it closes; as Node's
 * documentation advises, such a request (`reusedSocket` and ECONNRESET) is sent once more, alone.
 */
export async function send(port: number, options: RawRequest): Promise<RawAnswer> {
  try {
    return await sendOnce(port, options, agent);
  } catch (error) {
    if (!(error instanceof Error && 'reusedSocket' in error)) throw error;
    resent.count += 1;
    return sendOnce(port, options, false);
  }
}

function sendOnce(port: number, options: RawRequest, via: Agent | false): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: options.method,
        path: options.path,
        // Always framed: Node sends a DELETE/OPTIONS body without Content-Length or chunking,
        // which the host would read as the start of the next request on the connection.
        headers:
          options.body === undefined
            ? options.headers
            : { ...options.headers, 'content-length': String(Buffer.byteLength(options.body)) },
        agent: via,
        // The fuzz sends odd but legal bytes; the client must not "fix" them.
        insecureHTTPParser: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: decode(Buffer.concat(chunks), res.headers['content-encoding']),
          }),
        );
      },
    );
    req.setTimeout(15_000, () => req.destroy(new Error('no answer within 15 s')));
    req.on('error', (error: NodeJS.ErrnoException) => {
      const raced =
        req.reusedSocket && (error.code === 'ECONNRESET' || error.message === 'socket hang up');
      reject(raced ? Object.assign(error, { reusedSocket: true }) : error);
    });
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

/** Runs `work` over `items` with `concurrency` workers; resolves when all are done. */
export async function pool<T>(
  items: readonly T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/**
 * Every credential the run knows (org token, password, Basic header, session cookie), plus any
 * `Bearer ` value: none may appear in an answer's body or headers.
 */
export function credentialLeak(answer: RawAnswer, secrets: readonly string[]): string | null {
  const headerText = Object.entries(answer.headers)
    .map(([key, value]) => `${key}: ${Array.isArray(value) ? value.join(', ') : (value ?? '')}`)
    .join('\n');
  for (const [where, text] of [
    ['headers', headerText],
    ['body', answer.body],
  ] as const) {
    for (const secret of secrets) if (text.includes(secret)) return `${where} contain a credential`;
    if (/bearer\s/i.test(text)) return `${where} contain a Bearer value`;
  }
  return null;
}

/** A short, printable description of a case for a failure report. */
export function describeCase(request: RawRequest): string {
  const body =
    request.body === undefined
      ? ''
      : ` body(${request.body.length})=${JSON.stringify(request.body.toString().slice(0, 300))}`;
  return `${request.method} ${request.path.slice(0, 300)} headers=${JSON.stringify(request.headers).slice(0, 400)}${body}`;
}
