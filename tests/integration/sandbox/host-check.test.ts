// DNS rebinding (issue 39 item 7): the Sandbox serves only requests whose Host names this machine by
// a loopback name and the Sandbox's own port; a page on another domain pointed at 127.0.0.1 is
// refused with a plain-text 421 before any route (or credential check) runs.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../../electron/sandbox/server.ts';
import { startTestSandbox } from './helpers.ts';

let sandbox: RunningSandbox;
let port: number;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  port = Number(new URL(sandbox.url).port);
});
afterAll(async () => sandbox.close());

/** GET /db/people with the admin token and exactly this Host header. */
function getWithHost(host: string): Promise<{ status: number; type: string; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/db/people?select=id&limit=1',
        headers: { Host: host, Authorization: `Bearer ${sandbox.adminToken}` },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'] ?? '', text }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('Host check', () => {
  it('serves loopback names with the Sandbox port', async () => {
    for (const host of [
      `127.0.0.1:${port}`,
      `localhost:${port}`,
      `[::1]:${port}`,
      `LOCALHOST:${port}`,
    ]) {
      const reply = await getWithHost(host);
      expect(reply.status, `${host}: ${reply.text}`).toBe(200);
    }
  });

  it('refuses a foreign name pointed at 127.0.0.1 (DNS rebinding)', async () => {
    const reply = await getWithHost(`attacker.example:${port}`);
    expect(reply.status).toBe(421);
    expect(reply.type).toMatch(/^text\/plain/);
    expect(reply.text).toContain(`http://127.0.0.1:${port}`);
    expect(reply.text).not.toContain('attacker');
  });

  it('refuses a loopback name with another port, or none', async () => {
    expect((await getWithHost(`127.0.0.1:${port + 1}`)).status).toBe(421);
    expect((await getWithHost('localhost')).status).toBe(421);
    expect((await getWithHost(`127.0.0.1.attacker.example:${port}`)).status).toBe(421);
  });

  it('keeps serving the ordinary fetch client', async () => {
    const res = await fetch(`${sandbox.url}/db/people?select=id&limit=1`, {
      headers: { Authorization: `Bearer ${sandbox.adminToken}` },
    });
    expect(res.status).toBe(200);
  });
});
