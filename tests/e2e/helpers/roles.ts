// Signs the page in with other roles than the Sandbox admin's: whoami answers the given roles
// (and no precomputed permissions), so the console derives what those roles may do.
import type { Page, Route } from '@playwright/test';

export async function withRoles(page: Page, roles: string[]): Promise<void> {
  await page.route('**/org/sandbox/api/auth/whoami**', async (route: Route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { payload: { roles: string[]; permissions?: unknown } };
    body.payload.roles = roles;
    delete body.payload.permissions;
    await route.fulfill({ response, json: body });
  });
}
