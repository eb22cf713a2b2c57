// Browser mode's confirmer (electron/app/confirm.ts). The app's page is an ordinary web page, so
// anything it can reach it can script: a confirmation drawn there, or served on its own origin
// (window.open gives a same-origin page's DOM to its opener), would be clicked by a compromised
// page. So each confirmation is a page on another origin — a listener of its own on 127.0.0.1
// with an OS-chosen port, like the sign-in loopback (auth/oidc/loopback.ts) — at a random
// one-time path, opened in the user's browser by the host. Its answer is accepted only from that
// page: a form POST the browser marks as a same-origin navigation (Sec-Fetch-*, Origin), carrying
// the page's one-time nonce. The page refuses frames (frame-ancestors 'none') and scripts
// (default-src 'none'). No answer before the timeout is a refusal.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Confirmer, ConfirmRequest } from '../app/confirm.ts';
import { sameSecret } from '../auth/oidc/pkce.ts';
import { confirmationPage, resultPage } from './confirm-page-html.ts';

export const CONFIRM_PATH_PREFIX = '/confirm/';
export const DEFAULT_CONFIRM_TIMEOUT_MS = 5 * 60_000;

export interface BrowserConfirmerOptions {
  /** Shows the page to the user (the system browser; printed too). */
  open: (url: string) => void;
  timeoutMs?: number;
}

export interface BrowserConfirmer {
  confirm: Confirmer;
  /** The listener's origin once started (tests); null before the first confirmation. */
  origin(): string | null;
  close(): Promise<void>;
}

interface Pending {
  request: ConfirmRequest;
  nonce: string;
  settle: (answer: boolean) => void;
}

const SECURITY_HEADERS = {
  'cache-control': 'no-store',
  // Not `no-referrer`: under it a browser sends `Origin: null` with the form's POST (Fetch,
  // "serializing a request origin"), and the answer could not be told from a sandboxed frame's.
  'referrer-policy': 'same-origin',
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
};

function answer(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...SECURITY_HEADERS });
  res.end(html);
}

/** A top-level navigation typed or clicked by the user, never a fetch, frame or subresource. */
function isNavigation(req: IncomingMessage): boolean {
  return (
    req.headers['sec-fetch-mode'] === 'navigate' && req.headers['sec-fetch-dest'] === 'document'
  );
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams | null> {
  if (!(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded'))
    return null;
  let text = '';
  for await (const chunk of req as AsyncIterable<Buffer>) {
    text += chunk.toString('utf8');
    if (text.length > 4096) return null;
  }
  return new URLSearchParams(text);
}

/**
 * Serves one request to the listener: the confirmation page of a pending id, or the answer its
 * form posts back; anything else is refused.
 */
async function answerConfirmation(
  req: IncomingMessage,
  res: ServerResponse,
  origin: string | null,
  pending: ReadonlyMap<string, Pending>,
): Promise<void> {
  // DNS rebinding: only this listener's own address, by IP.
  if (origin === null || req.headers.host !== origin.slice('http://'.length))
    return answer(res, 403, resultPage('Refused', 'This page answers only on 127.0.0.1.'));
  const url = new URL(req.url ?? '/', origin);
  const id = url.pathname.startsWith(CONFIRM_PATH_PREFIX)
    ? url.pathname.slice(CONFIRM_PATH_PREFIX.length)
    : '';
  const entry = [...pending.entries()].find(([key]) => sameSecret(key, id))?.[1];
  if (!entry)
    return answer(
      res,
      404,
      resultPage(
        'Nothing to confirm',
        'This confirmation was already answered or has expired. You can close this tab.',
      ),
    );
  if (!isNavigation(req))
    return answer(
      res,
      403,
      resultPage('Refused', 'Open this confirmation as a page in the browser.'),
    );
  if (req.method === 'GET') return answer(res, 200, confirmationPage(entry.request, entry.nonce));
  if (req.method !== 'POST')
    return answer(res, 405, resultPage('Refused', 'Answer with the buttons of this page.'));
  return answerForm(req, res, origin, entry);
}

/** The form's POST from the confirmation page itself settles the pending confirmation. */
async function answerForm(
  req: IncomingMessage,
  res: ServerResponse,
  origin: string,
  entry: Pending,
): Promise<void> {
  // Only this page's own form: same origin by the browser's word (Sec-Fetch-Site, Origin) and
  // its one-time nonce. The app's page is another origin and never saw the nonce.
  const form = await readForm(req);
  if (
    req.headers['sec-fetch-site'] !== 'same-origin' ||
    req.headers.origin !== origin ||
    !form ||
    !sameSecret(form.get('nonce') ?? '', entry.nonce)
  )
    return answer(
      res,
      403,
      resultPage('Refused', 'This answer did not come from this confirmation page.'),
    );
  const yes = form.get('answer') === 'confirm';
  entry.settle(yes);
  return answer(
    res,
    200,
    resultPage(
      yes ? 'Confirmed' : 'Cancelled',
      `${yes ? 'The app goes ahead.' : 'Nothing was done.'} You can close this tab.`,
    ),
  );
}

export function createBrowserConfirmer(options: BrowserConfirmerOptions): BrowserConfirmer {
  const timeoutMs = options.timeoutMs ?? DEFAULT_CONFIRM_TIMEOUT_MS;
  const pending = new Map<string, Pending>();
  let server: Promise<{ server: Server; origin: string }> | null = null;
  let origin: string | null = null;

  function listen(): Promise<{ server: Server; origin: string }> {
    server ??= new Promise((resolve, reject) => {
      const created = createServer((req, res) => {
        answerConfirmation(req, res, origin, pending).catch(() => {
          if (!res.headersSent)
            answer(res, 500, resultPage('Error', 'The answer could not be read.'));
        });
      });
      created.on('clientError', (_error, socket) => socket.destroy());
      created.once('error', reject);
      created.listen(0, '127.0.0.1', () => {
        origin = `http://127.0.0.1:${(created.address() as AddressInfo).port}`;
        resolve({ server: created, origin });
      });
    });
    return server;
  }

  const confirm: Confirmer = async (request) => {
    const { origin: base } = await listen();
    const id = randomBytes(24).toString('base64url');
    const nonce = randomBytes(24).toString('base64url');
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => settle(false), timeoutMs);
      timer.unref();
      function settle(yes: boolean) {
        clearTimeout(timer);
        pending.delete(id);
        resolve(yes);
      }
      pending.set(id, { request, nonce, settle });
      options.open(`${base}${CONFIRM_PATH_PREFIX}${id}`);
    });
  };

  return {
    confirm,
    origin: () => origin,
    close: async () => {
      for (const entry of [...pending.values()]) entry.settle(false);
      if (!server) return;
      const { server: listening } = await server;
      server = null; // a later confirmation starts a listener anew
      await new Promise<void>((resolve) => {
        listening.close(() => resolve());
        listening.closeAllConnections();
      });
    },
  };
}
