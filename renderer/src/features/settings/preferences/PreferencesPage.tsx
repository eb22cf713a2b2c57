// `/settings/preferences` (spec 2 §2: 'Hide Deleted Catalog' is "also on a Preferences page"):
// the on/off preferences of this device, grouped by the screens they change. Each switch is the
// same setting as the one on its screen; a change shows there at once, in every window.
import { Button, Card, H4 } from '@blueprintjs/core';
import { usePreferenceSwitch } from '../../../components/preference-switch/usePreferenceSwitch.tsx';
import {
  SWITCH_PREFERENCES,
  resetSwitchPreferences,
  type SwitchPreference,
} from '../../../lib/preferences/switch-preferences.ts';
import { groupedBy } from '../../../lib/data/grouped-by.ts';
import './preferences.css';

/** The same switch as the one on its screen, with what it does. */
function PreferenceSwitch({ pref }: { pref: SwitchPreference }) {
  const [, control] = usePreferenceSwitch(pref);
  return (
    <div className="mc-pref-row">
      {control}
      <p className="mc-pref-description">
        {pref.description} {pref.defaultOn ? 'On' : 'Off'} by default.
      </p>
    </div>
  );
}

export function PreferencesPage() {
  return (
    <div className="mcd-page mc-preferences">
      <p className="mcd-muted">
        Saved on this device for every organisation. Table layouts (page size, sort, groups) are
        kept per table for the session.
      </p>
      {[...groupedBy(SWITCH_PREFERENCES, (p) => p.section)].map(([section, prefs]) => (
        <Card key={section} className="mc-pref-section" aria-label={section}>
          <H4>{section}</H4>
          {prefs.map((pref) => (
            <PreferenceSwitch key={pref.key} pref={pref} />
          ))}
        </Card>
      ))}
      <Button icon="reset" text="Restore defaults" onClick={resetSwitchPreferences} />
    </div>
  );
}
