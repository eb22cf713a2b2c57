// A config item, /catalog/{id} and /catalog/{id}/{tab} (spec 2 §2): breadcrumb, tabs with their
// counts, the Config tab's body with line selection kept in the URL (`?selected=12&selected=13`),
// and the details sidebar. A missing item reads 'Details not found'; an unknown tab says so and
// links back to Config. Cached data stays readable offline under the banner.
import { useRef } from 'react';
import { Button, NonIdealState } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { configDetailQuery } from '../../../api/services/catalog-item.ts';
import { paths } from '../../../lib/routing/paths.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { AsOf } from '../../../components/offline/AsOf.tsx';
import { QueryError } from '../../../components/query-error/QueryError.tsx';
import { useLocalPreference } from '../../../lib/hooks/useLocalPreference.ts';
import { usePaintedMark } from '../../../lib/perf/usePaintedMark.ts';
import { sideParam } from '../compare/compare-model.ts';
import { ConfigBodyPanel } from '../item/ConfigBodyPanel.tsx';
import { ConfigItemBreadcrumb } from '../item/ConfigItemBreadcrumb.tsx';
import { ConfigItemSidebar } from '../item/ConfigItemSidebar.tsx';
import { ConfigItemTabs } from '../item/ConfigItemTabs.tsx';
import {
  NOT_FOUND_TEXT,
  configBody,
  nextSelection,
  selectedLines,
  tabOf,
  withSelected,
  type ItemTab,
} from '../item/item-model.ts';
import { ConfigChangesTab } from '../item/tabs/ConfigChangesTab.tsx';
import { ConfigChecksTab } from '../item/tabs/ConfigChecksTab.tsx';
import { ConfigInsightsTab } from '../item/tabs/ConfigInsightsTab.tsx';
import { ConfigPlaybooksTab } from '../item/tabs/ConfigPlaybooksTab.tsx';
import { ConfigRelationshipsTab } from '../item/tabs/ConfigRelationshipsTab.tsx';
import '../item/config-item.css';

const NO_LINES: readonly string[] = [];
const SIDEBAR_KEY = 'catalog-item.sidebar';
const parseOpen = (raw: string | null) => raw !== 'false';

function Skeleton() {
  return (
    <div className="mc-ci-page" aria-busy="true" aria-label="Loading config item">
      <div className="mc-ci-main">
        <div className="mc-ci-skel mc-ci-skel-crumb bp6-skeleton" />
        <div className="mc-ci-skel mc-ci-skel-tabs bp6-skeleton" />
        <div className="mc-ci-skel mc-ci-skel-body bp6-skeleton" />
      </div>
      <div className="mc-ci-sidebar">
        <div className="mc-ci-skel mc-ci-skel-side bp6-skeleton" />
      </div>
    </div>
  );
}

function OtherTab({ tab, id }: { tab: Exclude<ItemTab, 'config'>; id: string }) {
  switch (tab) {
    case 'changes':
      return <ConfigChangesTab configId={id} />;
    case 'insights':
      return <ConfigInsightsTab configId={id} />;
    case 'relationships':
      return <ConfigRelationshipsTab configId={id} />;
    case 'playbooks':
      return <ConfigPlaybooksTab configId={id} />;
    case 'checks':
      return <ConfigChecksTab configId={id} />;
  }
}

export function ConfigItemPage() {
  const orgId = useOrgId();
  const { id = '', tab: segment } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabOf(segment);
  const detail = useQuery(configDetailQuery(orgId, id));
  usePaintedMark('catalog-item:painted', detail.data !== undefined);
  const anchor = useRef<number | null>(null);
  const navigate = useNavigate();
  // The tables of the other tabs want the width; the details can be put away (kept per device).
  const [sidebarOpen, setSidebarOpen] = useLocalPreference(SIDEBAR_KEY, parseOpen);

  const item = detail.data;
  // The React Compiler keeps these per item; the body is formatted once per answer.
  const body = item ? configBody(item.config) : null;
  const lines = body ? body.text.split('\n') : NO_LINES;
  const selected = selectedLines(searchParams, item ? lines.length : undefined);

  if (item === undefined) {
    if (detail.isError)
      return (
        <div className="mc-ci-page mc-ci-page-message">
          <QueryError
            error={detail.error}
            what="this catalog item"
            fileName={`config-${id}.json`}
          />
        </div>
      );
    return <Skeleton />;
  }
  if (item === null)
    return (
      <div className="mc-ci-page mc-ci-page-message">
        <NonIdealState icon="search" title={NOT_FOUND_TEXT} />
      </div>
    );

  const select = (line: number, shift: boolean) => {
    const next = nextSelection(selected, line, anchor.current, shift);
    anchor.current = line;
    setSearchParams((prev) => withSelected(prev, next), { replace: true });
  };
  const clear = () => {
    anchor.current = null;
    setSearchParams((prev) => withSelected(prev, []), { replace: true });
  };

  return (
    <div className="mc-ci-page">
      <div className="mc-ci-main">
        <div className="mc-ci-head">
          <ConfigItemBreadcrumb item={item} />
          <span className="mc-ci-head-end">
            <AsOf dataUpdatedAt={detail.dataUpdatedAt} />
            <Button
              variant="minimal"
              icon="comparison"
              text="Compare with…"
              onClick={() =>
                void navigate(paths.catalogCompare({ left: sideParam({ orgId, id: item.id }) }))
              }
            />
            <Button
              variant="minimal"
              icon={sidebarOpen ? 'menu-open' : 'menu-closed'}
              aria-label={sidebarOpen ? 'Hide details' : 'Show details'}
              title={sidebarOpen ? 'Hide details' : 'Show details'}
              aria-expanded={sidebarOpen}
              onClick={() => setSidebarOpen(!sidebarOpen)}
            />
          </span>
        </div>
        <ConfigItemTabs id={item.id} tab={tab} summary={item.summary} />
        <div className="mc-ci-content">
          {tab === null ? (
            <NonIdealState
              icon="search"
              title="Tab not found"
              description={<Link to={paths.catalogItem(item.id)}>Show the config</Link>}
            />
          ) : tab === 'config' ? (
            body && (
              <ConfigBodyPanel body={body} lines={lines} selected={selected} onLineClick={select} />
            )
          ) : (
            <OtherTab tab={tab} id={item.id} />
          )}
        </div>
      </div>
      {sidebarOpen && (
        <ConfigItemSidebar item={item} lines={lines} selected={selected} onClearSelected={clear} />
      )}
    </div>
  );
}
