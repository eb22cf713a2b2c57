// The sidebar's items (spec 1 §2 "Sidebar navigation"), taken from the features' manifests, and
// the pure filter that hides items whose feature is off or whose resource the user may not read.
// The Settings submenu is hidden from viewers: its fixed head in the spec's order, then one entry
// per resource kind sorted by name.
import type { Feature } from '../../lib/feature-flags/feature-flags.ts';
import type { Action, Resource } from '../../lib/permissions/permissions.ts';
import type { FeatureManifest, NavEntry, NavSections } from '../../lib/routing/feature-manifest.ts';
import type { NavExtras } from '../../lib/routing/shell-slots.ts';
import { compareIds } from '../../lib/text/compare-ids.ts';
import { MANIFESTS } from '../routing/manifests.ts';

export type NavItem = NavEntry;

export interface NavModel {
  items: NavItem[];
  /** null when the Settings submenu is hidden (viewer, or nothing in it is visible). */
  settings: NavItem[] | null;
}

export type { NavSections };

const byOrder = (a: NavItem, b: NavItem) => (a.order ?? 0) - (b.order ?? 0);

/** Splits the manifests' entries into the sidebar's three lists, each in its order. */
export function navSections(manifests: readonly FeatureManifest[]): NavSections {
  const entries = manifests.flatMap((manifest) => manifest.nav ?? []);
  const of = (section: NavItem['section']) => entries.filter((e) => e.section === section);
  return {
    main: of('main').sort(byOrder),
    settingsHead: of('settings-head').sort(byOrder),
    settingsResources: of('settings').sort((a, b) => compareIds(a.label, b.label)),
  };
}

export const NAV_SECTIONS: NavSections = navSections(MANIFESTS);

export interface NavContext {
  isEnabled: (feature: Feature) => boolean;
  can: (action: Action, resource: Resource) => boolean;
  isViewer: boolean;
}

const visible = (ctx: NavContext) => (entry: NavItem) =>
  entry.features.every(ctx.isEnabled) && ctx.can('read', entry.resource);

/** Server-defined entries around the fixed ones (none unless a feature provides them). */
export const NO_NAV_EXTRAS: NavExtras = { first: [], last: [] };

export function buildNav(
  ctx: NavContext,
  sections: NavSections = NAV_SECTIONS,
  extras: NavExtras = NO_NAV_EXTRAS,
): NavModel {
  const items = [...extras.first, ...sections.main, ...extras.last].filter(visible(ctx));
  if (ctx.isViewer) return { items, settings: null };
  const settings = [...sections.settingsHead, ...sections.settingsResources].filter(visible(ctx));
  return { items, settings: settings.length > 0 ? settings : null };
}

/** Sidebar widths: 14 and 56 units of 4 px (spec 1 §2). */
export const SIDEBAR_WIDTH = { collapsed: 14 * 4, expanded: 56 * 4 } as const;
/** Below this window width an outside click collapses the sidebar. */
export const AUTO_COLLAPSE_BELOW_PX = 1024;
