// The sidebar's collapsed flag, kept in main's settings (not localStorage: main owns settings).
// Updates are optimistic; a failed save puts the old value back.
import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { appKeys, saveSettings, settingsQuery } from '../../api/services/app.ts';
import type { Settings } from '../../../../preload/contract/settings.ts';
import { appQueryClient } from '../app-query-client.ts';

export function useSidebarCollapsed(): [boolean, (next: boolean) => void] {
  const settings = useQuery(settingsQuery(), appQueryClient);
  const collapsed = settings.data?.sidebarCollapsed ?? false;
  const setCollapsed = useCallback((next: boolean) => {
    const previous = appQueryClient.getQueryData<Settings>(appKeys.settings());
    if (previous)
      appQueryClient.setQueryData(appKeys.settings(), { ...previous, sidebarCollapsed: next });
    saveSettings({ sidebarCollapsed: next }).then(
      (saved) => appQueryClient.setQueryData(appKeys.settings(), saved),
      () => {
        if (previous) appQueryClient.setQueryData(appKeys.settings(), previous);
      },
    );
  }, []);
  return [collapsed, setCollapsed];
}
