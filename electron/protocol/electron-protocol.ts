// Electron glue for the app:// scheme: privilege registration (must run before `ready`) and
// binding the pure `(Request) => Promise<Response>` handler to `protocol.handle`. A handler that
// throws becomes a plain 500 instead of a hung request in the renderer.
//
// Aborts: the Request Electron hands to protocol.handle has no signal that ever fires (Electron
// builds it from the loader's url, method, headers and body only), and names no webContents, so a
// page's abort or navigation cannot be seen before the answer's headers. What can be seen is
// Chromium dropping the answer's body (the page aborted the fetch or went away while it streamed):
// that cancels the body stream, and here aborts the signal the handler's Request carries, so the
// gateway stops the backend call. A call abandoned before its headers runs until its answer or the
// gateway's total timeout (backend-fetch.ts).
import type { CustomScheme, Protocol } from 'electron';
import { APP_SCHEME } from '../window/window-options.ts';

/**
 * standard: real origin (app://console), relative URLs and localStorage work like https.
 * secure: treated as a secure context (clipboard, crypto.subtle).
 * supportFetchAPI: the renderer's `fetch('/org/…')` goes through our handler.
 * codeCache: V8 code cache for our scripts (faster second start).
 * stream: large gateway responses are streamed, not buffered.
 * Not granted: bypassCSP, allowServiceWorkers, corsEnabled (everything is same-origin).
 */
export const APP_SCHEME_PRIVILEGES = Object.freeze({
  standard: true,
  secure: true,
  supportFetchAPI: true,
  codeCache: true,
  stream: true,
} satisfies CustomScheme['privileges']);

export function registerAppSchemePrivileged(
  protocol: Pick<Protocol, 'registerSchemesAsPrivileged'>,
): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { ...APP_SCHEME_PRIVILEGES } },
  ]);
}

export function handleAppScheme(
  protocol: Pick<Protocol, 'handle'>,
  handler: (request: Request) => Promise<Response>,
  log: (message: string, error?: unknown) => void,
): void {
  protocol.handle(APP_SCHEME, async (incoming) => {
    const controller = new AbortController();
    const request = new Request(incoming, { signal: controller.signal });
    try {
      return abortWhenBodyCancelled(await handler(request), controller);
    } catch (error) {
      let where = 'a request';
      try {
        where = new URL(request.url).pathname.split('/').slice(0, 3).join('/');
      } catch {
        // keep the generic description
      }
      log(`app:// handler failed for ${where}`, error);
      return new Response('The application could not answer this request.', {
        status: 500,
        headers: {
          'content-type': 'text/plain; charset=utf-8',
          'x-content-type-options': 'nosniff',
        },
      });
    }
  });
}

/** The same answer, whose body's cancellation (Chromium stopped reading it) aborts `controller`. */
export function abortWhenBodyCancelled(response: Response, controller: AbortController): Response {
  if (!response.body) return response;
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const body = new ReadableStream<Uint8Array>({
    async pull(stream) {
      const { done, value } = await reader.read();
      if (done) stream.close();
      else stream.enqueue(value);
    },
    cancel(reason) {
      controller.abort(reason);
      return reader.cancel(reason);
    },
  });
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}
