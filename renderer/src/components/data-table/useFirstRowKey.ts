// `j` with no row focused (and no text field) focuses the first row of the table named `label`:
// a list worked from the keyboard starts there, then j/k move (DataRow.tsx).
import { useEffect } from 'react';

export function useFirstRowKey(label: string): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'j' || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      if (target?.closest('input, textarea, select, [contenteditable="true"], tr, [role="dialog"]'))
        return;
      const row = document.querySelector<HTMLTableRowElement>(
        `table[aria-label="${CSS.escape(label)}"] tbody tr[tabindex="0"]`,
      );
      if (!row) return;
      event.preventDefault();
      row.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [label]);
}
