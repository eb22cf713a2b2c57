// 'Hide Deleted Config Changes' (spec 2 §2): a preference of this device, on by default, sent as
// include_deleted_configs (its opposite) with every changes search; also on the Preferences page.
import {
  HIDE_DELETED_CHANGES,
  useSwitchPreference,
} from '../../../lib/preferences/switch-preferences.ts';

export function useHideDeletedChanges(): [boolean, (next: boolean) => void] {
  return useSwitchPreference(HIDE_DELETED_CHANGES);
}
