// The screens the palette offers in every organisation: the sidebar's entries (the features'
// manifests, app/shell/nav-model.ts), settings ones marked as such. Whether the user may open
// one in a given organisation is that organisation's route guard's call, as with a typed URL.
import { NAV_SECTIONS, type NavSections } from '../../app/shell/nav-model.ts';
import type { PaletteEntry } from './palette-model.ts';

export function paletteScreens(sections: NavSections = NAV_SECTIONS): PaletteEntry[] {
  const screen = (detail: string) => (item: NavSections['main'][number]) => ({
    kind: 'screen' as const,
    id: item.to,
    title: item.label,
    detail,
    icon: item.icon,
    health: null,
    route: item.to,
  });
  return [
    ...sections.main.map(screen('')),
    ...sections.settingsHead.map(screen('Settings')),
    ...sections.settingsResources.map(screen('Settings')),
  ];
}
