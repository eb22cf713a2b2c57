import { describe, expect, it } from 'vitest';
import { formatBytes } from './bytes.ts';

describe('formatBytes', () => {
  it.each([
    [0, '0 bytes'],
    [900, '900 bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [512 * 1024 ** 2, '512 MB'],
    [12.34 * 1024 ** 2, '12.3 MB'],
    [3 * 1024 ** 3, '3 GB'],
    [2 * 1024 ** 4, '2 TB'],
    [3 * 1024 ** 5, '3072 TB'],
    [-1536, '-1.5 KB'],
  ])('%s → %s', (bytes, text) => expect(formatBytes(bytes)).toBe(text));
});
