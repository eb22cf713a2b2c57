// Saving and deleting one row of a settings kind with the spec's toasts, shared by the detail page
// (/settings/{table}/{id} and /settings/integrations/{type}/{id}) and the integration dialog's
// direct forms. Every write refreshes the kind's own list and the Integrations list, which shows
// the scrapers, topologies and log backends too.
import type { QueryClient } from '@tanstack/react-query';
import { deleteResource, invalidateResource } from '../../../api/resource/resource-queries.ts';
import { useDeleteAction } from '../../../components/modal/useDeleteAction.ts';
import { useSaveRow } from '../../../components/resource-form/useSaveRow.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import type { FormValues } from '../../../components/resource-form/ResourceForm.tsx';
import { INTEGRATIONS_KEY } from '../integrations/integrations-resource.ts';
import { SETTINGS_TABLES, type SettingsTableName } from '../settings-tables.ts';
import { settingsFields, valuesToPayload } from '../settings-form.ts';
import { settingsSource } from '../settings-resource.ts';

/** The table's row source; one row's detail reads the whole row from the table. */
export function settingsDetailSource(table: SettingsTableName) {
  return { ...settingsSource(table), detailSelect: '*' };
}

/** Writes of one row of `table`: `row` null creates a new one; Delete asks, then `onDeleted`. */
export function useSettingsWrites(
  table: SettingsTableName,
  row: { id: string; name: string } | null,
  onDeleted: () => void,
) {
  const id = row?.id ?? null;
  const orgId = useOrgId();
  const source = settingsDetailSource(table);
  const fields = settingsFields(table) ?? [];
  const singular = SETTINGS_TABLES[table].singular;
  const refresh = async (client: QueryClient) => {
    await Promise.all([
      invalidateResource(client, INTEGRATIONS_KEY),
      invalidateResource(client, source.key),
    ]);
  };

  const save = useSaveRow(
    source,
    id,
    (values: FormValues) => valuesToPayload(fields, values, id !== null),
    {
      success: (_, values) =>
        `${values.name || singular} ${id === null ? 'created' : 'updated'} successfully`,
      invalidate: refresh,
    },
  );
  const remove = useDeleteAction({
    kind: singular.toLowerCase(),
    name: row?.name,
    remove: () => (id === null ? Promise.resolve() : deleteResource(orgId, source, id)),
    invalidate: refresh,
    onDone: onDeleted,
  });
  return { fields, save, remove };
}
