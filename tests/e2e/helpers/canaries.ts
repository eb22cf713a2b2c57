// Health checks written straight into the Sandbox, for the specs that edit one in its editor and
// then read back what the editor saved.
import { expect, type APIRequestContext } from '@playwright/test';
import { DB, dbRows } from './sandbox-db.ts';

/** Inserts a UI-sourced canary with `spec`; its id and a reader of the spec as stored now. */
export async function seedCanary(
  request: APIRequestContext,
  name: string,
  spec: Record<string, unknown>,
): Promise<{ id: string; savedSpec: () => Promise<unknown> }> {
  const created = await request.post(`${DB}/canaries`, {
    headers: { Prefer: 'return=representation' },
    data: { name, namespace: 'default', source: 'UI', spec },
  });
  expect(created.ok(), `insert canary ${name}: ${created.status()}`).toBe(true);
  const [{ id }] = (await created.json()) as [{ id: string }];
  const savedSpec = async () =>
    (await dbRows<{ spec: unknown }>(request, `canaries?id=eq.${id}&select=spec`))[0]?.spec;
  return { id, savedSpec };
}
