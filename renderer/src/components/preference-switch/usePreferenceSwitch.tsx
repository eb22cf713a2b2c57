// A screen's own switch for one of the device's on/off preferences (lib/preferences), labelled as
// the Preferences page labels it: the value for the screen to read, and the switch to place.
import type { ReactNode } from 'react';
import { Switch } from '@blueprintjs/core';
import {
  useSwitchPreference,
  type SwitchPreference,
} from '../../lib/preferences/switch-preferences.ts';

export function usePreferenceSwitch(
  preference: SwitchPreference,
  className?: string,
): [on: boolean, control: ReactNode] {
  const [on, setOn] = useSwitchPreference(preference);
  const control = (
    <Switch
      className={className}
      label={preference.label}
      checked={on}
      onChange={(event) => setOn(event.currentTarget.checked)}
    />
  );
  return [on, control];
}
