// The built-in identity's isolation check (issue 19): no Kratos session token or cookie, password
// or TOTP secret in the renderer — its DOM, localStorage, sessionStorage, IndexedDB and cookies,
// the requests it sends and the answers it gets — nor in any plain file of the user-data folder.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { expect } from '../fixtures.ts';

export interface Traffic {
  url: string;
  headers: string;
  body: string;
  answer: Promise<string>;
}

/** Requests the page sent and the answers of those that finished (streams never do), as text. */
export function recordTraffic(page: Page): Traffic[] {
  const seen: Traffic[] = [];
  page.on('request', (request: Request) => {
    seen.push({
      url: request.url(),
      headers: JSON.stringify(request.headers()),
      body: request.postData() ?? '',
      answer: Promise.resolve(''),
    });
  });
  page.on('requestfinished', (request: Request) => {
    seen.push({
      url: request.url(),
      headers: '',
      body: '',
      answer: request
        .response()
        .then((r) => (r ? r.text().catch(() => '') : ''))
        .catch(() => ''),
    });
  });
  return seen;
}

/** Every record of every IndexedDB object store of the page's origin, as text. */
function indexedDbText(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const ask = <T>(request: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
      });
    const out: unknown[] = [];
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const db = await ask(indexedDB.open(info.name));
      for (const store of Array.from(db.objectStoreNames))
        out.push({
          db: info.name,
          store,
          rows: await ask(db.transaction(store).objectStore(store).getAll()),
        });
      db.close();
    }
    return JSON.stringify(out);
  });
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)],
  );
}

export async function expectNoSecretInRenderer(
  page: Page,
  traffic: Traffic[],
  userDataDir: string,
  secrets: string[],
  /** Channels the renderer may send a secret on (renderer → main only). */
  allowedRequests: RegExp = /\/ipc\/identity:submit$/,
) {
  const dom = await page.content();
  const storage = await page.evaluate(() =>
    JSON.stringify({
      local: { ...localStorage },
      session: { ...sessionStorage },
      cookie: document.cookie,
    }),
  );
  const idb = await indexedDbText(page);
  const cookies = JSON.stringify(await page.context().cookies());
  // Kratos session tokens (`ory_st_…`) and its session cookie stay in main.
  for (const text of [dom, storage, idb, cookies]) {
    expect(text).not.toMatch(/ory_st_/);
    expect(text).not.toContain('ory_kratos_session');
  }
  for (const secret of secrets) {
    expect(dom).not.toContain(secret);
    expect(storage).not.toContain(secret);
    expect(idb, 'IndexedDB').not.toContain(secret);
    expect(cookies).not.toContain(secret);
  }
  for (const entry of traffic) {
    const answer = await entry.answer;
    expect(answer, `answer of ${entry.url}`).not.toMatch(/ory_st_/);
    for (const secret of secrets) {
      expect(answer, `answer of ${entry.url}`).not.toContain(secret);
      expect(entry.headers, `headers of ${entry.url}`).not.toContain(secret);
      if (!allowedRequests.test(new URL(entry.url).pathname))
        expect(entry.body, `body of ${entry.url}`).not.toContain(secret);
    }
    expect(entry.headers.toLowerCase()).not.toContain('x-session-token');
    expect(entry.headers.toLowerCase()).not.toContain('ory_kratos_session');
  }
  for (const file of filesUnder(userDataDir)) {
    const text = readFileSync(file).toString('latin1');
    for (const secret of secrets) expect(text, file).not.toContain(secret);
    expect(text, file).not.toMatch(/ory_st_[A-Za-z0-9_-]{8,}/);
  }
}
