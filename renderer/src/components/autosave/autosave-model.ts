// The rules of the autosaved controls (AutosaveSelect, AutosaveText) as plain functions: a select
// shows a value it does not offer as itself, a text is saved trimmed and never blank, and without
// write access the control is disabled with the reason (spec 1 §6).
import type { WriteAccess } from '../action/write-access.ts';
import { titleCase } from '../../lib/text/title-case.ts';

export interface AutosaveOption {
  value: string;
  label: string;
}

/** The options, after the held value when they lack it (read as itself, title-cased). */
export function withHeldValue(
  options: readonly AutosaveOption[],
  value: string,
): readonly AutosaveOption[] {
  if (options.some((o) => o.value === value)) return options;
  return [{ value, label: titleCase(value || 'unknown') }, ...options];
}

/** What a typed text saves: trimmed, or null when blank or what is saved already. */
export function textToSave(draft: string, saved: string): string | null {
  const text = draft.trim();
  return text && text !== saved ? text : null;
}

/** Disabled, and why; `offline` when the user may write but the organisation cannot be reached. */
export function guardOf(access: WriteAccess): {
  disabled: boolean;
  reason: string | null;
  offline: boolean;
} {
  return {
    disabled: !access.allowed,
    reason: access.allowed ? null : access.reason,
    offline: access.permitted && !access.allowed,
  };
}
