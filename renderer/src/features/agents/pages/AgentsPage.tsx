// Agents (/agents and /settings/agents, spec 1 §2): the paged list, the form opened through `id`
// (edit) or `addAgent=true` (create), and the one-time installation instructions after creation.
import { useState } from 'react';
import { Button, H3 } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { AsOf } from '../../../components/offline/AsOf.tsx';
import { OfflineGuard } from '../../../components/offline/OfflineGuard.tsx';
import { useCurrentOrg } from '../../../session/org-context.tsx';
import { AGENT_PAGE_SIZES, agentQuery, agentsListQuery } from '../../../api/services/agents.ts';
import { DataTable } from '../../../components/data-table/DataTable.tsx';
import { useNow } from '../../../components/relative-time/useNow.ts';
import { useCan } from '../../../lib/permissions/PermissionsProvider.tsx';
import type { InstallTarget } from '../agent-form.ts';
import { readAgentsParams, patchAgentsParams } from '../agents-params.ts';
import { AgentFormModal } from '../components/AgentFormModal.tsx';
import { InstallInstructionsModal } from '../components/InstallInstructionsModal.tsx';
import { agentColumns } from '../components/agent-columns.tsx';
import { QueryError } from '../../../components/query-error/QueryError.tsx';
import { useAgentMutations } from '../hooks/useAgentMutations.ts';
import '../agents.css';

export function AgentsPage() {
  const { orgId, org } = useCurrentOrg();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readAgentsParams(searchParams);
  const update = (patch: Parameters<typeof patchAgentsParams>[1]) =>
    setSearchParams((prev) => patchAgentsParams(prev, patch));
  const canWrite = useCan('write', 'agents');
  const now = useNow();
  const [install, setInstall] = useState<InstallTarget | null>(null);
  const list = useQuery(
    agentsListQuery(orgId, {
      pageIndex: params.pageIndex,
      pageSize: params.pageSize,
      sortBy: params.sortBy,
      sortOrder: params.sortOrder,
    }),
  );
  const selected = useQuery({ ...agentQuery(orgId, params.id ?? ''), enabled: !!params.id });
  const { create, update: save, remove } = useAgentMutations(orgId);
  const closeForm = () => update({ id: undefined, addAgent: false });

  const formOpen = params.addAgent || (!!params.id && selected.isSuccess);
  return (
    <div className="mc-agents-page">
      <div className="mc-agents-header">
        <H3>Agents</H3>
        {canWrite && (
          <OfflineGuard>
            {(offline) => (
              <Button
                icon="plus"
                aria-label="Add agent"
                intent="primary"
                disabled={offline}
                onClick={() => update({ addAgent: true, id: undefined })}
              />
            )}
          </OfflineGuard>
        )}
        <AsOf dataUpdatedAt={list.dataUpdatedAt} />
      </div>
      {list.isError ? (
        <QueryError error={list.error} what="agents" />
      ) : (
        <DataTable
          aria-label="Agents"
          columns={agentColumns(now)}
          rows={list.data?.rows ?? []}
          getRowId={(a) => a.id}
          loading={list.isPending}
          onRowClick={(a) => update({ id: a.id, addAgent: false })}
          sortMode="server"
          sort={params.sortBy ? { id: params.sortBy, desc: params.sortOrder === 'desc' } : null}
          onSortChange={(sort) =>
            update({
              sortBy: sort?.id,
              sortOrder: sort ? (sort.desc ? 'desc' : 'asc') : undefined,
              pageIndex: 0,
            })
          }
          pagination="server"
          totalRows={list.data?.total ?? 0}
          pageIndex={params.pageIndex}
          pageSize={params.pageSize}
          pageSizeOptions={AGENT_PAGE_SIZES}
          onPageChange={(pageIndex, pageSize) => update({ pageIndex, pageSize })}
        />
      )}
      {selected.isError && <QueryError error={selected.error} what="the agent" />}
      {formOpen && (
        <AgentFormModal
          key={params.id ?? 'new'}
          agent={params.addAgent ? null : (selected.data ?? null)}
          canWrite={canWrite}
          pending={create.isPending || save.isPending || remove.isPending}
          onClose={closeForm}
          onCreate={(values) =>
            create.mutate(
              { name: values.name.trim(), properties: values.properties },
              {
                onSuccess: (agent) => {
                  closeForm();
                  setInstall({
                    // Where agents push to: the org's backend API (its address and API prefix).
                    backendUrl: org?.baseUrl
                      ? `${org.baseUrl.replace(/\/+$/, '')}${org.prefix}`
                      : '<backend-url>',
                    accessToken: agent.access_token,
                    values,
                  });
                },
              },
            )
          }
          onUpdate={(id, properties) => save.mutate({ id, properties }, { onSuccess: closeForm })}
          onDelete={(id, cleanup) => remove.mutate({ id, cleanup }, { onSuccess: closeForm })}
        />
      )}
      {install && <InstallInstructionsModal target={install} onClose={() => setInstall(null)} />}
    </div>
  );
}
