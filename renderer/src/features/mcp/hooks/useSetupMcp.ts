// Whether 'Setup MCP' is open: the user menu closes as it opens the dialog, so the dialog lives in
// the top bar's slot (SetupMcpHost) and both read this one flag.
import { useSyncExternalStore } from 'react';

let open = false;
const listeners = new Set<() => void>();

export function setSetupMcpOpen(next: boolean): void {
  open = next;
  for (const listener of listeners) listener();
}

export function useSetupMcpOpen(): boolean {
  return useSyncExternalStore(
    (notify) => {
      listeners.add(notify);
      return () => listeners.delete(notify);
    },
    () => open,
  );
}
