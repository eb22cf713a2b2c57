import { describe, expect, it } from 'vitest';
import { COPY_MESSAGES, copyText } from './copy-text.ts';

describe('copyText', () => {
  it('copies and reports success', async () => {
    let written = '';
    expect(
      await copyText('abc', { writeText: (t: string) => ((written = t), Promise.resolve()) }),
    ).toBe('copied');
    expect(written).toBe('abc');
  });

  it('reports a missing clipboard', async () => {
    expect(await copyText('abc', undefined)).toBe('unavailable');
  });

  it('reports a rejected write', async () => {
    expect(await copyText('abc', { writeText: () => Promise.reject(new Error('denied')) })).toBe(
      'failed',
    );
  });

  it('uses the spec texts', () => {
    expect(COPY_MESSAGES).toEqual({
      copied: 'Copied to clipboard',
      unavailable: 'Clipboard not available',
      failed: 'Failed to copy to clipboard',
    });
  });
});
