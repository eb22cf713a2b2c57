// IPC handlers of the `settings` area.
import type { Handlers } from '../ipc/router.ts';
import type { SettingsStore } from './settings-store.ts';

export function createSettingsHandlers(
  store: SettingsStore,
): Pick<Handlers, 'settings:get' | 'settings:set'> {
  return {
    'settings:get': () => store.get(),
    'settings:set': (patch) => store.update(patch),
  };
}
