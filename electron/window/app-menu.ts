// The application menu: roles, plus the actions main passes in (Help → Show logs). macOS needs an
// app menu and an Edit menu or Cmd+Q / Cmd+C / Cmd+V stop working; elsewhere the menu bar is
// hidden but the accelerators stay. Developer tools only in development builds.
import type { MenuItemConstructorOptions } from 'electron';

/** What the menu's own items do; each is main's code, never the page's. */
export interface MenuActions {
  showLogs: () => void;
}

export function buildMenuTemplate(
  platform: NodeJS.Platform,
  isDevelopment: boolean,
  actions: MenuActions,
): MenuItemConstructorOptions[] {
  const view: MenuItemConstructorOptions[] = [
    { role: 'reload' },
    { role: 'resetZoom' },
    { role: 'zoomIn' },
    { role: 'zoomOut' },
    { type: 'separator' },
    { role: 'togglefullscreen' },
  ];
  if (isDevelopment) view.push({ type: 'separator' }, { role: 'toggleDevTools' });
  const template: MenuItemConstructorOptions[] = [
    { role: 'editMenu' },
    { label: 'View', submenu: view },
    { role: 'windowMenu' },
    { role: 'help', submenu: [{ label: 'Show logs', click: () => actions.showLogs() }] },
  ];
  if (platform === 'darwin') template.unshift({ role: 'appMenu' });
  else template.unshift({ label: 'File', submenu: [{ role: 'quit' }] });
  return template;
}
