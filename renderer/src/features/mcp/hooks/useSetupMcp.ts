// Whether 'Setup MCP' is open: the user menu closes as it opens the dialog, so the dialog lives in
// the top bar's slot (SetupMcpHost) and both read this one flag.
import { useWindowStore, windowStore } from '../../../lib/hooks/window-store.ts';

const open = windowStore(false);

export function setSetupMcpOpen(next: boolean): void {
  open.set(next);
}

export function useSetupMcpOpen(): boolean {
  return useWindowStore(open);
}
