// Passes a routed request on to the app's host and returns the host's answer. Playwright's own
// HTTP client keeps idle sockets open; when the host closes one (its keep-alive timeout) just as
// the client reuses it, the request fails with ECONNRESET before the host saw it. Browsers retry
// such a request on a fresh socket; so does this, once, for requests without a body.
import type { APIResponse, Route } from '@playwright/test';

export async function fetchThrough(route: Route): Promise<APIResponse> {
  try {
    return await route.fetch();
  } catch (error) {
    const retriable = String(error).includes('ECONNRESET') && route.request().postData() === null;
    if (!retriable) throw error;
    return route.fetch();
  }
}
