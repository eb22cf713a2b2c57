import { describe, expect, it } from 'vitest';
import { SHORTCUTS, formatKeys, keysFor } from '../../preload/contract/shortcuts.ts';

describe('shortcuts', () => {
  it('lists the switcher, the palette (both keys) and `?` once each', () => {
    const ids = SHORTCUTS.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(keysFor('org-switcher', false)).toEqual(['CmdOrCtrl+K']);
    expect(keysFor('palette', true)).toEqual(['CmdOrCtrl+Shift+P', 'CmdOrCtrl+P']);
    expect(keysFor('shortcuts', false)).toEqual(['?']);
  });

  it('uses the platform keys for back and forward', () => {
    expect(keysFor('back', true)).toEqual(['Cmd+[']);
    expect(keysFor('back', false)).toEqual(['Alt+Left']);
  });

  it('shows keys the way each platform writes them', () => {
    expect(formatKeys('CmdOrCtrl+Shift+P', true)).toBe('⌘⇧P');
    expect(formatKeys('CmdOrCtrl+Shift+P', false)).toBe('Ctrl+Shift+P');
    expect(formatKeys('Alt+Left', true)).toBe('⌥←');
    expect(formatKeys('?', true)).toBe('?');
  });
});
