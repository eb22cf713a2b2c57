// Replays what the real web console (flanksource-ui 1.4.308) requests on each of its pages
// (console-pages.ts) against a fresh Sandbox over HTTP, with ids from the Sandbox's own data, and
// checks each answer: 2xx, the shape the console reads, rows where the seed has data. Then basic
// mode's cookie login as the console's login page does it. A request the console makes must
// never again silently 404 (issue 13).
// Runs on the small seed and the large one; MCD_REPLAY_SCALES=small limits it (the large seed
// takes about 40 s to build in memory).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SANDBOX_PASSWORD } from '../../../electron/sandbox/db/open-database.ts';
import { consolePages, type ReplayIds, type ReplayRequest } from './console-pages.ts';
import { resolveIds, startReplaySandbox, type ReplaySandbox } from './replay-sandbox.ts';
import { whoami } from './schemas.ts';

const scales = (process.env.MCD_REPLAY_SCALES ?? 'small,large')
  .split(',')
  .map((x) => x.trim())
  .filter((x): x is 'small' | 'large' => x === 'small' || x === 'large');

const fill = (text: string, ids: ReplayIds) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in ids ? encodeURIComponent(ids[key as keyof ReplayIds]) : whole,
  );

interface Answer {
  status: number;
  text: string;
  json: unknown;
  headers: Headers;
}

async function send(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
): Promise<Answer> {
  const res = await fetch(url, init);
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, text, json, headers: res.headers };
}

/** The request as the console's axios clients send it (JSON, `Prefer: return=representation`). */
function replay(run: ReplaySandbox, ids: ReplayIds, req: ReplayRequest): Promise<Answer> {
  return send(`${run.sandbox.url}/api${fill(req.path, ids)}`, {
    method: req.method,
    headers: {
      Authorization: `Bearer ${run.sandbox.adminToken}`,
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Prefer: req.prefer ?? 'return=representation',
    },
    body: req.body === undefined ? undefined : fill(JSON.stringify(req.body), ids),
  });
}

function problems(req: ReplayRequest, answer: Answer): string | null {
  if (answer.status < 200 || answer.status >= 300)
    return `answered ${answer.status}: ${answer.text.slice(0, 300)}`;
  if (answer.text && answer.json === undefined)
    return `answered ${answer.status} with a body that is not JSON: ${answer.text.slice(0, 200)}`;
  const parsed = req.schema.safeParse(answer.json);
  if (!parsed.success)
    return `answered ${answer.status}, not the shape the console reads:\n${z.prettifyError(parsed.error)}\n${answer.text.slice(0, 300)}`;
  const list =
    typeof req.nonEmpty === 'string'
      ? (answer.json as Record<string, unknown> | null)?.[req.nonEmpty]
      : answer.json;
  if (req.nonEmpty && (!Array.isArray(list) || list.length === 0))
    return `answered ${answer.status} with no ${typeof req.nonEmpty === 'string' ? req.nonEmpty : 'rows'}, where the seed has data`;
  return null;
}

describe.each(scales)('the console replayed on the %s seed', (scale) => {
  let run: ReplaySandbox;
  let ids: ReplayIds;

  beforeAll(
    async () => {
      run = await startReplaySandbox(scale);
      ids = await resolveIds(run.sandbox);
    },
    scale === 'large' ? 300_000 : 120_000,
  );
  afterAll(async () => run?.close());

  for (const { page, requests } of consolePages) {
    describe(page, () => {
      for (const req of requests) {
        it(`${req.method} ${req.path} (${req.what})`, async () => {
          const answer = await replay(run, ids, req);
          const wrong = problems(req, answer);
          expect(
            wrong,
            `${page} → ${req.method} ${fill(req.path, ids)} [${run.source}]`,
          ).toBeNull();
        });
      }
    });
  }

  describe('basic-mode cookie login (the console login page)', () => {
    it('POST /auth/login sets the authorization cookie, which alone signs in later requests', async () => {
      const login = await send(`${run.sandbox.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'admin@sandbox.local', password: SANDBOX_PASSWORD }),
      });
      expect(login.status, `POST /auth/login answered: ${login.text.slice(0, 200)}`).toBeLessThan(
        300,
      );
      const cookie = login.headers
        .getSetCookie()
        .map((c) => c.split(';')[0]!)
        .find((c) => c.startsWith('authorization='));
      expect(cookie, 'POST /auth/login sets an `authorization` cookie').toBeDefined();

      const me = await send(`${run.sandbox.url}/api/auth/whoami`, {
        method: 'GET',
        headers: { Cookie: cookie!, Accept: 'application/json' },
      });
      expect(me.status, `whoami with only the cookie: ${me.text.slice(0, 200)}`).toBe(200);
      expect(whoami.parse(me.json).payload.user.email).toBe('admin@sandbox.local');

      const checks = await send(`${run.sandbox.url}/api/db/checks?select=id,name&limit=1`, {
        method: 'GET',
        headers: { Cookie: cookie!, Accept: 'application/json' },
      });
      expect(checks.status, `/db/checks with only the cookie: ${checks.text.slice(0, 200)}`).toBe(
        200,
      );

      const logout = await send(`${run.sandbox.url}/api/auth/logout`, {
        method: 'POST',
        headers: { Cookie: cookie! },
      });
      expect(
        logout.status,
        `POST /auth/logout answered: ${logout.text.slice(0, 200)}`,
      ).toBeLessThan(300);
      const cleared = logout.headers.getSetCookie().find((c) => c.startsWith('authorization='));
      expect(cleared, '/auth/logout clears the `authorization` cookie').toMatch(
        /^authorization=;|Max-Age=0|Expires=Thu, 01 Jan 1970/i,
      );
    });

    it('a wrong password gets no cookie', async () => {
      const login = await send(`${run.sandbox.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'admin@sandbox.local', password: 'not the password' }),
      });
      expect(login.status).toBe(401);
      expect(login.headers.getSetCookie().some((c) => c.startsWith('authorization='))).toBe(false);
    });
  });
});
