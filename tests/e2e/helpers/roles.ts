// Signs the page in with other roles than the Sandbox admin's: whoami answers the given roles
// (and no precomputed permissions), so the console derives what those roles may do.
import type { APIResponse, Page, Route } from '@playwright/test';
import { fetchThrough } from './route-fetch.ts';

export async function withRoles(page: Page, roles: string[]): Promise<void> {
  await page.route('**/org/sandbox/api/auth/whoami**', async (route: Route) => {
    let response: APIResponse;
    let body: { payload: { roles: string[]; permissions?: unknown } };
    try {
      response = await fetchThrough(route);
      body = (await response.json()) as typeof body;
    } catch (error) {
      // The page moved on while this answer was read (a navigation, or the test's unrouteAll):
      // its request is gone, so there is nothing to answer. Anything else is a failure.
      if (String(error).includes('disposed')) return;
      throw error;
    }
    body.payload.roles = roles;
    delete body.payload.permissions;
    await route.fulfill({ response, json: body });
  });
}
