// The screens the palette offers in every organisation: the sidebar's entries (the features'
// manifests, which the shell passes in: app/shell/nav-model.ts), settings ones marked as such.
// Whether the user may open one in a given organisation is that organisation's route guard's
// call, as with a typed URL.
import type { NavEntry, NavSections } from '../../lib/routing/feature-manifest.ts';
import type { PaletteEntry } from './palette-model.ts';

export function paletteScreens(sections: NavSections): PaletteEntry[] {
  const screen = (detail: string) => (item: NavEntry) => ({
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
