// 'Hide Deleted Catalog' (spec 2 §2): a preference of this device, on by default, read by the
// inventory and listed on the Preferences page (one declaration in lib/preferences).
import {
  HIDE_DELETED_CATALOG,
  useSwitchPreference,
} from '../../../lib/preferences/switch-preferences.ts';

export function useHideDeletedCatalog(): [boolean, (next: boolean) => void] {
  return useSwitchPreference(HIDE_DELETED_CATALOG);
}
