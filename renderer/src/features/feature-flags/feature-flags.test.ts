import { describe, expect, it } from 'vitest';
import { ALL_DETAILS_TEXT, mergeFlags, validateFlag } from './feature-flags.ts';

describe('feature flags', () => {
  it('keeps the backend order and joins each flag with its row', () => {
    const flags = mergeFlags(
      [
        { name: 'scraper.concurrency', value: '8', source: 'local', description: 'file' },
        { name: 'logs.disable', value: 'true', source: 'db' },
      ],
      [
        {
          name: 'logs.disable',
          value: 'true',
          created_by: { id: 'p1', name: 'Ada' },
          updated_at: '2026-11-20T10:00:00Z',
        },
      ],
    );
    expect(flags.map((f) => [f.name, f.source])).toEqual([
      ['scraper.concurrency', 'local'],
      ['logs.disable', 'db'],
    ]);
    expect(flags[0]?.createdBy).toBeNull();
    expect(flags[1]).toMatchObject({
      createdBy: { name: 'Ada' },
      updatedAt: '2026-11-20T10:00:00Z',
    });
  });

  it('asks for all details when the name or the value is empty', () => {
    expect(validateFlag({ name: 'a', value: ' ' })).toBe(ALL_DETAILS_TEXT);
    expect(validateFlag({ name: '', value: 'x' })).toBe(ALL_DETAILS_TEXT);
    expect(validateFlag({ name: 'a', value: 'x' })).toBeNull();
  });
});
