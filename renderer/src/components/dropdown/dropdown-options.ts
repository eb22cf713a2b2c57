// Option filtering and empty-state text for the dropdown, separate from Blueprint for testing.
import type { ReactElement } from 'react';

export type DropdownOption = {
  value: string;
  label: string;
  description?: string;
  disabled?: boolean;
  /** Drawn before the label, in the list and on the button (a type icon, say). */
  icon?: ReactElement;
};

/** Lists longer than this render only the visible options (spec 1 §9 "search dropdown window threshold"). */
export const WINDOW_THRESHOLD = 20;

export const NO_OPTIONS_TEXT = 'No options found';
export const START_TYPING_TEXT = 'Start typing to search';

export function matchesOption(query: string, option: DropdownOption): boolean {
  const q = query.trim().toLowerCase();
  if (q === '') return true;
  return option.label.toLowerCase().includes(q) || option.value.toLowerCase().includes(q);
}

/** What an empty list says: search-driven dropdowns ask for input first. */
export function emptyText(query: string, searchDriven: boolean): string {
  return searchDriven && query.trim() === '' ? START_TYPING_TEXT : NO_OPTIONS_TEXT;
}
