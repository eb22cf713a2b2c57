// Which compressed form of an answer a client takes (Accept-Encoding with q-values; among equals,
// the order offered) and which content types are worth compressing. Shared by the static files
// (their `.br`/`.gz` siblings written at build) and the browser-mode host's on-the-fly compression,
// which offers Zstandard first (see compress.ts).

/** The encodings of the build's pre-compressed siblings. */
export type ContentEncoding = 'br' | 'gzip';
/** What the host may compress an answer with as it sends it. */
export type LiveEncoding = ContentEncoding | 'zstd';

/** File suffix of a pre-compressed sibling, per encoding. */
export const PRECOMPRESSED_SUFFIX: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' };

/** Below this, compressing costs more than the bytes it saves. */
export const MIN_COMPRESS_BYTES = 1024;

/** The encodings of `offered` that `header` accepts, best first (an absent header accepts none). */
export function acceptedEncodings<E extends LiveEncoding = ContentEncoding>(
  header: string | null | undefined,
  offered: readonly E[] = ['br', 'gzip'] as E[],
): E[] {
  const q = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const quality = (name: string) => q.get(name) ?? q.get('*') ?? 0;
  return offered.filter((name) => quality(name) > 0).sort((a, b) => quality(b) - quality(a));
}

/** Text-like types compress well; images, fonts (woff2 is compressed already) and streams do not. */
export function isCompressible(contentType: string | null | undefined): boolean {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'text/event-stream') return false;
  return (
    type.startsWith('text/') ||
    type === 'application/json' ||
    type.endsWith('+json') ||
    type === 'application/javascript' ||
    type === 'application/wasm' ||
    type === 'image/svg+xml' ||
    type === 'image/x-icon' ||
    type === 'application/vnd.ms-fontobject' ||
    type === 'font/ttf'
  );
}
