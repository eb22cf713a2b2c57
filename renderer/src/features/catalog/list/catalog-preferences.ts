// 'Hide Deleted Catalog' (spec 2 §2): a preference of this device, on by default, read by the
// inventory and by the Preferences page through the same key.
import { useLocalPreference } from '../../../lib/hooks/useLocalPreference.ts';

export const HIDE_DELETED_CATALOG_KEY = 'catalog.hideDeleted';

export function useHideDeletedCatalog(): [boolean, (next: boolean) => void] {
  return useLocalPreference(HIDE_DELETED_CATALOG_KEY, (raw) => raw !== 'false');
}
