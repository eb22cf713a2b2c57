// The item's tabs (spec 2 §2), each but Config with its count from config_detail's summary; a tab
// is a URL (/catalog/{id}/{tab}), so choosing one navigates.
import { Tab, Tabs } from '@blueprintjs/core';
import { useNavigate } from 'react-router';
import type { ConfigSummaryCounts } from '../../../api/services/catalog-item.types.ts';
import { paths } from '../../../lib/routing/paths.ts';
import { formatCount } from '../counts.ts';
import { ITEM_TABS, tabPath, type ItemTab } from './item-model.ts';

export function ConfigItemTabs(props: {
  id: string;
  tab: ItemTab | null;
  summary: ConfigSummaryCounts | null | undefined;
}) {
  const navigate = useNavigate();
  const base = paths.catalogItem(props.id);
  return (
    <Tabs
      id="config-item-tabs"
      className="mc-ci-tabs"
      selectedTabId={props.tab ?? undefined}
      onChange={(next) => void navigate(tabPath(base, next as ItemTab))}
    >
      {ITEM_TABS.map((t) => {
        const count = t.count ? props.summary?.[t.count] : undefined;
        return (
          <Tab
            key={t.id}
            id={t.id}
            title={t.label}
            {...(typeof count === 'number'
              ? { tagContent: formatCount(count), tagProps: { round: true } }
              : {})}
          />
        );
      })}
    </Tabs>
  );
}
