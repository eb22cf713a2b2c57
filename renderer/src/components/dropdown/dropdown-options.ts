// Option filtering and empty-state text for the dropdown, separate from Blueprint for testing.
import type { ReactElement, ReactNode } from 'react';
import type { IconName } from '@blueprintjs/core';

export type DropdownOption = {
  value: string;
  label: string;
  description?: string;
  disabled?: boolean;
  /** Drawn before the label, in the list and on the button (a type icon, say). */
  icon?: ReactElement | IconName;
  /** A line under the label in the list (a warning about the option). */
  note?: ReactNode;
  /** More text the filter matches (an address beside a name). */
  keywords?: string;
  /** An action, not a value: listed after a divider below the options, never filtered out. */
  run?: () => void;
};

/** Lists longer than this render only the visible options (spec 1 §9 "search dropdown window threshold"). */
export const WINDOW_THRESHOLD = 20;

export const NO_OPTIONS_TEXT = 'No options found';
export const START_TYPING_TEXT = 'Start typing to search';

export function matchesOption(query: string, option: DropdownOption): boolean {
  const q = query.trim().toLowerCase();
  if (q === '') return true;
  return [option.label, option.value, option.keywords ?? ''].some((text) =>
    text.toLowerCase().includes(q),
  );
}

/** What an empty list says: search-driven dropdowns ask for input first. */
export function emptyText(query: string, searchDriven: boolean): string {
  return searchDriven && query.trim() === '' ? START_TYPING_TEXT : NO_OPTIONS_TEXT;
}
