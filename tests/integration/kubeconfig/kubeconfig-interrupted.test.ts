// Reliability row 29, against the Sandbox over HTTP: a connection that drops in the middle of a
// kubeconfig download. A relay between the app and the Sandbox passes everything through but cuts
// the kubeconfig's body off halfway once asked to. The download fails with a clear error, the
// kubeconfig kept before is unchanged, and the token the server minted for the broken download is
// revoked (it would otherwise be a live credential nobody holds).
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrgServices } from '../../../electron/orgs/org-services.ts';
import type { RunningSandbox } from '../../../electron/sandbox/server.ts';
import { openSandboxOrgServices, type SandboxOrgServices } from './sandbox-org-services.ts';

let fixture: SandboxOrgServices;
let sandbox: RunningSandbox;
let services: OrgServices;
let relay: http.Server;
let relayUrl: string;
let cutKubeconfig = false;

/** Forwards a request to the Sandbox; answers its whole body, or half of it and a reset. */
function relayRequest(req: http.IncomingMessage, res: http.ServerResponse): void {
  const upstream = http.request(
    new URL(req.url ?? '/', sandbox.url),
    { method: req.method, headers: { ...req.headers, host: new URL(sandbox.url).host } },
    (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const body = Buffer.concat(chunks);
        const headers = { ...answer.headers, 'content-length': String(body.length) };
        delete headers['transfer-encoding'];
        res.writeHead(answer.statusCode ?? 502, headers);
        if (cutKubeconfig && req.url?.endsWith('/kubeconfig')) {
          res.write(body.subarray(0, Math.floor(body.length / 2)), () => res.socket?.destroy());
        } else {
          res.end(body);
        }
      });
    },
  );
  upstream.on('error', () => res.socket?.destroy());
  req.pipe(upstream);
}

beforeAll(async () => {
  fixture = await openSandboxOrgServices('kube-cut');
  ({ sandbox, services } = fixture);
  relay = http.createServer(relayRequest);
  relay.listen(0, '127.0.0.1');
  await once(relay, 'listening');
  relayUrl = `http://127.0.0.1:${(relay.address() as AddressInfo).port}`;
}, 180_000);
afterAll(async () => {
  relay?.closeAllConnections();
  relay?.close();
  await fixture?.close();
});

/** Ids of the access tokens the Sandbox lists for the admin. */
async function tokenIds(): Promise<string[]> {
  const response = await fetch(`${sandbox.url}/auth/tokens`, {
    headers: { authorization: `Bearer ${sandbox.adminToken}`, accept: 'application/json' },
  });
  const { payload } = (await response.json()) as { payload: { id: string }[] };
  return payload.map((row) => row.id).sort();
}

describe('a connection dropped in the middle of a kubeconfig download', () => {
  it('fails clearly, keeps the previous kubeconfig and revokes the token it minted', async () => {
    const org = await services.orgs.add({ name: 'Sandbox via relay', url: relayUrl, prefix: '' });
    await services.auth.signIn({ orgId: org.id, method: 'token', token: sandbox.adminToken });
    await services.kubeconfig.download(org.id);
    const kept = await services.secrets.get(org.id, 'kubeconfig');
    const keptMeta = services.registry.require(org.id).kubeconfig;
    expect(kept).toContain('clusters:');
    const tokensBefore = await tokenIds();

    cutKubeconfig = true;
    const failure = await services.kubeconfig.regenerate(org.id).then(
      () => null,
      (error: unknown) => error as { code?: string; message?: string },
    );
    cutKubeconfig = false;

    expect(failure?.code).toBe('KUBECONFIG_DOWNLOAD_FAILED');
    expect(failure?.message).toMatch(/previous kubeconfig \(if any\) is unchanged/);
    expect(await services.secrets.get(org.id, 'kubeconfig')).toBe(kept);
    expect(services.registry.require(org.id).kubeconfig).toEqual(keptMeta);
    // The broken download's token was minted and then revoked: the list is as it was.
    expect(await tokenIds()).toEqual(tokensBefore);

    // The next try, over a connection that holds, replaces it.
    await services.kubeconfig.regenerate(org.id);
    expect(await services.secrets.get(org.id, 'kubeconfig')).not.toBe(kept);
  }, 60_000);
});
