// /settings/integrations/{type}/{id} (spec 3 §2.3): one catalog scraper, topology or log backend,
// with the tabs Spec (its settings form) and Job History; id 'new' adds one of the type. Save and
// delete return to the list. A type other than logging_backends, topologies or scrapers says
// 'Unknown type', with the way back to the list.
import { useParams } from 'react-router';
import { DetailBreadcrumbs } from '../../../../components/detail-page/DetailBreadcrumbs.tsx';
import { DetailStatus } from '../../../../components/detail-page/DetailStatus.tsx';
import { paths } from '../../../../lib/routing/paths.ts';
import { SettingsItem } from '../../pages/SettingsResourceItemPage.tsx';
import { integrationTable } from '../integration-types.ts';
import '../integrations.css';

export const UNKNOWN_TYPE_TEXT = 'Unknown type';

export function IntegrationPage() {
  const { type, id = 'new' } = useParams();
  const table = integrationTable(type);
  const list = { text: 'Integrations', to: paths.settings.integrations() };
  const parent = [{ text: 'Settings' }, list];
  if (!table)
    return (
      <DetailStatus
        read={{ pending: false, error: null, missing: true }}
        what="integration"
        notFoundText={UNKNOWN_TYPE_TEXT}
        back={{ text: 'All integrations', to: list.to }}
        header={<DetailBreadcrumbs crumbs={[...parent, { text: type ?? '' }]} />}
      />
    );
  return <SettingsItem key={`${table}/${id}`} table={table} id={id} parent={parent} />;
}
