// Two windows change settings at once (reliability-security.md §A.3 #37): only main writes, each
// window sends a patch of what it changed, and main merges it into the current file, so both
// changes survive a restart.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SettingsPatchSchema } from '../../preload/contract/settings.ts';
import { createSettingsHandlers } from './settings-handlers.ts';
import { openSettingsStore } from './settings-store.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'mcd-settings-merge-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const sender = { url: 'app://console/', isTopFrame: true };

describe('settings written from two windows', () => {
  it("two windows' patches of different keys both survive", async () => {
    const handlers = createSettingsHandlers(openSettingsStore({ dir }));
    // Both windows read the settings before either changed them.
    const seenByA = await handlers['settings:get']({}, sender);
    const seenByB = await handlers['settings:get']({}, sender);
    expect(seenByA).toEqual(seenByB);
    await handlers['settings:set']({ theme: 'dark' }, sender); // window A
    await handlers['settings:set']({ sidebarCollapsed: true }, sender); // window B
    expect(openSettingsStore({ dir }).get()).toMatchObject({
      theme: 'dark',
      sidebarCollapsed: true,
    });
    // What a window may send is a patch of the keys it changed, never the window state main keeps.
    expect(
      SettingsPatchSchema.safeParse({ ...seenByB, window: { width: 800, height: 600 } }).success,
    ).toBe(false);
  });

  it('tells the other windows after each change, with a growing revision', async () => {
    const told: number[] = [];
    const handlers = createSettingsHandlers(openSettingsStore({ dir }), (revision) =>
      told.push(revision),
    );
    await handlers['settings:set']({ theme: 'dark' }, sender);
    await handlers['settings:set']({ cacheMaxAgeDays: 3 }, sender);
    expect(told).toEqual([1, 2]);
    expect(await handlers['settings:get']({}, sender)).toMatchObject({
      theme: 'dark',
      cacheMaxAgeDays: 3,
    });
  });
});
