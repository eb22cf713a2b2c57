import { describe, expect, it, vi } from 'vitest';
import { parseContentRange, postgrest, quoteValue } from './postgrest.ts';
import { stubServer } from './testing/stub-server.ts';

describe('PostgREST helper', () => {
  it('builds filters, select, order and range in PostgREST syntax', () => {
    const q = postgrest('checks')
      .select('id, name, canaries!checks_canary_id_fkey(name)')
      .eq('status', 'healthy')
      .in('type', ['http', 'a,b', 'say "hi"'])
      .ilike('name', '*api*')
      .is('deleted_at', null)
      .order('status', { ascending: false, nulls: 'last' })
      .order('name')
      .range(50, 99);
    expect(q.path).toBe('/api/db/checks');
    expect([...q.toSearchParams()]).toEqual([
      ['select', 'id,name,canaries!checks_canary_id_fkey(name)'],
      ['status', 'eq.healthy'],
      ['type', 'in.(http,"a,b","say \\"hi\\"")'],
      ['name', 'ilike.*api*'],
      ['deleted_at', 'is.null'],
      ['order', 'status.desc.nullslast,name.asc'],
      ['offset', '50'],
      ['limit', '50'],
    ]);
  });

  it('quotes only values with reserved characters', () => {
    expect(quoteValue('plain')).toBe('plain');
    expect(quoteValue('x.y')).toBe('"x.y"');
    expect(quoteValue(3)).toBe('3');
  });

  it('reads totals from Content-Range and refuses malformed headers', () => {
    expect(parseContentRange('0-49/1234')).toBe(1234);
    expect(parseContentRange('*/0')).toBe(0);
    expect(parseContentRange('0-49/*')).toBeNull();
    expect(parseContentRange('bytes=0-1')).toBeNull();
    expect(parseContentRange(null)).toBeNull();
  });

  it('answers a page past the last (416) as no rows and the total, not an error', async () => {
    stubServer([
      {
        status: 416,
        body: {
          code: 'PGRST103',
          message: 'Requested range not satisfiable',
          details: 'An offset of 100 was requested, but there are only 3 rows.',
          hint: null,
        },
      },
    ]);
    try {
      const page = await postgrest('connections').page(2, 50).fetch('acme');
      expect(page).toEqual({ rows: [], total: 3, skipped: 0 });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('still fails on other errors', async () => {
    stubServer([{ status: 400, body: { code: 'PGRST100', message: 'bad filter' } }]);
    try {
      await expect(postgrest('connections').page(0, 50).fetch('acme')).rejects.toThrow(
        'bad filter',
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
