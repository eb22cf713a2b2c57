// Parts of one feature's page that another feature provides (a feature never imports another):
// the shell makes them from the features' shell.ts slots (lib/routing/shell-slots.ts) and hands
// them down here; a page shows its slot by name and names no feature.
import { createContext, createElement, use, type ComponentType, type ReactNode } from 'react';

export interface PageSlots {
  /** A view as a config item's tab (the views feature's), absent without that feature. */
  ConfigViewTab?: ComponentType;
}

export const PageSlotsContext = createContext<PageSlots>({});

/** The slot `name`, or `fallback` when no feature provides it. */
export function PageSlot(props: { name: keyof PageSlots; fallback: ReactNode }): ReactNode {
  const slot = use(PageSlotsContext)[props.name];
  return slot ? createElement(slot) : props.fallback;
}
