// Agents (/agents and /settings/agents, spec 1 §2): the list (a definition on ResourceList), the
// form opened through `id` (edit) or `addAgent=true` (create), and the one-time installation
// instructions after creation.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useOrgId } from '../../../session/org-context.tsx';
import { agentQuery } from '../../../api/services/agents.ts';
import { useNow } from '../../../components/relative-time/useNow.ts';
import { QueryDialog } from '../../../components/modal/QueryDialog.tsx';
import { DialogList } from '../../../components/resource-list/DialogList.tsx';
import type { InstallTarget } from '../agent-form.ts';
import { agentsList } from '../agents-list.ts';
import { AgentFormModal, type AgentFormModalProps } from '../components/AgentFormModal.tsx';
import { InstallInstructionsModal } from '../components/InstallInstructionsModal.tsx';
import '../agents.css';

/** The form on the agent `id` once it loaded (a spinner or the error before), or on a new one. */
function AgentDialog({ id, ...form }: Omit<AgentFormModalProps, 'agent'> & { id: string | null }) {
  const orgId = useOrgId();
  const agent = useQuery({ ...agentQuery(orgId, id ?? ''), enabled: id !== null });
  if (id === null || agent.data) return <AgentFormModal agent={agent.data ?? null} {...form} />;
  return <QueryDialog title="Agent" onClose={form.onClose} query={agent} what="the agent" />;
}

export function AgentsPage() {
  const now = useNow();
  const [install, setInstall] = useState<InstallTarget | null>(null);
  // `addAgent=true` opens the create form only for those who may write agents (spec 1 §6).
  return (
    <div className="mc-agents-page">
      <DialogList
        definition={agentsList(now)}
        addText="Add agent"
        rowOpens
        urlDialog={{
          param: 'id',
          newParam: 'addAgent',
          render: (id, close, canWrite) => (
            <AgentDialog id={id} canWrite={canWrite} onClose={close} onCreated={setInstall} />
          ),
        }}
      />
      {install && <InstallInstructionsModal target={install} onClose={() => setInstall(null)} />}
    </div>
  );
}
