// /settings/{table} (spec 3 §2.2): the resources of one kind, newest first, sorted on the server,
// 50 to a page; a row opens its detail; 'Add {resource name}' for users who may write the table.
// Catalog scrapers, topologies and log backends add through the integration add dialog (§2.3).
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Redirect } from '../../../components/redirect/Redirect.tsx';
import { paths } from '../../../lib/routing/paths.ts';
import { AddButton } from '../../../components/resource-list/ListScreen.tsx';
import { ResourceList } from '../../../components/resource-list/ResourceList.tsx';
import type { ResourceListDefinition } from '../../../components/resource-list/resource-definition.ts';
import { settingsColumns } from '../components/settings-columns.tsx';
import { AddIntegrationDialog } from '../integrations/components/AddIntegrationDialog.tsx';
import { settingsSource, type SettingsRow } from '../settings-resource.ts';
import {
  OWN_SCREENS,
  SETTINGS_TABLES,
  isSettingsTable,
  type SettingsTableName,
} from '../settings-tables.ts';
import '../settings.css';

/** Every settings kind's list (the route's declared lists); own-screen kinds redirect instead. */
export const settingsLists = () =>
  (Object.keys(SETTINGS_TABLES) as SettingsTableName[])
    .filter((table) => !OWN_SCREENS[table])
    .map((table) => definition(table));

function definition(
  table: SettingsTableName,
  rowHref = (row: SettingsRow) => paths.settings.resourceItem(table, row.id),
): ResourceListDefinition<SettingsRow> {
  const kind = SETTINGS_TABLES[table];
  return {
    source: settingsSource(table),
    title: kind.label,
    columns: settingsColumns,
    permission: kind.resource,
    rowHref,
  };
}

const ADDED_AS_INTEGRATIONS: ReadonlySet<SettingsTableName> = new Set([
  'config_scrapers',
  'topologies',
  'logging_backends',
]);

export function SettingsResourcePage() {
  const { table } = useParams();
  // The route's guard has already refused unknown tables.
  if (!isSettingsTable(table)) return null;
  const own = OWN_SCREENS[table];
  if (own) return <Redirect to={own()} />;
  return <SettingsResourceList key={table} table={table} />;
}

/** One kind's list with its Add button; rows open `rowHref` (the kind's settings page). */
export function SettingsResourceList(props: {
  table: SettingsTableName;
  rowHref?: (row: SettingsRow) => string;
}) {
  const { table } = props;
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const { singular } = SETTINGS_TABLES[table];
  return (
    <>
      <ResourceList
        definition={definition(table, props.rowHref)}
        actions={({ offline }) => (
          <AddButton
            text={`Add ${singular}`}
            offline={offline}
            onClick={() =>
              ADDED_AS_INTEGRATIONS.has(table)
                ? setAdding(true)
                : void navigate(paths.settings.resourceItem(table, 'new'))
            }
          />
        )}
      />
      {adding && <AddIntegrationDialog onClose={() => setAdding(false)} />}
    </>
  );
}
