// The user menu's 'Setup MCP' (spec 5-access §2.1, §2.9) and the host that holds the dialog (the
// menu closes as it opens it). Every signed-in user may set up a client.
import { MenuItem } from '@blueprintjs/core';
import { setSetupMcpOpen, useSetupMcpOpen } from '../hooks/useSetupMcp.ts';
import { lazyPart } from '../../../components/lazy-part/lazy-part.tsx';

const SetupMcpDialog = lazyPart(() => import('./SetupMcpDialog.tsx').then((m) => m.SetupMcpDialog));

export function SetupMcpMenuItem() {
  return <MenuItem icon="console" text="Setup MCP" onClick={() => setSetupMcpOpen(true)} />;
}

export function SetupMcpHost() {
  const open = useSetupMcpOpen();
  return open ? <SetupMcpDialog onClose={() => setSetupMcpOpen(false)} /> : null;
}
