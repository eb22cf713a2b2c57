// /settings/{table}/{id} (spec 3 §2.2): one resource's detail and edit form, or a new one at
// /settings/{table}/new, with the tabs Spec and Job History. Kinds edited on a screen of their
// own (connections, feature flags, notification rules) redirect there.
import { useState } from 'react';
import { Breadcrumbs, NonIdealState, Tab, Tabs } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams } from 'react-router';
import {
  createResource,
  deleteResource,
  invalidateResource,
  resourceQuery,
  updateResource,
} from '../../../api/resource/resource-queries.ts';
import { whoamiQuery } from '../../../api/services/auth.ts';
import { useOrgId } from '../../../app/org-context.tsx';
import { paths } from '../../../app/paths.ts';
import { PageSkeleton } from '../../../app/shell/PageSkeleton.tsx';
import {
  jobColumns,
  jobHistorySource,
  type JobRow,
} from '../../../components/job-history/job-history.tsx';
import { ConfirmDialog } from '../../../components/modal/ConfirmDialog.tsx';
import { QueryError } from '../../../components/query-error/QueryError.tsx';
import { ResourceForm, type FormValues } from '../../../components/resource-form/ResourceForm.tsx';
import {
  NO_RESOURCES_TEXT,
  type ResourceListDefinition,
} from '../../../components/resource-list/resource-definition.ts';
import { ResourceList } from '../../../components/resource-list/ResourceList.tsx';
import { useCan } from '../../../lib/permissions/PermissionsProvider.tsx';
import { useMutationWithToast } from '../../../lib/query/useMutationWithToast.ts';
import { rowToValues, settingsFields, valuesToPayload } from '../settings-form.ts';
import { TeamMembers } from '../components/TeamMembers.tsx';
import { useSpecValidator } from '../hooks/useSpecValidator.ts';
import { settingsSource } from '../settings-resource.ts';
import { SETTINGS_TABLES, isSettingsTable, type SettingsTableName } from '../settings-tables.ts';
import '../settings.css';

const OWN_SCREENS: Partial<Record<SettingsTableName, string>> = {
  connections: paths.settings.connections(),
  properties: paths.settings.featureFlags(),
  notifications: paths.notificationRules(),
};

export function SettingsResourceItemPage({ kind }: { kind?: SettingsTableName }) {
  const params = useParams();
  const table = kind ?? params.table;
  const id = params.id ?? 'new';
  if (!isSettingsTable(table)) return null; // the route's guard refused it already
  const own = OWN_SCREENS[table];
  if (own) return <Navigate to={own} replace />;
  return <ResourceItem key={`${table}/${id}`} table={table} id={id} />;
}

/** The resource's own job history (its Job History tab). */
const jobsOf = (id: string): ResourceListDefinition<JobRow> => ({
  source: jobHistorySource(`job_histories/${id}`, (query) => void query.eq('resource_id', id)),
  title: 'Job History',
  permission: 'database',
  emptyText: 'No data available',
  getRowId: (row) => row.id,
  columns: jobColumns({}),
});

/** /settings/teams/{id}: the team page is the teams kind's detail. */
export function TeamPage() {
  return <SettingsResourceItemPage kind="teams" />;
}

function ResourceItem({ table, id }: { table: SettingsTableName; id: string }) {
  const orgId = useOrgId();
  const navigate = useNavigate();
  const kind = SETTINGS_TABLES[table];
  const source = { ...settingsSource(table), detailSelect: '*' };
  const fields = settingsFields(table) ?? [];
  const isNew = id === 'new';
  const canWrite = useCan('write', kind.resource);
  const [tab, setTab] = useState('spec');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const validate = useSpecValidator(table);
  const row = useQuery({ ...resourceQuery(orgId, source, id), enabled: !isNew });
  const me = useQuery(whoamiQuery(orgId));
  const toList = () => void navigate(paths.settings.resource(table));
  const refresh = (client: Parameters<typeof invalidateResource>[0]) =>
    invalidateResource(client, source.key);

  const save = useMutationWithToast({
    mutationFn: (values: FormValues) => {
      const payload = valuesToPayload(fields, values, !isNew);
      return isNew
        ? createResource(orgId, source, { ...payload, created_by: me.data?.user.id })
        : updateResource(orgId, source, id, payload);
    },
    success: (_, values) =>
      `${values.name ?? kind.singular} ${isNew ? 'created' : 'updated'} successfully`,
    invalidate: refresh,
  });
  const remove = useMutationWithToast({
    mutationFn: () => deleteResource(orgId, source, id),
    success: () => `${row.data?.name ?? kind.singular} deleted successfully`,
    invalidate: refresh,
  });

  const name = isNew ? `Add ${kind.singular}` : (row.data?.name ?? id);
  const header = (
    <Breadcrumbs
      items={[
        { text: 'Settings' },
        { text: kind.label, onClick: toList },
        { text: name, current: true },
      ]}
    />
  );
  if (!isNew && row.isPending) return <PageSkeleton label={`Loading ${kind.singular}`} />;
  if (!isNew && row.isError)
    return (
      <div className="mcd-settings-item">
        {header}
        <QueryError error={row.error} what={kind.singular.toLowerCase()} />
      </div>
    );
  if (!isNew && !row.data)
    return (
      <div className="mcd-settings-item">
        {header}
        <NonIdealState icon="search" title={NO_RESOURCES_TEXT} />
      </div>
    );

  const form = (
    <ResourceForm
      fields={fields}
      initial={rowToValues(row.data ?? null)}
      validate={validate}
      editing={!isNew}
      readOnly={!canWrite}
      pending={save.isPending ? 'save' : remove.isPending ? 'delete' : null}
      onSubmit={(values) => save.mutate(values, { onSuccess: toList })}
      onDelete={() => setConfirmDelete(true)}
      onBack={toList}
      onCancel={toList}
    />
  );
  return (
    <div className="mcd-settings-item">
      {header}
      {isNew ? (
        form
      ) : (
        <Tabs id="settings-item" selectedTabId={tab} onChange={(next) => setTab(String(next))}>
          <Tab id="spec" title="Spec" panel={form} />
          {table === 'teams' && (
            <Tab
              id="manageTeam"
              title="Manage Team"
              panel={<TeamMembers teamId={id} canWrite={canWrite} />}
            />
          )}
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
        onConfirm={() => remove.mutate(undefined, { onSuccess: toList })}
        onCancel={() => setConfirmDelete(false)}
      >
        Delete {row.data?.name ?? 'this resource'}? It disappears from every list.
      </ConfirmDialog>
    </div>
  );
}
