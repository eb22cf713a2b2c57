// /settings/{table}/{id} (spec 3 §2.2): one resource's detail and edit form, or a new one at
// /settings/{table}/new, with the tabs Spec and Job History. Kinds edited on a screen of their
// own (connections, feature flags, notification rules) redirect there. The integration detail
// page (§2.3) is the same page with the Integrations list as its parent.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { Redirect } from '../../../components/redirect/Redirect.tsx';
import { resourceQuery } from '../../../api/resource/resource-queries.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { paths } from '../../../lib/routing/paths.ts';
import {
  DetailBreadcrumbs,
  type Crumb,
} from '../../../components/detail-page/DetailBreadcrumbs.tsx';
import { DetailPage } from '../../../components/detail-page/DetailPage.tsx';
import { DetailStatus, detailRead } from '../../../components/detail-page/DetailStatus.tsx';
import {
  jobColumns,
  jobHistorySource,
  type JobRow,
} from '../../../components/job-history/job-history.tsx';
import {
  NO_RESOURCES_TEXT,
  type ResourceListDefinition,
} from '../../../components/resource-list/resource-definition.ts';
import { ResourceList } from '../../../components/resource-list/ResourceList.tsx';
import { useCan } from '../../../lib/permissions/PermissionsProvider.tsx';
import { SettingsForm } from '../components/SettingsForm.tsx';
import { TeamMembers } from '../components/TeamMembers.tsx';
import { settingsDetailSource } from '../hooks/useSettingsWrites.ts';
import {
  OWN_SCREENS,
  SETTINGS_TABLES,
  isSettingsTable,
  type SettingsTableName,
} from '../settings-tables.ts';
import '../settings.css';

export function SettingsResourceItemPage({ kind }: { kind?: SettingsTableName }) {
  const params = useParams();
  const table = kind ?? params.table;
  const id = params.id ?? 'new';
  if (!isSettingsTable(table)) return null; // the route's guard refused it already
  const own = OWN_SCREENS[table];
  if (own) return <Redirect to={own(id)} />;
  return <SettingsItem key={`${table}/${id}`} table={table} id={id} />;
}

/** The resource's own job history (its Job History tab). */
const jobsOf = (id: string): ResourceListDefinition<JobRow> => ({
  source: jobHistorySource(`job_histories/${id}`, (query) => void query.eq('resource_id', id)),
  title: 'Job History',
  permission: 'database',
  emptyText: 'No data available',
  columns: jobColumns({}),
});

/** /settings/teams/{id}: the team page is the teams kind's detail. */
export const TeamPage = () => <SettingsResourceItemPage kind="teams" />;

/**
 * The crumbs leading to the item: Settings and the kind's list by default. Save, Delete, Back and
 * Cancel lead to the last one (the list).
 */
export function SettingsItem(props: { table: SettingsTableName; id: string; parent?: Crumb[] }) {
  const { table, id } = props;
  const orgId = useOrgId();
  const navigate = useNavigate();
  const kind = SETTINGS_TABLES[table];
  const parent = props.parent ?? [
    { text: 'Settings' },
    { text: kind.label, to: paths.settings.resource(table) },
  ];
  const isNew = id === 'new';
  const canWrite = useCan('write', kind.resource);
  const [tab, setTab] = useState('spec');
  const row = useQuery({
    ...resourceQuery(orgId, settingsDetailSource(table), id),
    enabled: !isNew,
  });
  const toList = () => void navigate(parent.at(-1)?.to ?? paths.root());

  const name = isNew ? `Add ${kind.singular}` : (row.data?.name ?? id);
  const crumbs = [...parent, { text: name }];
  if (!isNew && !row.data)
    return (
      <DetailStatus
        read={detailRead(row, row.data)}
        what={kind.singular.toLowerCase()}
        notFoundText={NO_RESOURCES_TEXT}
        header={<DetailBreadcrumbs crumbs={crumbs} />}
      />
    );
  const tabs = [
    { id: 'spec', title: 'Spec' },
    ...(table === 'teams' ? [{ id: 'manageTeam', title: 'Manage Team' }] : []),
    { id: 'jobHistory', title: 'Job History' },
  ];
  return (
    <DetailPage
      kind={`settings.${table}`}
      label={name}
      crumbs={crumbs}
      tabs={
        isNew
          ? undefined
          : { label: `${kind.singular} tabs`, items: tabs, current: tab, onChange: setTab }
      }
    >
      {tab === 'manageTeam' && table === 'teams' ? (
        <TeamMembers teamId={id} />
      ) : tab === 'jobHistory' && !isNew ? (
        <ResourceList definition={jobsOf(id)} />
      ) : (
        <SettingsForm table={table} row={row.data ?? null} readOnly={!canWrite} onClose={toList} />
      )}
    </DetailPage>
  );
}
