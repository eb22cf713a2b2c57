// Saving and deleting one integration (a catalog scraper, topology or log backend row) with the
// spec's toasts, shared by the add dialog's direct forms and the detail page. Every write refreshes
// the Integrations list and the table's own settings list, which show the same rows.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import {
  createResource,
  deleteResource,
  invalidateResource,
  updateResource,
} from '../../../../api/resource/resource-queries.ts';
import { whoamiQuery } from '../../../../api/services/auth.ts';
import { useOrgId } from '../../../../app/org-context.tsx';
import type { FormValues } from '../../../../components/resource-form/ResourceForm.tsx';
import { useMutationWithToast } from '../../../../lib/query/useMutationWithToast.ts';
import type { IntegrationTable } from '../integration-types.ts';
import { INTEGRATIONS_KEY } from '../integrations-resource.ts';
import { SETTINGS_TABLES } from '../../settings-tables.ts';
import { settingsFields, valuesToPayload } from '../../settings-form.ts';
import { settingsSource } from '../../settings-resource.ts';

/** The table's row source; one row's detail reads the whole row from the table. */
export function integrationSource(table: IntegrationTable) {
  return { ...settingsSource(table), detailSelect: '*' };
}

/** Writes of one row of `table`: `id` null creates a new one. */
export function useIntegrationWrites(table: IntegrationTable, id: string | null) {
  const orgId = useOrgId();
  const me = useQuery(whoamiQuery(orgId));
  const source = integrationSource(table);
  const fields = settingsFields(table) ?? [];
  const singular = SETTINGS_TABLES[table].singular;
  const refresh = async (client: QueryClient) => {
    await Promise.all([
      invalidateResource(client, INTEGRATIONS_KEY),
      invalidateResource(client, source.key),
    ]);
  };

  const save = useMutationWithToast({
    mutationFn: (values: FormValues) => {
      const payload = valuesToPayload(fields, values, id !== null);
      return id === null
        ? createResource(orgId, source, { ...payload, created_by: me.data?.user.id })
        : updateResource(orgId, source, id, payload);
    },
    success: (_, values) =>
      `${values.name || singular} ${id === null ? 'created' : 'updated'} successfully`,
    invalidate: refresh,
  });
  const remove = useMutationWithToast({
    mutationFn: (_name: string) =>
      id === null ? Promise.resolve() : deleteResource(orgId, source, id),
    success: (_, name) => `${name || singular} deleted successfully`,
    invalidate: refresh,
  });
  return { source, fields, singular, save, remove };
}
