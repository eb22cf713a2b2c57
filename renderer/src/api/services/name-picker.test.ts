// The name search a picker sends: the rows worth offering, the typed text without PostgREST's own
// signs, by name, a hundred at the most.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { stubServer } from '../http/testing/stub-server.ts';
import { notDeleted, searchByName } from './name-picker.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const source = { table: 'teams', select: 'id,name', base: notDeleted };
const schema = z.object({ id: z.string(), name: z.string() });

describe('searchByName', () => {
  it('searches the name for the typed text, by name, and reads the rows', async () => {
    const calls = stubServer([{ body: [{ id: 't1', name: 'Platform' }] }]);
    const rows = await searchByName('sandbox', source, schema, ' plat*(form) ');
    expect(rows).toEqual([{ id: 't1', name: 'Platform' }]);
    const url = new URL(calls[0]?.url ?? '', 'http://sandbox');
    expect(url.pathname).toContain('/api/db/teams');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      select: 'id,name',
      deleted_at: 'is.null',
      name: 'ilike.*plat  form*',
      order: 'name.asc',
      limit: '100',
    });
  });

  it('asks for every row worth offering when nothing is typed', async () => {
    const calls = stubServer([{ body: [] }]);
    await searchByName('sandbox', source, schema, '  ');
    expect(calls[0]?.url ?? '').not.toContain('ilike');
  });
});
