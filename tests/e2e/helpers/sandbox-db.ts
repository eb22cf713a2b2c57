// The Sandbox's /db API through the app's gateway, for specs that read or seed rows of their own.
import { expect, type APIRequestContext, type Locator } from '@playwright/test';

export const DB = '/org/sandbox/api/db';

export async function dbRows<T>(request: APIRequestContext, path: string): Promise<T[]> {
  const answer = await request.get(`${DB}/${path}`);
  expect(answer.ok(), `${path}: ${answer.status()}`).toBe(true);
  return (await answer.json()) as T[];
}

export async function dbInsert(
  request: APIRequestContext,
  table: string,
  data: unknown,
): Promise<void> {
  const answer = await request.post(`${DB}/${table}`, {
    data,
    headers: { Prefer: 'return=minimal' },
  });
  expect(answer.ok(), `insert into ${table}: ${answer.status()}`).toBe(true);
}

export async function dbDelete(request: APIRequestContext, path: string): Promise<void> {
  const answer = await request.delete(`${DB}/${path}`);
  expect(answer.ok(), `delete ${path}: ${answer.status()}`).toBe(true);
}

/** The data rows of a table (not skeleton rows, not the empty row). */
export const bodyRows = (table: Locator) =>
  table.locator('tbody tr:not([aria-hidden]):not(:has(.mc-table-empty))');
