// Reliability row 6: a backend that does not answer, met through the real host. The organisation
// is a local HTTP server in front of a real sandbox: it passes every request on, except the
// Connections list, which it holds without ever answering. The screen waiting for it shows its
// page while the list loads; leaving the screen cancels the page's request, and the host's
// gateway then closes its own connection to the backend — which the backend itself sees.
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Request } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  addSandboxOrg,
  disposeExtraSandboxes,
  startExtraSandbox,
} from './helpers/extra-sandbox.ts';
import { ipc } from './helpers/ipc.ts';

/** The backend path the page's Connections list reaches (the org's API is at its root). */
const isHeldPath = (path: string) => path.split('?')[0] === '/db/connections';

interface SlowBackend {
  url: string;
  /** Resolves with the held request once the host has sent it. */
  held: Promise<IncomingMessage>;
  /** Resolves once the host has closed the held request's connection. */
  closed: Promise<void>;
  server: Server;
}

/** Forwards to `upstream`, holding the Connections list forever. */
async function startSlowBackend(upstream: string): Promise<SlowBackend> {
  let onHeld!: (request: IncomingMessage) => void;
  let onClosed!: () => void;
  const held = new Promise<IncomingMessage>((resolve) => (onHeld = resolve));
  const closed = new Promise<void>((resolve) => (onClosed = resolve));
  const server = createServer((request, response) => {
    if (isHeldPath(request.url ?? '')) {
      // Never answered: only the host's side can end this exchange.
      response.on('close', onClosed);
      onHeld(request);
      return;
    }
    const target = new URL(request.url ?? '/', upstream);
    const forwarded = httpRequest(
      target,
      { method: request.method, headers: { ...request.headers, host: target.host } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => response.destroy());
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, held, closed, server };
}

async function stop(slow: SlowBackend): Promise<void> {
  slow.server.closeAllConnections();
  await new Promise((resolve) => slow.server.close(resolve));
}

test.afterAll(async () => {
  await disposeExtraSandboxes();
});

test('leaving a screen whose request hangs cancels that request, up to the backend', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const sandbox = await startExtraSandbox();
  const slow = await startSlowBackend(sandbox.url);
  const orgId = await addSandboxOrg(page.request, {
    name: 'Slow Backend',
    sandbox: { url: slow.url, token: sandbox.token },
  });
  try {
    const isHeld = (r: Request) => new URL(r.url()).pathname.endsWith('/api/db/connections');
    const outcome = new Promise<string>((resolve) => {
      page.on('requestfinished', (r: Request) => isHeld(r) && resolve('answered'));
      page.on('requestfailed', (r: Request) =>
        isHeld(r) ? resolve(`failed: ${r.failure()?.errorText}`) : undefined,
      );
    });

    await page.goto(`/settings/connections?org=${orgId}`);
    // The request reached the backend through the host's gateway, and waits there.
    await slow.held;
    await expect(page.getByRole('heading', { name: 'Connections' })).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Feature Flags' })
      .click();
    await expect(page.getByRole('heading', { name: 'Feature Flags' })).toBeVisible({
      timeout: 30_000,
    });
    expect(await outcome).toMatch(/^failed: .*ABORTED/);
    // The host did not leave the backend waiting: it closed its connection for that request.
    await slow.closed;
  } finally {
    // Later pages of the worker's host open on the Sandbox again, not on this organisation.
    await ipc(page.request, 'orgs:remove', { id: orgId }).catch(() => undefined);
    await stop(slow);
  }
});
