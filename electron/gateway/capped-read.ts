// Reads an answer's body as a stream and stops at a cap, so an oversized (or endless) answer is
// refused after `cap` bytes instead of being held whole in memory first. Shared by the gateway's
// backend calls (backend-fetch.ts) and the sign-in calls (auth/oidc/http-fetch.ts); each caller
// turns "too large" into its own error.

/**
 * The body's chunks as they arrived and their total size, or `null` when it was over the cap (its
 * stream is then cancelled). Nothing is copied: a 9 MB answer stays the chunks the socket gave.
 */
export async function readChunksCapped(
  body: ReadableStream<Uint8Array> | null,
  cap: number,
): Promise<{ chunks: Uint8Array[]; total: number } | null> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (!body) return { chunks, total };
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > cap) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return { chunks, total };
}

/** Chunks as one piece of bytes (the only chunk itself, without a copy). */
export function joinChunks(chunks: readonly Uint8Array[], total: number): Uint8Array {
  if (chunks.length === 1 && chunks[0]) return chunks[0];
  return Buffer.concat(chunks, total);
}

/** The first `n` bytes of chunks, copying no more than those. */
export function leadingBytes(chunks: readonly Uint8Array[], n: number): Uint8Array {
  const first = chunks[0] ?? new Uint8Array(0);
  if (first.byteLength >= n || chunks.length <= 1) return first.subarray(0, n);
  const taken: Uint8Array[] = [];
  let size = 0;
  for (const chunk of chunks) {
    if (size >= n) break;
    taken.push(chunk);
    size += chunk.byteLength;
  }
  return Buffer.concat(taken, size).subarray(0, n);
}

/** The body's bytes, or `null` when it was over the cap (its stream is then cancelled). */
export async function readStreamCapped(
  body: ReadableStream<Uint8Array> | null,
  cap: number,
): Promise<Uint8Array | null> {
  const read = await readChunksCapped(body, cap);
  return read && joinChunks(read.chunks, read.total);
}

/** The length a response declares, when it declares a usable one. */
export function declaredLength(response: Response): number | null {
  const declared = Number(response.headers.get('content-length') ?? NaN);
  return Number.isFinite(declared) ? declared : null;
}
