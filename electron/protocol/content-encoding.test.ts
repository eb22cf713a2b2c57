import { describe, expect, it } from 'vitest';
import { acceptedEncodings, isCompressible } from './content-encoding.ts';

describe('acceptedEncodings', () => {
  it('prefers Brotli, then gzip, as browsers send them', () => {
    expect(acceptedEncodings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('gzip')).toEqual(['gzip']);
  });

  it('honours q-values, q=0 refusing one, and the wildcard', () => {
    expect(acceptedEncodings('br;q=0, gzip')).toEqual(['gzip']);
    expect(acceptedEncodings('br;q=0.5, gzip;q=0.9')).toEqual(['gzip', 'br']);
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('*;q=0')).toEqual([]);
    expect(acceptedEncodings('identity')).toEqual([]);
  });

  it('accepts nothing without the header or with garbage', () => {
    expect(acceptedEncodings(undefined)).toEqual([]);
    expect(acceptedEncodings('')).toEqual([]);
    expect(acceptedEncodings('br;q=x')).toEqual([]);
  });
});

describe('isCompressible', () => {
  it('takes text, JSON and scripts but not images, woff2 or event streams', () => {
    for (const type of [
      'text/html; charset=utf-8',
      'text/javascript; charset=utf-8',
      'application/json',
      'application/vnd.pgrst.object+json',
      'image/svg+xml',
      'application/wasm',
    ])
      expect(isCompressible(type), type).toBe(true);
    for (const type of ['image/png', 'font/woff2', 'text/event-stream', 'application/zip', null])
      expect(isCompressible(type), String(type)).toBe(false);
  });
});
