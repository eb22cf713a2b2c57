// A config item, /catalog/{id} and /catalog/{id}/{tab} (spec 2 §2), in the detail frame: the
// breadcrumb (with the deleted marker) and Compare, tabs with their totals, the Config tab's body
// with line selection kept in the URL (`?selected=12&selected=13`), and the details sidebar. A
// missing item reads 'Details not found'; an unknown tab says so and links back to Config. Cached
// data stays readable offline under the banner. The views shown as the item's tabs come first
// (spec 4-views §2.10): /catalog/{id}/view/{viewId} shows the views feature's tab in this frame
// (a page slot), and /catalog/{id} opens on the first of them once the list has come.
import { useMemo, useRef, type ReactNode } from 'react';
import { Button, NonIdealState, Tooltip } from '@blueprintjs/core';
import { Tag } from '../../../components/tag/Tag.tsx';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Redirect } from '../../../components/redirect/Redirect.tsx';
import { configDetailQuery } from '../../../api/services/catalog-item.ts';
import { configViewsQuery } from '../../../api/services/views.ts';
import type { ViewSummary } from '../../../api/services/views.types.ts';
import { useCan } from '../../../lib/permissions/PermissionsProvider.tsx';
import type { ConfigDetail } from '../../../api/services/catalog-item.types.ts';
import { paths } from '../../../lib/routing/paths.ts';
import { PageSlot } from '../../../lib/routing/page-slots.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { DetailPage } from '../../../components/detail-page/DetailPage.tsx';
import { DetailRecord } from '../../../components/detail-page/DetailStatus.tsx';
import { AsOf } from '../../../components/offline/AsOf.tsx';
import { useNow } from '../../../components/relative-time/useNow.ts';
import { TypeIcon } from '../../../components/type-icon/TypeIcon.tsx';
import { usePaintedMark } from '../../../lib/perf/usePaintedMark.ts';
import { sideParam } from '../compare/compare-model.ts';
import { formatCount } from '../../../lib/format/count.ts';
import { ConfigBodyPanel } from '../item/ConfigBodyPanel.tsx';
import { useConfigItemSidebar } from '../item/ConfigItemSidebar.tsx';
import {
  ITEM_TABS,
  NOT_FOUND_TEXT,
  ageText,
  configBody,
  nextSelection,
  selectedLines,
  tabOf,
  tabPath,
  withSelected,
  type ItemTab,
} from '../item/item-model.ts';
import {
  ConfigChangesTab,
  ConfigChecksTab,
  ConfigInsightsTab,
  ConfigPlaybooksTab,
} from '../item/tabs/ConfigTabs.tsx';
import { ConfigRelationshipsTab } from '../item/tabs/ConfigRelationshipsTab.tsx';
import { ConfigAccessLogsTab, ConfigAccessTab, useAccessTabCounts } from '../access/AccessTabs.tsx';
import { useConfigInsights } from '../item/tabs/useConfigInsights.ts';
import { useRelatedConfigs } from '../item/tabs/useRelatedConfigs.ts';
import '../item/config-item.css';

const NO_VIEWS: readonly ViewSummary[] = [];

const OTHER_TABS = {
  changes: ConfigChangesTab,
  insights: ConfigInsightsTab,
  relationships: ConfigRelationshipsTab,
  playbooks: ConfigPlaybooksTab,
  checks: ConfigChecksTab,
  access: ConfigAccessTab,
  'access-logs': ConfigAccessLogsTab,
} satisfies Record<Exclude<ItemTab, 'config'>, (props: { configId: string }) => ReactNode>;

/** Beside the item's name in the breadcrumb: 'Deleted', with how long ago on hover. */
function DeletedMark({ deletedAt }: { deletedAt: string }) {
  const now = useNow(60_000);
  return (
    <Tooltip content={`Deleted: ${ageText(deletedAt, now)}`} placement="bottom">
      <Tag intent="danger" minimal icon="trash" tabIndex={0} aria-label="Deleted">
        Deleted
      </Tag>
    </Tooltip>
  );
}

/** Catalog › {type} › {name}: the type links to the catalog filtered by it, with its icon. */
function itemCrumbs(item: ConfigDetail) {
  const type = item.type && {
    text: item.type,
    to: paths.catalog({ configType: item.type }),
    icon: <TypeIcon name={item.icon || item.type} size={16} fallback="cube" />,
  };
  return [
    { text: 'Catalog', to: paths.catalog() },
    ...(type ? [type] : []),
    { text: item.name ?? item.id },
  ];
}

/**
 * The tabs, each but Config with its total from config_detail's summary; Relationships and
 * Insights count the rows their tab lists (the summary counts direct links only, the tab follows
 * them 10 hops; the summary counts every insight, the tab lists open ones unless told otherwise).
 */
type Counted = Partial<Record<ItemTab, number | undefined>>;

function itemTabs(
  item: ConfigDetail,
  listed: Counted,
  views: readonly ViewSummary[],
  current: string,
) {
  // The views shown as tabs of this item come first (spec 4-views §2.10); each opens at its path.
  const viewTabs = views.map((v) => ({
    id: VIEW_TAB + v.id,
    title: v.title || v.name || v.id,
    icon: <TypeIcon name={v.icon || 'workflow'} size={14} />,
  }));
  return [
    ...viewTabs,
    ...ITEM_TABS.filter((t) => !t.hideEmpty || t.id === current || (listed[t.id] ?? 0) > 0).map(
      (t) => {
        const total: unknown = t.id in listed ? listed[t.id] : t.count && item.summary?.[t.count];
        return {
          id: t.id,
          title: t.label,
          count: typeof total === 'number' ? formatCount(total) : null,
        };
      },
    ),
  ];
}

