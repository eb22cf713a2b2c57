// /settings/integrations (spec 3 §2.3): the scrapers, topologies and log backends of the backend
// with their latest job, newest first, paged and sorted by the server; for users who may write
// integrations a row opens its editor and 'Add Integration' the add dialog.
import { DialogList } from '../../../../components/resource-list/DialogList.tsx';
import type { ResourceListDefinition } from '../../../../components/resource-list/resource-definition.ts';
import { AddIntegrationDialog } from '../components/AddIntegrationDialog.tsx';
import { integrationColumns } from '../components/integrations-columns.tsx';
import {
  integrationHref,
  integrationsSource,
  type IntegrationRow,
} from '../integrations-resource.ts';
import '../integrations.css';

export const INTEGRATIONS_LIST: ResourceListDefinition<IntegrationRow> = {
  source: integrationsSource,
  title: 'Integrations',
  columns: integrationColumns,
  permission: 'integrations',
  rowHref: integrationHref,
  // An integration's page is its editor, which needs write on integrations (spec 3 §6).
  rowHrefNeedsWrite: true,
};

export function IntegrationsPage() {
  return (
    <DialogList
      definition={INTEGRATIONS_LIST}
      addText="Add Integration"
      dialog={(_, close) => <AddIntegrationDialog onClose={close} />}
    />
  );
}
