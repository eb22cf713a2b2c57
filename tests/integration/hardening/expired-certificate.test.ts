// Reliability rows 10 and 19: a backend whose certificate expired (or, to a computer whose clock is
// behind, is not valid yet) is refused as a TLS failure that names the clock, even when that very
// certificate is the organisation's CA bundle, and the request never reaches it. (The hostname half is in electron/gateway/gateway-faults.test.ts.)
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterAll, expect, it } from 'vitest';
import { GATEWAY_ERROR_HEADER, GatewayErrorSchema } from '../../../preload/contract/orgs.ts';
import { createGateway } from '../../../electron/gateway/gateway.ts';
import { createNodeTransport } from '../../../electron/gateway/node-transport.ts';
import { generateSelfSignedCertificate } from '../../../electron/sandbox/tls.ts';

const node = createNodeTransport({ connectTimeoutMs: 2000 });
afterAll(() => node.close());

it.each([
  // Valid for 30 days, issued 60 days ago: trusted as the CA bundle, but out of date.
  ['expired', -60],
  // Valid from tomorrow: what a server's certificate looks like to a computer a day behind (row 19).
  ['not valid yet', 1],
])(
  "a certificate that is %s is refused, even as the organisation's own CA, naming the clock",
  async (_what, issuedDays) => {
    const expired = generateSelfSignedCertificate(
      'Out-of-date Sandbox',
      30,
      Date.now() + issuedDays * 86_400_000,
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
        new Request('app://console/org/org-a/api/about', {
          headers: { 'sec-fetch-dest': 'empty' },
        }),
      );
      expect(response.headers.get(GATEWAY_ERROR_HEADER)).not.toBeNull();
      const error = GatewayErrorSchema.parse(await response.json());
      expect(error.kind).toBe('tls');
      expect(error.message).toMatch(/outside its validity period.*check this computer's clock/);
      expect(reached).toBe(0);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  },
);