const VIEW_TAB = 'view:';

/** The item's view tabs, read beside its record; none without read on views. */
function useItemViews(configId: string): readonly ViewSummary[] | undefined {
  const views = useQuery({
    ...configViewsQuery(useOrgId(), configId),
    enabled: useCan('read', 'views'),
  });
  // A list that could not be read leaves the built-in tabs, Config first.
  return views.isError || !views.isEnabled ? NO_VIEWS : views.data;
}

/** The body of the current tab: a view (the views feature's slot), another tab, or not found. */
function TabBody(props: {
  tab: ItemTab | null;
  viewId: string | undefined;
  item: ConfigDetail;
  config: ReactNode;
}) {
  const notFound = (
    <NonIdealState
      icon="search"
      title="Tab not found"
      description={
        <Link to={tabPath(paths.catalogItem(props.item.id), 'config', true)}>Show the config</Link>
      }
    />
  );
  if (props.viewId) return <PageSlot name="ConfigViewTab" fallback={notFound} />;
  if (props.tab === 'config') return props.config;
  const OtherTab = props.tab && OTHER_TABS[props.tab];
  return OtherTab ? <OtherTab key={props.tab} configId={props.item.id} /> : notFound;
}

export function ConfigItemPage() {
  const { id = '', tab: segment, viewId } = useParams();
  const [searchParams] = useSearchParams();
  const detail = useQuery(configDetailQuery(useOrgId(), id));
  const views = useItemViews(id);
  usePaintedMark('catalog-item:painted', detail.data !== undefined);

  // A link with selected lines asks for the body itself.
  const firstView = !segment && !viewId && !searchParams.has('selected') ? views?.[0] : undefined;
  if (firstView) return <Redirect to={paths.catalogItemView(id, firstView.id)} />;
  return (
    <DetailRecord
      query={detail}
      record={detail.data}
      what="catalog item"
      notFoundText={NOT_FOUND_TEXT}
      back={{ text: 'Back to the catalog', to: paths.catalog() }}
      fileName={`config-${id}.json`}
    >
      {(item) => (
        <ConfigItemFrame
          item={item}
          tab={viewId ? 'config' : tabOf(segment)}
          viewId={viewId}
          views={views ?? NO_VIEWS}
          dataUpdatedAt={detail.dataUpdatedAt}
        />
      )}
    </DetailRecord>
  );
}

/** The item read: its frame, the current tab, and the body's lines selected in the URL. */
function ConfigItemFrame(props: {
  item: ConfigDetail;
  tab: ItemTab | null;
  viewId: string | undefined;
  views: readonly ViewSummary[];
  dataUpdatedAt: number;
}) {
  const { item, views, viewId } = props;
  const orgId = useOrgId();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const anchor = useRef<number | null>(null);
  // The current tab's id: an ItemTab, or `view:{id}`.
  const current = viewId ? VIEW_TAB + viewId : (props.tab ?? '');
  // Formatted once per answer, not again on each render a line click or a count causes.
  const body = useMemo(() => configBody(item.config), [item.config]);
  const lines = useMemo(() => body.text.split('\n'), [body]);
  const selected = selectedLines(searchParams, lines.length);
  const setSelected = (next: readonly number[], from: number | null) => {
    anchor.current = from;
    setSearchParams((prev) => withSelected(prev, next), { replace: true });
  };
  const select = (line: number, shift: boolean) =>
    setSelected(nextSelection(selected, line, anchor.current, shift), line);
  const sidebar = useConfigItemSidebar(item, {
    lines,
    selected,
    onClear: () => setSelected([], null),
  });
  const listed: Counted = {
    relationships: useRelatedConfigs(item.id, current === 'relationships').shown.data?.length,
    insights: useConfigInsights(item.id, current === 'insights').total,
    ...useAccessTabCounts(item.id),
  };
  const compare = () =>
    void navigate(paths.catalogCompare({ left: sideParam({ orgId, id: item.id }) }));
  const openTab = (next: string) =>
    void navigate(
      next.startsWith(VIEW_TAB)
        ? paths.catalogItemView(item.id, next.slice(VIEW_TAB.length))
        : tabPath(paths.catalogItem(item.id), next as ItemTab, views.length > 0),
    );
  return (
    <DetailPage
      kind="catalog-item"
      label="Config item"
      crumbs={itemCrumbs(item)}
      crumbAfter={item.deleted_at && <DeletedMark deletedAt={item.deleted_at} />}
      actions={
        <>
          <AsOf dataUpdatedAt={props.dataUpdatedAt} />
          <Button variant="minimal" icon="comparison" text="Compare with…" onClick={compare} />
        </>
      }
      tabs={{
        label: 'Config item tabs',
        items: itemTabs(item, listed, views, current),
        current,
        onChange: openTab,
      }}
      sidebar={sidebar}
    >
      <div className="mc-ci-content">
        <TabBody
          tab={props.tab}
          viewId={viewId}
          item={item}
          config={
            <ConfigBodyPanel body={body} lines={lines} selected={selected} onLineClick={select} />
          }
        />
      </div>
    </DetailPage>
  );
}
