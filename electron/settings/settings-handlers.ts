// IPC handlers of the `settings` area. Each `settings:set` is a patch of the keys one window
// changed, merged by main into the current settings (so two windows changing different keys both
// keep their change); `onChanged` then tells every window, with the change's revision, to re-read.
import type { Handlers } from '../ipc/router.ts';
import type { SettingsStore } from './settings-store.ts';

export function createSettingsHandlers(
  store: SettingsStore,
  onChanged?: (revision: number) => void,
): Pick<Handlers, 'settings:get' | 'settings:set'> {
  let revision = 0;
  return {
    'settings:get': () => store.get(),
    'settings:set': (patch) => {
      const next = store.update(patch);
      revision += 1;
      onChanged?.(revision);
      return next;
    },
  };
}
