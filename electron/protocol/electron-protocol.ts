// Electron glue for the app:// scheme: privilege registration (must run before `ready`) and
// binding the pure `(Request) => Promise<Response>` handler to `protocol.handle`. A handler that
// throws becomes a plain 500 instead of a hung request in the renderer.
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
  protocol.handle(APP_SCHEME, async (request) => {
    try {
      return await handler(request);
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
