// Auto-refresh rate picker; the choice is stored locally (spec 1 §2) and options the current
// range forbids are disabled. `useAutoRefresh` gives the stored choice and its interval.
import { useState } from 'react';
import { HTMLSelect } from '@blueprintjs/core';
import type { AutoRefreshOption } from './auto-refresh.ts';
import {
  AUTO_REFRESH_OPTIONS,
  AUTO_REFRESH_STORAGE_KEY,
  autoRefreshInterval,
  effectiveAutoRefresh,
  isAutoRefreshDisabled,
} from './auto-refresh.ts';

function readStored(storageKey: string): string | null {
  try {
    return localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

/** The stored rate for `storageKey`, adjusted to the range, and a setter that persists it. */
export function useAutoRefresh(
  rangeMinutes: number | undefined,
  storageKey = AUTO_REFRESH_STORAGE_KEY,
) {
  const [stored, setStored] = useState(() => readStored(storageKey));
  const option = effectiveAutoRefresh(stored, rangeMinutes);
  return {
    option,
    intervalMs: autoRefreshInterval(option),
    setOption: (next: AutoRefreshOption) => {
      setStored(next);
      try {
        localStorage.setItem(storageKey, next);
      } catch {
        // Not persisting is acceptable; the choice still applies for this view.
      }
    },
  };
}

export function AutoRefreshSelector({
  value,
  onChange,
  rangeMinutes,
}: {
  value: AutoRefreshOption;
  onChange: (value: AutoRefreshOption) => void;
  rangeMinutes: number | undefined;
}) {
  return (
    <HTMLSelect
      aria-label="Auto refresh"
      value={value}
      onChange={(event) => {
        const next = AUTO_REFRESH_OPTIONS.find((o) => o === event.currentTarget.value);
        if (next) onChange(next);
      }}
      options={AUTO_REFRESH_OPTIONS.map((option) => ({
        value: option,
        label: option === 'None' ? 'Auto refresh: None' : `Auto refresh: ${option}`,
        disabled: isAutoRefreshDisabled(option, rangeMinutes),
      }))}
    />
  );
}
