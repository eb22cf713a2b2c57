// Applies the pure guards to Electron: every webContents the app ever creates (main window,
// devtools, anything a future feature adds) gets navigation, new-window and webview denial, and
// the session gets deny-by-default permission handlers. electron/app/app-lifecycle.ts calls these
// from `web-contents-created`, electron/app/start-main.ts once for the default session.
import type { Session, WebContents } from 'electron';
import { decideNavigation, decideWindowOpen, isPermissionAllowed } from './guards.ts';

export interface HardenDeps {
  /** Already https-only; receives only URLs decideWindowOpen accepted. */
  openExternal: (url: string) => Promise<void>;
  log: (message: string, error?: unknown) => void;
}

export function hardenWebContents(contents: WebContents, deps: HardenDeps): void {
  contents.setWindowOpenHandler(({ url }) => {
    const decision = decideWindowOpen(url);
    if (decision.openExternal) {
      deps
        .openExternal(decision.openExternal)
        .catch((error: unknown) => deps.log('could not open an external link', error));
    } else {
      deps.log(`refused to open a window: ${decision.reason ?? 'not allowed'}`);
    }
    return { action: 'deny' };
  });

  const guardNavigation = (event: { url: string; preventDefault(): void }) => {
    const decision = decideNavigation(event.url);
    if (!decision.allow) {
      event.preventDefault();
      deps.log(`refused ${decision.reason}`);
    }
  };
  // will-navigate covers the main frame; will-frame-navigate covers every frame (and fires for the
  // main frame too, so both listeners may run for one navigation: preventDefault is idempotent).
  contents.on('will-navigate', (event) => guardNavigation(event));
  contents.on('will-frame-navigate', (event) => guardNavigation(event));
  contents.on('will-redirect', (event) => guardNavigation(event));

  contents.on('will-attach-webview', (event) => {
    event.preventDefault();
    deps.log('refused to attach a <webview>');
  });
}

export function hardenSession(
  session: Pick<Session, 'setPermissionRequestHandler' | 'setPermissionCheckHandler'>,
): void {
  session.setPermissionRequestHandler((_contents, permission, callback, details) => {
    callback(details.isMainFrame && isPermissionAllowed(permission, details.requestingUrl));
  });
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin, details) => {
    return (
      details.isMainFrame &&
      isPermissionAllowed(permission, details.requestingUrl ?? requestingOrigin)
    );
  });
}
