import { describe, expect, it } from 'vitest';
import { parseContentRange, postgrest, quoteValue } from './postgrest.ts';

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
});
