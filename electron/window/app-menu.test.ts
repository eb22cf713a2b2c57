import { describe, expect, it } from 'vitest';
import type { MenuItemConstructorOptions } from 'electron';
import { buildMenuTemplate, type MenuActions } from './app-menu.ts';

const noActions: MenuActions = { showLogs: () => {} };

function roles(items: MenuItemConstructorOptions[]): string[] {
  return items.flatMap((item) => [
    ...(item.role ? [item.role] : []),
    ...(Array.isArray(item.submenu) ? roles(item.submenu) : []),
  ]);
}

describe('application menu', () => {
  it('keeps the macOS app and edit menus so the standard shortcuts work', () => {
    const template = buildMenuTemplate('darwin', false, noActions);
    expect(template[0]?.role).toBe('appMenu');
    expect(roles(template)).toContain('editMenu');
  });
  it('has no developer tools in a release build', () => {
    expect(roles(buildMenuTemplate('linux', false, noActions))).not.toContain('toggleDevTools');
    expect(roles(buildMenuTemplate('win32', true, noActions))).toContain('toggleDevTools');
  });
  it('has Help → Show logs, and no click handler other than the ones main passes in', () => {
    const all = (items: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] =>
      items.flatMap((i) => [i, ...(Array.isArray(i.submenu) ? all(i.submenu) : [])]);
    let shown = 0;
    const template = buildMenuTemplate('linux', true, { showLogs: () => (shown += 1) });
    const clickable = all(template).filter((i) => i.click);
    expect(clickable.map((i) => i.label)).toEqual(['Show logs']);
    (clickable[0]!.click as () => void)();
    expect(shown).toBe(1);
    expect(template.find((i) => i.role === 'help')).toBeDefined();
  });
});
