// Agents (/agents and /settings/agents, spec 1 §2): the list (a definition on ResourceList), the
// form opened through `id` (edit) or `addAgent=true` (create), and the one-time installation
// instructions after creation.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useOrgId } from '../../../session/org-context.tsx';
import { agentQuery } from '../../../api/services/agents.ts';
import { useNow } from '../../../components/relative-time/useNow.ts';
import { AddButton } from '../../../components/resource-list/ListScreen.tsx';
import { ResourceList } from '../../../components/resource-list/ResourceList.tsx';
import { useCan } from '../../../lib/permissions/PermissionsProvider.tsx';
import type { InstallTarget } from '../agent-form.ts';
import { agentsList, withAgentForm } from '../agents-list.ts';
import { AgentFormModal } from '../components/AgentFormModal.tsx';
import { InstallInstructionsModal } from '../components/InstallInstructionsModal.tsx';
import { QueryError } from '../../../components/query-error/QueryError.tsx';
import '../agents.css';

/** The form's URL state: `id` edits that agent, `addAgent=true` creates one; neither closes it. */
function useFormParam() {
  const [searchParams, setSearchParams] = useSearchParams();
  const open = (form: { id?: string; addAgent?: boolean }) =>
    setSearchParams((prev) => withAgentForm(prev, form));
  return {
    id: searchParams.get('id') || undefined,
    addAgent: searchParams.get('addAgent') === 'true',
    open,
  };
}

export function AgentsPage() {
  const orgId = useOrgId();
  const form = useFormParam();
  const canWrite = useCan('write', 'agents');
  const now = useNow();
  const [install, setInstall] = useState<InstallTarget | null>(null);
  const selected = useQuery({ ...agentQuery(orgId, form.id ?? ''), enabled: !!form.id });

  // `addAgent=true` opens the create form only for those who may write agents (spec 1 §6).
  const formOpen = (form.addAgent && canWrite) || (!!form.id && selected.isSuccess);
  return (
    <div className="mc-agents-page">
      <ResourceList
        definition={agentsList(now)}
        actions={({ offline }) => (
          <AddButton
            text="Add agent"
            offline={offline}
            onClick={() => form.open({ addAgent: true })}
          />
        )}
        onRowClick={(agent) => form.open({ id: agent.id })}
      />
      {selected.isError && <QueryError error={selected.error} what="the agent" />}
      {formOpen && (
        <AgentFormModal
          key={form.id ?? 'new'}
          agent={form.addAgent ? null : (selected.data ?? null)}
          canWrite={canWrite}
          onClose={() => form.open({})}
          onCreated={setInstall}
        />
      )}
      {install && <InstallInstructionsModal target={install} onClose={() => setInstall(null)} />}
    </div>
  );
}
