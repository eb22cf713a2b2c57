// Parts of one feature's page that another feature provides (a feature never imports another):
// the shell makes them from the features' shell.ts slots (lib/routing/shell-slots.ts) and hands
// them down here; a page shows its slot by name and names no feature.
import {
  createContext,
  createElement,
  Suspense,
  use,
  type ComponentType,
  type ReactNode,
} from 'react';

/** What a playbook's Permissions dialog is given (the playbooks feature opens it). */
export interface PlaybookPermissionsProps {
  playbook: { id: string; name: string; namespace?: string | null; title?: string | null };
  onClose: () => void;
}

export interface PageSlots {
  /** A view as a config item's tab (the views feature's), absent without that feature. */
  ConfigViewTab?: ComponentType;
  /** A playbook's 'Permissions' dialog (the permissions feature's), absent without it. */
  PlaybookPermissions?: ComponentType<PlaybookPermissionsProps>;
}

export const PageSlotsContext = createContext<PageSlots>({});

/** The slot `name`, or `fallback` when no feature provides it. */
export function PageSlot(props: { name: 'ConfigViewTab'; fallback: ReactNode }): ReactNode {
  const slot = use(PageSlotsContext)[props.name];
  return slot ? createElement(slot) : props.fallback;
}

/** Whether a feature provides the slot (a page offers what opens it only then). */
export function useHasPageSlot(name: keyof PageSlots): boolean {
  return use(PageSlotsContext)[name] !== undefined;
}

/** A playbook's Permissions dialog, its module loaded on first use; nothing without the slot. */
export function PlaybookPermissionsSlot(props: PlaybookPermissionsProps): ReactNode {
  const slot = use(PageSlotsContext).PlaybookPermissions;
  return slot ? createElement(Suspense, { fallback: null }, createElement(slot, props)) : null;
}
