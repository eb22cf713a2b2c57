// The window's context menu (issue 20 item 5), Electron-free: what Chromium reports about the
// right-click (selection, editable field, link under the pointer) becomes Cut/Copy/Paste where
// they apply, and 'Copy link': the `missioncontrol://` link of the in-app link under the pointer,
// else of the page. Table rows have their own menu in the page (Open, Copy link), which
// prevents this one.
import type { MenuItemConstructorOptions } from 'electron';

export interface ContextMenuParams {
  selectionText: string;
  isEditable: boolean;
  linkURL: string;
  editFlags: { canCut: boolean; canCopy: boolean; canPaste: boolean; canSelectAll: boolean };
}

export interface ContextMenuInputs {
  /** The deep link of an app://console URL in this window's organisation, or null. */
  deepLinkFor: (url: string) => string | null;
  /** The window's own URL. */
  pageUrl: string;
  copyLink: (link: string) => void;
}

export function buildContextMenuTemplate(
  params: ContextMenuParams,
  inputs: ContextMenuInputs,
): MenuItemConstructorOptions[] {
  const items: MenuItemConstructorOptions[] = [];
  if (params.isEditable) {
    items.push(
      { role: 'cut', enabled: params.editFlags.canCut },
      { role: 'copy', enabled: params.editFlags.canCopy },
      { role: 'paste', enabled: params.editFlags.canPaste },
      { type: 'separator' },
      { role: 'selectAll', enabled: params.editFlags.canSelectAll },
    );
  } else if (params.selectionText.trim()) {
    items.push({ role: 'copy' });
  }
  const target = params.linkURL ? inputs.deepLinkFor(params.linkURL) : null;
  const page = inputs.deepLinkFor(inputs.pageUrl);
  const link = target ?? page;
  if (link) {
    if (items.length) items.push({ type: 'separator' });
    items.push({
      label: target ? 'Copy link' : 'Copy link to this page',
      click: () => inputs.copyLink(link),
    });
  }
  return items;
}
