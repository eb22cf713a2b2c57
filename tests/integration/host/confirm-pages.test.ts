// Browser mode's confirmation pages (electron/host/confirm-pages.ts) over raw HTTP, where the
// browser's own headers (Sec-Fetch-*, Origin, Host) can be written as a hostile page would get
// them: only a navigation shows the page, and only that page's own form, with its one-time nonce,
// answers it. The app's page (another origin) cannot read the nonce nor post an answer.
import { request as httpRequest } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ConfirmRequest } from '../../../electron/app/confirm.ts';
import {
  createBrowserConfirmer,
  type BrowserConfirmer,
} from '../../../electron/host/confirm-pages.ts';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function send(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const req = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: options.method ?? 'GET',
        headers: options.headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

const NAVIGATE = { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };
const APP_ORIGIN = 'http://127.0.0.1:45999'; // the app's page: another port, another origin

const request: ConfirmRequest = {
  title: 'Invite a user',
  message: 'Invite <b>new@example.com</b> to Prod?',
  detail: 'Role: admin',
  confirmLabel: 'Send invitation',
  danger: true,
};

let confirmer: BrowserConfirmer;
let opened: string[];
let waiting: ((url: string) => void) | null;

beforeEach(() => {
  opened = [];
  waiting = null;
  confirmer = createBrowserConfirmer({
    open: (url) => {
      opened.push(url);
      waiting?.(url);
    },
  });
});
afterEach(() => confirmer.close());

/** Starts a confirmation and waits for the page the host opened. */
async function ask(): Promise<{ answer: Promise<boolean>; url: string }> {
  const url = new Promise<string>((resolve) => (waiting = resolve));
  const answer = confirmer.confirm(request);
  return { answer, url: await url };
}

async function nonceOf(url: string): Promise<string> {
  const page = await send(url, { headers: NAVIGATE });
  const nonce = /name="nonce" value="([^"]+)"/.exec(page.body)?.[1];
  if (!nonce) throw new Error(`no nonce in the page (${page.status})`);
  return nonce;
}

function post(url: string, form: Record<string, string>, headers: Record<string, string>) {
  return send(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(form).toString(),
  });
}

const fromThePage = (url: string) => ({
  ...NAVIGATE,
  'sec-fetch-site': 'same-origin',
  origin: new URL(url).origin,
});

describe('browser-mode confirmation pages', () => {
  it('shows the request on its own origin, unframeable and without scripts, to navigations only', async () => {
    const { answer, url } = await ask();
    expect(new URL(url).origin).toBe(confirmer.origin());
    expect(new URL(url).pathname).toMatch(/^\/confirm\/[\w-]{32}$/);
    const page = await send(url, { headers: NAVIGATE });
    expect(page.status).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
    expect(page.headers['x-frame-options']).toBe('DENY');
    // With `no-referrer` the browser would send `Origin: null` with the answer, refused below.
    expect(page.headers['referrer-policy']).toBe('same-origin');
    expect(page.body).toContain('Invite &lt;b&gt;new@example.com&lt;/b&gt; to Prod?');
    expect(page.body).toContain('Send invitation');
    // A fetch, a frame or a request without the browser's Sec-Fetch headers never sees the nonce.
    for (const headers of [
      {} as Record<string, string>,
      { 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' },
      { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'iframe' },
    ]) {
      const refused = await send(url, { headers });
      expect(refused.status).toBe(403);
      expect(refused.body).not.toContain('nonce');
    }
    // Another Host (DNS rebinding) is refused.
    const rebound = await send(url, { headers: { ...NAVIGATE, host: 'evil.example:80' } });
    expect(rebound.status).toBe(403);
    await post(url, { nonce: await nonceOf(url), answer: 'cancel' }, fromThePage(url));
    expect(await answer).toBe(false);
  });

  it('only the page itself answers: wrong nonce, the app origin, missing Sec-Fetch headers are refused', async () => {
    const { answer, url } = await ask();
    const nonce = await nonceOf(url);
    const refusals: { form: Record<string, string>; headers: Record<string, string> }[] = [
      // The app's page posting a form at it: cross-site by the browser's word, another Origin.
      {
        form: { nonce, answer: 'confirm' },
        headers: { ...NAVIGATE, 'sec-fetch-site': 'same-site', origin: APP_ORIGIN },
      },
      // An opaque origin (a sandboxed frame, or `no-referrer`).
      { form: { nonce, answer: 'confirm' }, headers: { ...fromThePage(url), origin: 'null' } },
      // The right headers, but not this page's nonce.
      { form: { nonce: 'guessed', answer: 'confirm' }, headers: fromThePage(url) },
      { form: { answer: 'confirm' }, headers: fromThePage(url) },
      // No Sec-Fetch headers at all (not a browser's form navigation).
      { form: { nonce, answer: 'confirm' }, headers: { origin: new URL(url).origin } },
      // A fetch from the page's origin is not a navigation.
      {
        form: { nonce, answer: 'confirm' },
        headers: { ...fromThePage(url), 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' },
      },
    ];
    for (const { form, headers } of refusals) {
      const refused = await post(url, form, headers);
      expect(refused.status).toBe(403);
    }
    const accepted = await post(url, { nonce, answer: 'confirm' }, fromThePage(url));
    expect(accepted.status).toBe(200);
    expect(accepted.body).toContain('Confirmed');
    expect(await answer).toBe(true);
    // One time: the page is gone once answered.
    expect((await send(url, { headers: NAVIGATE })).status).toBe(404);
    expect((await post(url, { nonce, answer: 'confirm' }, fromThePage(url))).status).toBe(404);
  });

  it('an unanswered confirmation is refused at its timeout, and at close', async () => {
    const quick = createBrowserConfirmer({ open: () => undefined, timeoutMs: 1 });
    try {
      expect(await quick.confirm(request)).toBe(false);
    } finally {
      await quick.close();
    }
    const { answer } = await ask();
    await confirmer.close();
    expect(await answer).toBe(false);
  });

  it('each confirmation has its own path and nonce', async () => {
    const first = await ask();
    const second = await ask();
    expect(first.url).not.toBe(second.url);
    const nonce = await nonceOf(first.url);
    expect(
      (await post(second.url, { nonce, answer: 'confirm' }, fromThePage(second.url))).status,
    ).toBe(403);
    expect(opened).toHaveLength(2);
  });
});
