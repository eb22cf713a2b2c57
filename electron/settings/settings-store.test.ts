import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSettingsStore } from './settings-store.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'mcd-settings-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const file = () => path.join(dir, 'settings.json');

describe('settings store', () => {
  it('starts from defaults and persists an update across reopen', () => {
    const store = openSettingsStore({ dir });
    expect(store.get()).toMatchObject({
      theme: 'system',
      sidebarCollapsed: false,
      cacheMaxAgeDays: 7,
    });
    store.update({ theme: 'dark', sidebarCollapsed: true });
    expect(openSettingsStore({ dir }).get()).toMatchObject({
      theme: 'dark',
      sidebarCollapsed: true,
    });
  });

  it('refuses an invalid update and writes nothing', () => {
    const store = openSettingsStore({ dir });
    store.update({ theme: 'light' });
    const before = readFileSync(file(), 'utf8');
    expect(() => store.update({ cacheMaxAgeDays: -3 })).toThrow();
    expect(readFileSync(file(), 'utf8')).toBe(before);
  });

  it('recovers a truncated file from the .bak copy and says so once', () => {
    const store = openSettingsStore({ dir });
    store.update({ theme: 'dark' });
    store.update({ sidebarCollapsed: true }); // .bak now holds theme: dark
    const good = readFileSync(file(), 'utf8');
    writeFileSync(file(), good.slice(0, Math.floor(good.length / 2)));
    const notices: string[] = [];
    const reopened = openSettingsStore({ dir, notify: (m) => notices.push(m) });
    expect(reopened.get().theme).toBe('dark');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain('last good copy was restored');
    expect(readdirSync(dir).some((name) => name.startsWith('settings.json.corrupt-'))).toBe(true);
  });

  it('falls back to defaults when both the file and the backup are garbage', () => {
    writeFileSync(file(), '\u0000\u0000garbage');
    writeFileSync(`${file()}.bak`, '{"theme": 12}');
    const notices: string[] = [];
    const store = openSettingsStore({ dir, notify: (m) => notices.push(m) });
    expect(store.get().theme).toBe('system');
    expect(notices[0]).toContain('defaults are in use');
  });

  it('treats an empty file (power loss) as corrupt, not as a crash', () => {
    writeFileSync(file(), '');
    const notices: string[] = [];
    const store = openSettingsStore({ dir, notify: (m) => notices.push(m) });
    expect(store.get().theme).toBe('system');
    expect(notices[0]).toContain('is not valid JSON');
    store.update({ theme: 'light' });
    expect(JSON.parse(readFileSync(file(), 'utf8'))).toMatchObject({ theme: 'light' });
  });
});
