// A stand-in for the backend in the API modules' unit tests: replaces the global fetch, records
// every request (method, decoded URL, JSON body) and answers with JSON, either the next of a list
// of answers (an empty list once they run out) or whatever a function returns for the URL. The
// test file calls `vi.unstubAllGlobals()` after each test.
import { vi } from 'vitest';

export interface StubCall {
  method: string;
  url: string;
  body: unknown;
}

export interface StubAnswer {
  status?: number;
  body: unknown;
}

export function stubServer(answers: StubAnswer[] | ((url: string) => unknown) = []): StubCall[] {
  const calls: StubCall[] = [];
  vi.stubGlobal('fetch', (url: string, init: { method: string; body?: string }) => {
    const decoded = decodeURIComponent(url);
    calls.push({
      method: init.method,
      url: decoded,
      body: init.body ? (JSON.parse(init.body) as unknown) : undefined,
    });
    const answer: StubAnswer =
      typeof answers === 'function'
        ? { body: answers(decoded) }
        : (answers.shift() ?? { body: [] });
    return Promise.resolve(
      new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  return calls;
}
