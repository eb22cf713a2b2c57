// Reads an answer's body as a stream and stops at a cap, so an oversized (or endless) answer is
// refused after `cap` bytes instead of being held whole in memory first. Shared by the gateway's
// backend calls (backend-fetch.ts) and the sign-in calls (auth/oidc/http-fetch.ts); each caller
// turns "too large" into its own error.

/** The body's bytes, or `null` when it was over the cap (its stream is then cancelled). */
export async function readStreamCapped(
  body: ReadableStream<Uint8Array> | null,
  cap: number,
): Promise<Uint8Array | null> {
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
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
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The length a response declares, when it declares a usable one. */
export function declaredLength(response: Response): number | null {
  const declared = Number(response.headers.get('content-length') ?? NaN);
  return Number.isFinite(declared) ? declared : null;
}
