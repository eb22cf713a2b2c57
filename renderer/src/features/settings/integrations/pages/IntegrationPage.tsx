// /settings/integrations/{type}/{id} (spec 3 §2.3): one catalog scraper, topology or log backend,
// with the tabs Spec (its settings form) and Job History; id 'new' adds one of the type. Save and
// delete return to the list. A type other than logging_backends, topologies or scrapers says
// 'Unknown type'.
import { useState } from 'react';
import { Breadcrumbs, NonIdealState, Tab, Tabs } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { resourceQuery } from '../../../../api/resource/resource-queries.ts';
import { useOrgId } from '../../../../app/org-context.tsx';
import { paths } from '../../../../app/paths.ts';
import { PageSkeleton } from '../../../../app/shell/PageSkeleton.tsx';
import {
  jobColumns,
  jobHistorySource,
  type JobRow,
} from '../../../../components/job-history/job-history.tsx';
import { ConfirmDialog } from '../../../../components/modal/ConfirmDialog.tsx';
import { QueryError } from '../../../../components/query-error/QueryError.tsx';
import {
  NO_RESOURCES_TEXT,
  type ResourceListDefinition,
} from '../../../../components/resource-list/resource-definition.ts';
import { ResourceList } from '../../../../components/resource-list/ResourceList.tsx';
import { IntegrationForm } from '../components/IntegrationForm.tsx';
import { useIntegrationWrites } from '../hooks/useIntegrationWrites.ts';
import { integrationTable, type IntegrationTable } from '../integration-types.ts';
import '../integrations.css';

export const UNKNOWN_TYPE_TEXT = 'Unknown type';

/** The integration's own jobs (its Job History tab). */
const jobsOf = (id: string): ResourceListDefinition<JobRow> => ({
  source: jobHistorySource(`job_histories/${id}`, (query) => void query.eq('resource_id', id)),
  title: 'Job History',
  permission: 'integrations',
  emptyText: 'No data available',
  getRowId: (row) => row.id,
  columns: jobColumns({}),
});

function Crumbs({ name }: { name: string }) {
  const navigate = useNavigate();
  return (
    <Breadcrumbs
      items={[
        { text: 'Settings' },
        { text: 'Integrations', onClick: () => void navigate(paths.settings.integrations()) },
        { text: name, current: true },
      ]}
    />
  );
}

export function IntegrationPage() {
  const { type, id = 'new' } = useParams();
  const table = integrationTable(type);
  if (!table)
    return (
      <div className="mcd-integration-item">
        <Crumbs name={type ?? ''} />
        <NonIdealState icon="error" title={UNKNOWN_TYPE_TEXT} />
      </div>
    );
  return <IntegrationEditor key={`${table}/${id}`} table={table} id={id} />;
}

function IntegrationEditor({ table, id }: { table: IntegrationTable; id: string }) {
  const orgId = useOrgId();
  const navigate = useNavigate();
  const isNew = id === 'new';
  const { source, singular, remove } = useIntegrationWrites(table, isNew ? null : id);
  const [tab, setTab] = useState('spec');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const row = useQuery({ ...resourceQuery(orgId, source, id), enabled: !isNew });
  const toList = () => void navigate(paths.settings.integrations());

  const name = isNew ? `Add ${singular}` : (row.data?.name ?? id);
  if (!isNew && row.isPending) return <PageSkeleton label={`Loading ${singular}`} />;
  if (!isNew && (row.isError || !row.data))
    return (
      <div className="mcd-integration-item">
        <Crumbs name={name} />
        {row.isError ? (
          <QueryError error={row.error} what={singular.toLowerCase()} />
        ) : (
          <NonIdealState icon="search" title={NO_RESOURCES_TEXT} />
        )}
      </div>
    );

  const form = (
    <IntegrationForm
      table={table}
      row={row.data ?? null}
      onDone={toList}
      onBack={toList}
      onCancel={toList}
      onDelete={() => setConfirmDelete(true)}
      deleting={remove.isPending}
    />
  );
  return (
    <div className="mcd-integration-item">
      <Crumbs name={name} />
      {isNew ? (
        form
      ) : (
        <Tabs id="integration" selectedTabId={tab} onChange={(next) => setTab(String(next))}>
          <Tab id="spec" title="Spec" panel={form} />
          <Tab
            id="jobHistory"
            title="Job History"
            panel={<ResourceList definition={jobsOf(id)} />}
          />
        </Tabs>
      )}
      <ConfirmDialog
        subject={confirmDelete ? id : null}
        confirmText="Delete"
        onConfirm={() => remove.mutate(row.data?.name ?? '', { onSuccess: toList })}
        onCancel={() => setConfirmDelete(false)}
      >
        Delete {row.data?.name ?? 'this integration'}? It disappears from every list.
      </ConfirmDialog>
    </div>
  );
}
