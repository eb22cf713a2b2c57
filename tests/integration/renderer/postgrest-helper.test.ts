// The renderer's PostgREST helper against the sandbox over real HTTP: reads validated against a
// row schema (a bad row is skipped and reported once), paging with exact totals, maybeSingle, and
// the write side with `Prefer: return=representation`. The page's relative `/org/<id>/…` URLs
// are sent to the sandbox as the gateway would, with the admin token added.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { RunningSandbox } from '../../../electron/sandbox/server.ts';
import { postgrest, setInvalidRowReporter } from '../../../renderer/src/api/http/postgrest.ts';
import { startTestSandbox } from '../sandbox/helpers.ts';

let sandbox: RunningSandbox;
const realFetch = globalThis.fetch;
const ORG = 'sandbox';
const property = z.object({
  name: z.string(),
  value: z.string(),
  deleted_at: z.string().nullable(),
});

beforeAll(async () => {
  sandbox = await startTestSandbox();
  vi.stubGlobal('fetch', (input: string, init: RequestInit) => {
    const path = input.replace(`/org/${ORG}`, '');
    const headers = new Headers(init.headers);
    headers.set('authorization', `Bearer ${sandbox.adminToken}`);
    return realFetch(`${sandbox.url}${path}`, { ...init, headers });
  });
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await sandbox.close();
});

describe('PostgREST helper over HTTP', () => {
  it('writes with return=representation and reads the rows back validated', async () => {
    const inserted = await postgrest('properties', property)
      .select('name,value,deleted_at')
      .insert(ORG, [
        { name: 'kit.a', value: '1' },
        { name: 'kit.b', value: '2' },
        { name: 'kit.c', value: '3' },
      ]);
    expect(inserted.map((row) => row.name)).toEqual(['kit.a', 'kit.b', 'kit.c']);

    const updated = await postgrest('properties', property)
      .eq('name', 'kit.b')
      .update(ORG, { value: '20' });
    expect(updated).toEqual([{ name: 'kit.b', value: '20', deleted_at: null }]);

    const page = await postgrest('properties', property)
      .like('name', 'kit.*')
      .order('name')
      .page(1, 2)
      .fetch(ORG);
    expect(page.total).toBe(3);
    expect(page.rows.map((row) => row.name)).toEqual(['kit.c']);

    const [softDeleted] = await postgrest('properties', property)
      .eq('name', 'kit.c')
      .softDelete(ORG);
    expect(softDeleted?.deleted_at).toEqual(expect.any(String));

    const removed = await postgrest('properties', property).eq('name', 'kit.a').delete(ORG);
    expect(removed.map((row) => row.name)).toEqual(['kit.a']);
    expect(await postgrest('properties', property).eq('name', 'kit.a').maybeSingle(ORG)).toBeNull();
    expect(
      (await postgrest('properties', property).eq('name', 'kit.b').maybeSingle(ORG))?.value,
    ).toBe('20');
  });

  it('skips rows that fail the schema and reports each problem once', async () => {
    const reports: string[] = [];
    setInvalidRowReporter((table, problem) => reports.push(`${table}: ${problem}`));
    await postgrest('properties').insert(ORG, [
      { name: 'odd.1', value: 'x' },
      { name: 'odd.2', value: 'y' },
      { name: 'odd.3', value: '7' },
    ]);
    const numeric = z.object({ name: z.string(), value: z.string().regex(/^\d+$/) });
    const query = () => postgrest('properties', numeric).like('name', 'odd.*').order('name');
    expect((await query().fetch(ORG)).rows).toEqual([{ name: 'odd.3', value: '7' }]);
    await query().fetch(ORG);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatch(/^properties: value: /);
  });

  it('refuses more than one row for maybeSingle and a write without a filter', async () => {
    await expect(
      postgrest('properties', property).like('name', 'odd.*').maybeSingle(ORG),
    ).rejects.toThrow(/rows where one was expected/);
    await expect(postgrest('properties', property).softDelete(ORG)).rejects.toThrow(
      /Refusing to update every row of properties/,
    );
  });
});
