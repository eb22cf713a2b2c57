// Reliability row 10, the expired half: a backend whose certificate expired is refused as a TLS
// failure that says so, even when that very certificate is the organisation's CA bundle, and the
// request never reaches it. (The hostname half is in electron/gateway/gateway-faults.test.ts.)
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterAll, expect, it } from 'vitest';
import { GATEWAY_ERROR_HEADER, GatewayErrorSchema } from '../../../preload/contract/orgs.ts';
import { createGateway } from '../../../electron/gateway/gateway.ts';
import { createNodeTransport } from '../../../electron/gateway/node-transport.ts';
import { generateSelfSignedCertificate } from '../../../electron/sandbox/tls.ts';

const node = createNodeTransport({ connectTimeoutMs: 2000 });
afterAll(() => node.close());

it("an expired certificate is refused, even when it is the organisation's own CA", async () => {
  // Valid for 30 days, issued 60 days ago: trusted as the CA bundle, but out of date.
  const expired = generateSelfSignedCertificate(
    'Expired Sandbox',
    30,
    Date.now() - 60 * 86_400_000,
  );
  let reached = 0;
  const server = createServer({ cert: expired.cert, key: expired.key }, (_q, s) => {
    reached += 1;
    s.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const gateway = createGateway({
      transport: node.transport,
      resolveTarget: (orgId) =>
        Promise.resolve({
          orgId,
          baseUrl: `https://127.0.0.1:${port}`,
          prefix: '' as const,
          caBundle: expired.cert,
          proxy: null,
        }),
      credential: () => Promise.resolve('Bearer org-a-token'),
      onUnauthorized: () => undefined,
      totalTimeoutMs: 3000,
    });
    const response = await gateway(
      'org-a',
      new Request('app://console/org/org-a/api/about', { headers: { 'sec-fetch-dest': 'empty' } }),
    );
    expect(response.headers.get(GATEWAY_ERROR_HEADER)).not.toBeNull();
    const error = GatewayErrorSchema.parse(await response.json());
    expect(error.kind).toBe('tls');
    expect(error.message).toMatch(/expired/i);
    expect(reached).toBe(0);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});
