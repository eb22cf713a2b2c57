// Electron's end of the window context menu: the template (electron/window/context-menu.ts) for
// each right-click Chromium reports, shown at the pointer; nothing when there is nothing to copy.
import type { Menu as MenuType, WebContents } from 'electron';
import { buildContextMenuTemplate } from '../window/context-menu.ts';

export function attachContextMenu(
  contents: Pick<WebContents, 'on' | 'getURL'>,
  deps: {
    Menu: Pick<typeof MenuType, 'buildFromTemplate'>;
    writeClipboard: (text: string) => void;
    /** The deep link of an app://console URL in this window's organisation, or null. */
    deepLinkFor: (url: string) => string | null;
  },
): void {
  contents.on('context-menu', (_event, params) => {
    const template = buildContextMenuTemplate(params, {
      pageUrl: contents.getURL(),
      deepLinkFor: deps.deepLinkFor,
      copyLink: (link) => deps.writeClipboard(link),
    });
    if (template.length) deps.Menu.buildFromTemplate(template).popup();
  });
}
