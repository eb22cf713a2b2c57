// The Sandbox's /db API through the app's gateway, for specs that read or seed rows of their own.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export const DB = '/org/sandbox/api/db';

export async function dbRows<T>(request: APIRequestContext, path: string): Promise<T[]> {
  const answer = await request.get(`${DB}/${path}`);
  expect(answer.ok(), `${path}: ${answer.status()}`).toBe(true);
  return (await answer.json()) as T[];
}

/**
 * An open incident with a root hypothesis to hold evidence: other specs on a worker's Sandbox
 * insert bare incidents (without one), which 'Link to Incident' refuses with an error toast.
 */
export async function openIncidentWithRoot(
  request: APIRequestContext,
): Promise<{ id: string; title: string }> {
  const roots = await dbRows<{ incident_id: string }>(
    request,
    'hypotheses?type=eq.root&select=incident_id',
  );
  const open = await dbRows<{ id: string; title: string }>(
    request,
    'incidents?status=eq.open&select=id,title&order=created_at.asc',
  );
  const target = open.find((i) => roots.some((r) => r.incident_id === i.id));
  expect(target, 'an open incident with a root hypothesis').toBeDefined();
  return target!;
}

/** Chooses the incident titled `title` in a 'Link to Incident' dialog. */
export async function pickIncident(page: Page, dialog: Locator, title: string): Promise<void> {
  const button = dialog.getByRole('button', { name: /^Incident:/ });
  // A click on an option while the filtered list re-renders can be lost: pick again until the
  // dialog shows the incident chosen.
  await expect(async () => {
    if (!(await page.getByLabel('Filter Incident').isVisible())) await button.click();
    await page.getByLabel('Filter Incident').fill(title);
    await page
      .locator('.bp6-select-popover')
      .getByRole('option', { name: title })
      .first()
      .click({ timeout: 5_000 });
    await expect(button).toContainText(title, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
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

export async function dbUpdate(
  request: APIRequestContext,
  path: string,
  data: unknown,
): Promise<void> {
  const answer = await request.patch(`${DB}/${path}`, {
    data,
    headers: { Prefer: 'return=minimal' },
  });
  expect(answer.ok(), `update ${path}: ${answer.status()}`).toBe(true);
}

export async function dbDelete(request: APIRequestContext, path: string): Promise<void> {
  const answer = await request.delete(`${DB}/${path}`);
  expect(answer.ok(), `delete ${path}: ${answer.status()}`).toBe(true);
}

/** The data rows of a table (not skeleton rows, not the empty row). */
export const bodyRows = (table: Locator) =>
  table.locator('tbody tr:not([aria-hidden]):not(:has(.mc-table-empty))');

/**
 * Keeps the Sandbox's ticker away from every check (their next run far away) until the returned
 * function gives them back to it: a test that counts notifications then sees only the checks it
 * turns itself. Left running, the ticker flips about 3 % of the checks it runs to unhealthy, and
 * four notifications in one poll fold into one summary toast (renderer/src/app/notification-groups.ts).
 */
export async function holdSandboxChecks(request: APIRequestContext): Promise<() => Promise<void>> {
  const schedule = (next_runtime: string | null) =>
    request.patch(`${DB}/checks?deleted_at=is.null`, {
      data: { next_runtime },
      headers: { Prefer: 'return=minimal' },
    });
  expect((await schedule('2999-01-01T00:00:00Z')).ok()).toBe(true);
  return async () => {
    await schedule(null);
  };
}
