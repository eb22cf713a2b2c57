// Bad server data in a list: one row of the wrong shape is skipped, reported with its index and
// the schema path, and counted (the list says how many rows it could not show); the other rows stay.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { parseWireRows } from './parse-wire.ts';
import { parseRows, postgrest, setInvalidRowReporter } from './postgrest.ts';
import { resourceListQuery } from '../resource/resource-queries.ts';

const row = z.object({ id: z.string(), name: z.string(), spec: z.object({ port: z.number() }) });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setInvalidRowReporter((table, problem) =>
    console.warn(`Skipped rows of ${table} that do not have the expected shape: ${problem}`),
  );
});

describe('list parsing', () => {
  it('keeps the valid rows, counts the invalid ones and warns with their index and path', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setInvalidRowReporter((table, problem) => console.warn(`${table}: ${problem}`));
    const parsed = parseRows(
      'canaries',
      [
        { id: 'a', name: 'A', spec: { port: 80 } },
        { id: 'b', name: 'B', spec: { port: 'eighty' } },
        { id: 'c', name: 'C', spec: { port: 443 } },
        { id: 'd', name: 7, spec: { port: 1 } },
        { id: 'e', name: 'E', spec: { port: 'x' } },
      ],
      row,
    );
    expect(parsed.rows.map((r) => r.id)).toEqual(['a', 'c']);
    expect(parsed.skipped).toBe(3);
    const lines = warn.mock.calls.map((call) => String(call[0]));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^canaries: spec\.port: .* \(rows 1, 4 of the answer\)$/);
    expect(lines[1]).toMatch(/^canaries: name: .* \(row 3 of the answer\)$/);
  });

  it('a list answer that is not parsed by PostgREST skips its bad rows too, not the whole list', () => {
    setInvalidRowReporter(() => undefined);
    const rows = parseWireRows(
      row,
      [
        { id: 'a', name: 'A', spec: { port: 80 } },
        { id: 'b', spec: { port: 80 } },
      ],
      '/api/playbook/list',
    );
    expect(rows.map((r) => r.id)).toEqual(['a']);
    expect(() => parseWireRows(row, { not: 'a list' }, '/api/playbook/list')).toThrow(
      /Unexpected response from \/api\/playbook\/list/,
    );
  });

  it('a resource list page reports how many rows it left out', async () => {
    setInvalidRowReporter(() => undefined);
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        new Response(
          JSON.stringify([
            { id: 'a', name: 'A', spec: { port: 80 } },
            { id: 'b', name: null, spec: { port: 80 } },
            { id: 'c', name: 'C', spec: {} },
          ]),
          { status: 200, headers: { 'content-range': '0-2/3' } },
        ),
      ),
    );
    const page = await postgrest('canaries', row).page(0, 50).fetch('acme');
    expect(page).toMatchObject({ total: 3, skipped: 2 });
    const options = resourceListQuery(
      'acme',
      {
        key: 'test/canaries',
        table: 'canaries',
        select: 'id,name,spec',
        schema: row,
        defaultOrder: { column: 'name', ascending: true },
        softDelete: false,
      },
      { pageIndex: 0, pageSize: 50, sortBy: undefined, sortOrder: undefined, filters: {} },
    );
    const queryFn = options.queryFn as (context: { signal: AbortSignal }) => Promise<unknown>;
    expect(await queryFn({ signal: new AbortController().signal })).toEqual({
      rows: [{ id: 'a', name: 'A', spec: { port: 80 } }],
      total: 3,
      skipped: 2,
    });
  });
});
