// The application menu (issue 20 item 5): File (new window, per organisation too; close), Edit,
// View (reload, zoom, toggle sidebar, find in page), Go (back, forward, command palette), Window
// and Help (documentation, show logs, about). Roles where Electron has one; the other items call
// the actions main passes in, never the page's code. Accelerators come from the app's one list
// of shortcuts (preload/contract/shortcuts.ts), which the `?` dialog shows. macOS needs an app menu
// and an Edit menu or Cmd+Q / Cmd+C / Cmd+V stop working; elsewhere the menu bar is hidden but the
// accelerators stay. Developer tools only in development builds.
import type { MenuItemConstructorOptions } from 'electron';
import { keysFor } from '../../preload/contract/shortcuts.ts';

/** What the menu's own items do; each is main's code, acting on the focused window. */
export interface MenuActions {
  showLogs: () => void;
  /** A new window; on `orgId`, or on the focused window's organisation when null. */
  newWindow: (orgId: string | null) => void;
  back: () => void;
  forward: () => void;
  toggleSidebar: () => void;
  findInPage: () => void;
  openPalette: () => void;
  openDocs: () => void;
  showAbout: () => void;
}

export interface MenuOrg {
  id: string;
  name: string;
}

function accelerator(id: string, mac: boolean, index = 0): string | undefined {
  const keys = keysFor(id, mac)[index];
  return keys?.replace('Cmd+', 'Command+');
}

/** A second accelerator for the same action: a hidden item that still answers its keys. */
function alternate(
  id: string,
  mac: boolean,
  click: () => void,
  label: string,
): MenuItemConstructorOptions[] {
  const keys = accelerator(id, mac, 1);
  return keys
    ? [{ label, accelerator: keys, click, visible: false, acceleratorWorksWhenHidden: true }]
    : [];
}

function fileMenu(
  mac: boolean,
  actions: MenuActions,
  orgs: readonly MenuOrg[],
): MenuItemConstructorOptions[] {
  const file: MenuItemConstructorOptions[] = [
    {
      label: 'New Window',
      accelerator: accelerator('new-window', mac),
      click: () => actions.newWindow(null),
    },
    {
      label: 'New Window for Organisation',
      enabled: orgs.length > 0,
      submenu: orgs.length
        ? orgs.map((org) => ({ label: org.name, click: () => actions.newWindow(org.id) }))
        : [{ label: 'No organisations', enabled: false }],
    },
    { type: 'separator' },
    { role: 'close', label: 'Close Window', accelerator: accelerator('close-window', mac) },
  ];
  if (!mac) file.push({ type: 'separator' }, { role: 'quit' });
  return file;
}

function viewMenu(
  mac: boolean,
  isDevelopment: boolean,
  actions: MenuActions,
): MenuItemConstructorOptions[] {
  const view: MenuItemConstructorOptions[] = [
    { role: 'reload', accelerator: accelerator('reload', mac) },
    { type: 'separator' },
    { role: 'resetZoom', accelerator: accelerator('zoom-reset', mac) },
    { role: 'zoomIn', accelerator: accelerator('zoom-in', mac) },
    { role: 'zoomOut', accelerator: accelerator('zoom-out', mac) },
    { type: 'separator' },
    {
      label: 'Toggle Sidebar',
      accelerator: accelerator('toggle-sidebar', mac),
      click: () => actions.toggleSidebar(),
    },
    {
      label: 'Find in Page',
      accelerator: accelerator('find', mac),
      click: () => actions.findInPage(),
    },
    { type: 'separator' },
    { role: 'togglefullscreen' },
  ];
  if (isDevelopment) view.push({ type: 'separator' }, { role: 'toggleDevTools' });
  return view;
}

function goMenu(mac: boolean, actions: MenuActions): MenuItemConstructorOptions[] {
  return [
    { label: 'Back', accelerator: accelerator('back', mac), click: () => actions.back() },
    ...alternate('back', mac, () => actions.back(), 'Back'),
    { label: 'Forward', accelerator: accelerator('forward', mac), click: () => actions.forward() },
    ...alternate('forward', mac, () => actions.forward(), 'Forward'),
    { type: 'separator' },
    {
      label: 'Command Palette…',
      accelerator: accelerator('palette', mac),
      click: () => actions.openPalette(),
    },
    ...alternate('palette', mac, () => actions.openPalette(), 'Command Palette…'),
  ];
}

function helpMenu(mac: boolean, actions: MenuActions): MenuItemConstructorOptions[] {
  const help: MenuItemConstructorOptions[] = [
    { label: 'Documentation', click: () => actions.openDocs() },
    { label: 'Show logs', click: () => actions.showLogs() },
  ];
  // macOS has About in the app menu.
  if (!mac)
    help.push(
      { type: 'separator' },
      { label: 'About Mission Control Desktop', click: () => actions.showAbout() },
    );
  return help;
}

export function buildMenuTemplate(
  platform: NodeJS.Platform,
  isDevelopment: boolean,
  actions: MenuActions,
  orgs: readonly MenuOrg[] = [],
): MenuItemConstructorOptions[] {
  const mac = platform === 'darwin';
  const template: MenuItemConstructorOptions[] = [
    { label: 'File', submenu: fileMenu(mac, actions, orgs) },
    { role: 'editMenu' },
    { label: 'View', submenu: viewMenu(mac, isDevelopment, actions) },
    { label: 'Go', submenu: goMenu(mac, actions) },
    { role: 'windowMenu' },
    { role: 'help', submenu: helpMenu(mac, actions) },
  ];
  if (mac) template.unshift({ role: 'appMenu' });
  return template;
}
