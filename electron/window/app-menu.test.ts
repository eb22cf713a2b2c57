import { describe, expect, it } from 'vitest';
import type { MenuItemConstructorOptions } from 'electron';
import { buildMenuTemplate } from './app-menu.ts';

function roles(items: MenuItemConstructorOptions[]): string[] {
  return items.flatMap((item) => [
    ...(item.role ? [item.role] : []),
    ...(Array.isArray(item.submenu) ? roles(item.submenu) : []),
  ]);
}

describe('application menu', () => {
  it('keeps the macOS app and edit menus so the standard shortcuts work', () => {
    const template = buildMenuTemplate('darwin', false);
    expect(template[0]?.role).toBe('appMenu');
    expect(roles(template)).toContain('editMenu');
  });
  it('has no developer tools in a release build', () => {
    expect(roles(buildMenuTemplate('linux', false))).not.toContain('toggleDevTools');
    expect(roles(buildMenuTemplate('win32', true))).toContain('toggleDevTools');
  });
  it('uses roles only: no click handlers that could run arbitrary code', () => {
    const all = (items: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] =>
      items.flatMap((i) => [i, ...(Array.isArray(i.submenu) ? all(i.submenu) : [])]);
    expect(all(buildMenuTemplate('linux', true)).some((i) => i.click)).toBe(false);
  });
});
