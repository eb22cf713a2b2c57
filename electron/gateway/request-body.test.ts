import { describe, expect, it } from 'vitest';
import { GatewayFailure } from './gateway-error.ts';
import { createRequestBodyReader } from './request-body.ts';

/** A POST whose body never ends: `pulled` counts the chunks the reader took. */
function endlessPost(chunkBytes: number) {
  const state = { pulled: 0, cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      state.pulled += 1;
      controller.enqueue(new Uint8Array(chunkBytes));
    },
    cancel() {
      state.cancelled = true;
    },
  });
  const request = new Request('app://console/org/acme/api/db/x', {
    method: 'POST',
    body,
    duplex: 'half',
  });
  return { request, state };
}

const post = (bytes: number) =>
  new Request('app://console/org/acme/api/db/x', { method: 'POST', body: new Uint8Array(bytes) });

describe('request bodies', () => {
  it('passes a body whole, and none for a read', async () => {
    const read = createRequestBodyReader({ maxBytes: 100, budgetBytes: 1000 });
    const held = await read(post(64));
    expect(held.body?.byteLength).toBe(64);
    expect((await read(new Request('app://console/org/acme/api/db/x'))).body).toBeUndefined();
  });

  it('stops reading a body without a length at the cap, not at its end', async () => {
    const read = createRequestBodyReader({ maxBytes: 1000, budgetBytes: 100_000 });
    const { request, state } = endlessPost(100);
    const refused = await read(request).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(GatewayFailure);
    expect((refused as GatewayFailure).status).toBe(413);
    expect((refused as GatewayFailure).message).toMatch(/larger than/);
    expect(state.pulled).toBeLessThan(20);
    expect(state.cancelled).toBe(true);
  });

  it('refuses a declared length over the cap before reading anything', async () => {
    const read = createRequestBodyReader({ maxBytes: 10, budgetBytes: 1000 });
    await expect(read(post(11))).rejects.toMatchObject({ status: 413 });
  });

  it('shares one budget among held bodies, given back when their calls end', async () => {
    const read = createRequestBodyReader({ maxBytes: 600, budgetBytes: 1000 });
    const first = await read(post(600));
    await expect(read(post(600))).rejects.toMatchObject({ status: 503 });
    first.release();
    first.release(); // twice is once
    const second = await read(post(600));
    expect(second.body?.byteLength).toBe(600);
    second.release();
    // A refused read gave its bytes back too: the full budget is free again.
    await expect(read(post(400))).resolves.toBeDefined();
  });
});
