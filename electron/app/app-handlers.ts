// IPC handlers of the `app` area: facts about the running app and opening safe external links.
import type { AppInfo } from '../../preload/contract/app.ts';
import type { Handlers } from '../ipc/router.ts';
import { checkExternalLink } from './external-links.ts';

export function createAppHandlers(deps: {
  appInfo: AppInfo;
  openExternal: (url: string) => Promise<void>;
  log?: ((message: string, error?: unknown) => void) | undefined;
  /** Opens a new window on an organisation (Electron); absent in browser mode. */
  openWindow?: ((orgId: string) => Promise<boolean>) | undefined;
}): Pick<Handlers, 'app:info' | 'app:openExternal' | 'app:openWindow'> {
  return {
    'app:info': () => deps.appInfo,
    'app:openExternal': async ({ url }) => {
      const verdict = checkExternalLink(url);
      if (!verdict.allowed) {
        deps.log?.(`refused to open an external link: ${verdict.reason}`);
        return { opened: false, reason: verdict.reason };
      }
      await deps.openExternal(verdict.url);
      return { opened: true };
    },
    'app:openWindow': async ({ orgId }) => ({
      opened: deps.openWindow ? await deps.openWindow(orgId) : false,
    }),
  };
}
