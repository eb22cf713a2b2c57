import { describe, expect, it } from 'vitest';
import { joinChunks, leadingBytes, readChunksCapped, readStreamCapped } from './capped-read.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

function streamOf(chunks: Uint8Array[], onCancel?: () => void): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
    cancel: onCancel,
  });
}

describe('capped read', () => {
  it('keeps the chunks as they came, and joins them only when asked', async () => {
    const parts = [bytes('{"a":'), bytes('1}')];
    const read = await readChunksCapped(streamOf(parts), 100);
    expect(read?.total).toBe(7);
    expect(read?.chunks[0]).toBe(parts[0]);
    expect(new TextDecoder().decode(joinChunks(read!.chunks, read!.total))).toBe('{"a":1}');
    expect(joinChunks([parts[0]!], 5)).toBe(parts[0]);
    expect((await readStreamCapped(null, 10))?.byteLength).toBe(0);
  });

  it('stops at the cap and cancels the rest', async () => {
    let cancelled = false;
    const pulls = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new Uint8Array(64));
      },
      cancel() {
        cancelled = true;
      },
    });
    expect(await readChunksCapped(pulls, 1000)).toBeNull();
    expect(cancelled).toBe(true);
  });

  it('reads the first bytes across chunks without joining the rest', () => {
    const chunks = [bytes('ab'), bytes('cd'), bytes('efgh')];
    expect(new TextDecoder().decode(leadingBytes(chunks, 5))).toBe('abcde');
    expect(new TextDecoder().decode(leadingBytes(chunks, 1))).toBe('a');
    expect(new TextDecoder().decode(leadingBytes(chunks, 50))).toBe('abcdefgh');
    expect(leadingBytes([], 10).byteLength).toBe(0);
  });
});
