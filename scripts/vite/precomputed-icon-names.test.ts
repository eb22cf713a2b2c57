import { describe, expect, it } from 'vitest';
import { IconNames, IconNamesSet } from '@blueprintjs/icons/lib/esm/iconNames.js';
import { iconNamesModule, precomputedIconNames } from './precomputed-icon-names.ts';

describe('precomputedIconNames', () => {
  it('exports the same tables as the module it replaces', async () => {
    const source = iconNamesModule();
    const built = (await import(
      `data:text/javascript;base64,${Buffer.from(source).toString('base64')}`
    )) as { IconNames: Record<string, string>; IconNamesSet: Set<string> };
    expect(Object.keys(IconNames).length).toBeGreaterThan(1000);
    expect(built.IconNames).toEqual(IconNames);
    expect([...built.IconNamesSet].sort()).toEqual([...IconNamesSet].sort());
    // No case conversion left to run at start-up.
    expect(source).not.toContain('change-case');
  });

  it('replaces only that module', () => {
    const plugin = precomputedIconNames();
    const load = plugin.load as (id: string) => string | null;
    expect(load('/x/node_modules/@blueprintjs/icons/lib/esm/iconNames.js')).toContain('IconNames');
    expect(load('/x/node_modules/@blueprintjs/icons/lib/esm/iconTypes.js')).toBeNull();
  });
});
