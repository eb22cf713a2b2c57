// One user preference kept in main's settings (not localStorage: main owns settings), read and
// written optimistically: the change shows at once, and a failed save puts the old value back.
import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { appKeys, saveSettings, settingsQuery } from '../../api/services/app.ts';
import type { Settings, SettingsPatch } from '../../../../preload/contract/settings.ts';
import { appQueryClient } from '../../session/app-query-client.ts';

type Key = keyof SettingsPatch & keyof Settings;

export function useSetting<K extends Key>(
  key: K,
  fallback: Settings[K],
): [Settings[K], (next: Settings[K]) => void] {
  const settings = useQuery(settingsQuery(), appQueryClient);
  const value = settings.data?.[key] ?? fallback;
  const set = useCallback(
    (next: Settings[K]) => {
      const previous = appQueryClient.getQueryData<Settings>(appKeys.settings());
      if (previous) appQueryClient.setQueryData(appKeys.settings(), { ...previous, [key]: next });
      saveSettings({ [key]: next }).then(
        (saved) => appQueryClient.setQueryData(appKeys.settings(), saved),
        () => {
          if (previous) appQueryClient.setQueryData(appKeys.settings(), previous);
        },
      );
    },
    [key],
  );
  return [value, set];
}
