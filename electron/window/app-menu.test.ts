import { describe, expect, it } from 'vitest';
import type { MenuItemConstructorOptions } from 'electron';
import { buildMenuTemplate, type MenuActions } from './app-menu.ts';

function recordingActions() {
  const calls: string[] = [];
  const actions: MenuActions = {
    showLogs: () => calls.push('showLogs'),
    newWindow: (orgId) => calls.push(`newWindow ${orgId}`),
    back: () => calls.push('back'),
    forward: () => calls.push('forward'),
    toggleSidebar: () => calls.push('toggleSidebar'),
    findInPage: () => calls.push('findInPage'),
    openPalette: () => calls.push('openPalette'),
    openDocs: () => calls.push('openDocs'),
    showAbout: () => calls.push('showAbout'),
  };
  return { actions, calls };
}
const noActions = recordingActions().actions;
const orgs = [
  { id: 'sandbox', name: 'Sandbox' },
  { id: 'acme', name: 'Acme Production' },
];

function all(items: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return items.flatMap((i) => [i, ...(Array.isArray(i.submenu) ? all(i.submenu) : [])]);
}
function roles(items: MenuItemConstructorOptions[]): string[] {
  return all(items).flatMap((item) => (item.role ? [item.role] : []));
}
function menu(template: MenuItemConstructorOptions[], label: string): MenuItemConstructorOptions[] {
  const found = template.find((item) => item.label === label || item.role === label);
  if (!found || !Array.isArray(found.submenu)) throw new Error(`no menu ${label}`);
  return found.submenu;
}
function item(items: MenuItemConstructorOptions[], label: string): MenuItemConstructorOptions {
  const found = items.find((i) => i.label === label && i.visible !== false);
  if (!found) throw new Error(`no item ${label}`);
  return found;
}
const click = (entry: MenuItemConstructorOptions) => (entry.click as () => void)();

describe('application menu', () => {
  it('keeps the macOS app and edit menus so the standard shortcuts work', () => {
    const template = buildMenuTemplate('darwin', false, noActions, orgs);
    expect(template[0]?.role).toBe('appMenu');
    expect(template.map((i) => i.label ?? i.role)).toEqual([
      'appMenu',
      'File',
      'editMenu',
      'View',
      'Go',
      'windowMenu',
      'help',
    ]);
    expect(roles(menu(template, 'File'))).not.toContain('quit');
  });

  it('has File with Quit, and About in Help, on Windows and Linux', () => {
    for (const platform of ['win32', 'linux'] as const) {
      const template = buildMenuTemplate(platform, false, noActions, orgs);
      expect(template[0]?.label).toBe('File');
      expect(roles(menu(template, 'File'))).toEqual(['close', 'quit']);
      expect(menu(template, 'help').map((i) => i.label)).toContain('About Mission Control Desktop');
    }
    expect(
      menu(buildMenuTemplate('darwin', false, noActions), 'help').map((i) => i.label),
    ).not.toContain('About Mission Control Desktop');
  });

  it('has no developer tools in a release build', () => {
    expect(roles(buildMenuTemplate('linux', false, noActions))).not.toContain('toggleDevTools');
    expect(roles(buildMenuTemplate('win32', true, noActions))).toContain('toggleDevTools');
  });

  it('opens a new window per organisation from File', () => {
    const { actions, calls } = recordingActions();
    const file = menu(buildMenuTemplate('linux', false, actions, orgs), 'File');
    click(item(file, 'New Window'));
    const perOrg = item(file, 'New Window for Organisation')
      .submenu as MenuItemConstructorOptions[];
    expect(perOrg.map((i) => i.label)).toEqual(['Sandbox', 'Acme Production']);
    click(perOrg[1]!);
    expect(calls).toEqual(['newWindow null', 'newWindow acme']);
    const none = menu(buildMenuTemplate('linux', false, actions, []), 'File');
    expect(item(none, 'New Window for Organisation').enabled).toBe(false);
  });

  it('uses the platform shortcuts for back, forward and the palette', () => {
    const mac = menu(buildMenuTemplate('darwin', false, noActions), 'Go');
    const linux = menu(buildMenuTemplate('linux', false, noActions), 'Go');
    expect(item(mac, 'Back').accelerator).toBe('Command+[');
    expect(item(mac, 'Forward').accelerator).toBe('Command+]');
    expect(item(linux, 'Back').accelerator).toBe('Alt+Left');
    expect(item(linux, 'Forward').accelerator).toBe('Alt+Right');
    expect(item(linux, 'Command Palette…').accelerator).toBe('CmdOrCtrl+Shift+P');
    // Ctrl/Cmd+P as well, through a hidden item that still answers its keys.
    const hidden = linux.filter((i) => i.visible === false).map((i) => i.accelerator);
    expect(hidden).toEqual(['CmdOrCtrl+P']);
  });

  it('has View items for reload, zoom, sidebar and find, with their shortcuts', () => {
    const view = menu(buildMenuTemplate('win32', false, noActions), 'View');
    expect(roles(view)).toEqual(['reload', 'resetZoom', 'zoomIn', 'zoomOut', 'togglefullscreen']);
    expect(item(view, 'Toggle Sidebar').accelerator).toBe('CmdOrCtrl+B');
    expect(item(view, 'Find in Page').accelerator).toBe('CmdOrCtrl+F');
  });

  it('calls only the actions main passes in', () => {
    const { actions, calls } = recordingActions();
    const template = buildMenuTemplate('linux', true, actions, orgs);
    for (const entry of all(template).filter((i) => i.click && i.visible !== false)) click(entry);
    expect(calls).toEqual([
      'newWindow null',
      'newWindow sandbox',
      'newWindow acme',
      'toggleSidebar',
      'findInPage',
      'back',
      'forward',
      'openPalette',
      'openDocs',
      'showLogs',
      'showAbout',
    ]);
  });
});
