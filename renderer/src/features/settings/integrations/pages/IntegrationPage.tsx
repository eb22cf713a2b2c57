// /settings/integrations/{type}/{id} (spec 3 §2.3): one catalog scraper, topology or log backend,
// with the tabs Spec (its settings form) and Job History; id 'new' adds one of the type. Save and
// delete return to the list. A type other than logging_backends, topologies or scrapers says
// 'Unknown type'.
import { NonIdealState } from '@blueprintjs/core';
import { useParams } from 'react-router';
import { DetailBreadcrumbs } from '../../../../components/detail-page/DetailBreadcrumbs.tsx';
import { paths } from '../../../../lib/routing/paths.ts';
import { SettingsItem } from '../../pages/SettingsResourceItemPage.tsx';
import { integrationTable } from '../integration-types.ts';
import '../integrations.css';

export const UNKNOWN_TYPE_TEXT = 'Unknown type';

export function IntegrationPage() {
  const { type, id = 'new' } = useParams();
  const table = integrationTable(type);
  if (!table)
    return (
      <div className="mcd-integration-item">
        <DetailBreadcrumbs
          crumbs={[
            { text: 'Settings' },
            { text: 'Integrations', to: paths.settings.integrations() },
            { text: type ?? '' },
          ]}
        />
        <NonIdealState icon="error" title={UNKNOWN_TYPE_TEXT} />
      </div>
    );
  return (
    <SettingsItem
      key={`${table}/${id}`}
      table={table}
      id={id}
      parent={{ label: 'Integrations', to: paths.settings.integrations() }}
    />
  );
}
