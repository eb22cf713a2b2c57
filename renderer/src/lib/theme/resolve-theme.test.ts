import { describe, expect, it } from 'vitest';
import { resolveTheme } from './resolve-theme.ts';

describe('theme resolution', () => {
  it('follows the OS when set to system, and forces light or dark otherwise', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });
});
