// A page's request body on its way to a backend (a PostgREST write, a playbook run): read as a
// stream and stopped at the cap, so an oversized body is refused after MAX bytes, not after being
// held whole in memory; and all bodies being held at once share one budget, so many large writes
// in parallel (a compromised or looping page) cannot take main's memory. A body holds its share
// of the budget until its backend call ends.
import { GatewayFailure } from './gateway-error.ts';

export const MAX_REQUEST_BODY_BYTES = 10 * 1024 * 1024;
/** Bytes of request bodies main holds at once, across organisations and windows. */
export const REQUEST_BODY_BUDGET_BYTES = 64 * 1024 * 1024;

export interface HeldBody {
  body: Uint8Array | undefined;
  /** Gives the body's bytes back to the budget (once its backend call is over). */
  release(): void;
}

const megabytes = (bytes: number) => `${bytes / (1024 * 1024)} MB`;

export function createRequestBodyReader(
  limits: { maxBytes?: number; budgetBytes?: number } = {},
): (request: Request) => Promise<HeldBody> {
  const maxBytes = limits.maxBytes ?? MAX_REQUEST_BODY_BYTES;
  const budgetBytes = limits.budgetBytes ?? REQUEST_BODY_BUDGET_BYTES;
  let held = 0;
  const tooLarge = () =>
    new GatewayFailure('bad-request', `The request body is larger than ${megabytes(maxBytes)}.`, {
      status: 413,
    });
  const busy = () =>
    new GatewayFailure(
      'bad-request',
      `Too many large requests are being sent at once (over ${megabytes(budgetBytes)}); try again when they have finished.`,
      { status: 503 },
    );

  return async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD' || !request.body)
      return { body: undefined, release: () => undefined };
    const declared = Number(request.headers.get('content-length') ?? NaN);
    if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
    const chunks: Uint8Array[] = [];
    let size = 0;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      held -= size;
    };
    const reader = (request.body as ReadableStream<Uint8Array>).getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        held += value.byteLength;
        if (size > maxBytes) throw tooLarge();
        if (held > budgetBytes) throw busy();
        chunks.push(value);
      }
    } catch (error) {
      release();
      await reader.cancel().catch(() => undefined);
      throw error;
    }
    const body = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      body.set(chunk, offset);
      offset += chunk.byteLength;
    }
    return { body, release };
  };
}
