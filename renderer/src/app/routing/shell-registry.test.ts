import { describe, expect, it } from 'vitest';
import { collectShell, SHELL } from './shell-registry.ts';

describe('shell registry', () => {
  it('finds every slot in the features', () => {
    expect(typeof SHELL.OrgGate).toBe('function');
    expect(typeof SHELL.useOrgDialogs).toBe('function');
    expect(typeof SHELL.LoginRedirect).toBe('function');
  });

  it('names a slot two features provide', () => {
    const a = () => null;
    expect(() =>
      collectShell({ 'a/shell.ts': { OrgChooser: a }, 'b/shell.ts': { OrgChooser: a } }),
    ).toThrow('Shell slot OrgChooser is provided by a/shell.ts and b/shell.ts');
  });

  it("renders every feature's user menu entries", () => {
    const base = Object.fromEntries(
      (
        [
          'OrgSwitcher',
          'OrgChooser',
          'OrgDialogs',
          'useOrgDialogs',
          'useOrgTitle',
          'OrgGate',
        ] as const
      )
        .concat(['SignIn', 'CommandPalette', 'LoginRedirect'] as never[])
        .map((n) => [n, () => null]),
    );
    const a = () => null;
    const b = () => null;
    const one = collectShell({ 'base/shell.ts': base, 'a/shell.ts': { UserMenuItems: a } });
    expect(one.UserMenuItems).toBe(a);
    const both = collectShell({
      'base/shell.ts': base,
      'a/shell.ts': { UserMenuItems: a },
      'b/shell.ts': { UserMenuItems: b },
    });
    expect(both.UserMenuItems).not.toBe(a);
    expect(typeof both.UserMenuItems).toBe('function');
  });

  it('names the slots nobody provides', () => {
    expect(() => collectShell({ 'a/shell.ts': { OrgChooser: () => null } })).toThrow(
      /No feature provides the shell slots OrgSwitcher, OrgDialogs/,
    );
  });
});
