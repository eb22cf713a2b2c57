// The on/off preferences of this device that screens read and the Preferences page lists: one
// declaration each (key, label, default), so a screen's own switch and the page's switch are the
// same setting. Kept in localStorage through useLocalPreference.
import { useLocalPreference, writeLocalPreference } from '../hooks/useLocalPreference.ts';

export interface SwitchPreference {
  key: string;
  label: string;
  description: string;
  /** The screen family the preference belongs to, as the Preferences page groups it. */
  section: 'Catalog' | 'Topology';
  defaultOn: boolean;
}

export const HIDE_DELETED_CATALOG: SwitchPreference = {
  key: 'catalog.hideDeleted',
  label: 'Hide Deleted Catalog',
  description: 'Leave config items deleted by their scraper out of the catalog and its summary.',
  section: 'Catalog',
  defaultOn: true,
};

export const HIDE_DELETED_CHANGES: SwitchPreference = {
  key: 'catalog.changes.hideDeleted',
  label: 'Hide Deleted Config Changes',
  description: 'Leave the changes of deleted config items out of the changes list.',
  section: 'Catalog',
  defaultOn: true,
};

export const SHOW_HIDDEN_COMPONENTS: SwitchPreference = {
  key: 'topology.showHidden',
  label: 'Show hidden components',
  description: 'Show the components a topology marks as hidden on the topology dashboard.',
  section: 'Topology',
  defaultOn: false,
};

export const SWITCH_PREFERENCES: readonly SwitchPreference[] = [
  HIDE_DELETED_CATALOG,
  HIDE_DELETED_CHANGES,
  SHOW_HIDDEN_COMPONENTS,
];

/** Reads 'true'/'false'; anything else (unset, unparsable) is the default. */
export function parseSwitch(raw: string | null, defaultOn: boolean): boolean {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  return defaultOn;
}

export function useSwitchPreference(pref: SwitchPreference): [boolean, (next: boolean) => void] {
  return useLocalPreference(pref.key, (raw) => parseSwitch(raw, pref.defaultOn));
}

/** Every switch back to its default (the stored values are removed). */
export function resetSwitchPreferences(): void {
  for (const pref of SWITCH_PREFERENCES) writeLocalPreference(pref.key, null);
}
