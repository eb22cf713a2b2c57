// 'Hide Deleted Config Changes' (spec 2 §2): a preference of this device, on by default, sent as
// include_deleted_configs (its opposite) with every changes search.
import { useLocalPreference } from '../../../lib/hooks/useLocalPreference.ts';

export const HIDE_DELETED_CHANGES_KEY = 'catalog.changes.hideDeleted';

export function useHideDeletedChanges(): [boolean, (next: boolean) => void] {
  return useLocalPreference(HIDE_DELETED_CHANGES_KEY, (raw) => raw !== 'false');
}
