// The sidebar's collapsed flag, one of main's settings.
import { useSetting } from './useSetting.ts';

export function useSidebarCollapsed(): [boolean, (next: boolean) => void] {
  return useSetting('sidebarCollapsed', false);
}
