// The one frame of a detail page (issue 37 "Build" 2): the breadcrumb with the page's actions,
// the heading (title, tags, description), the tabs with their counts and what sits at the tabs'
// end (the 'as of' mark, a tab's own buttons), the selected tab's content, and the collapsible
// sidebar. Usage:
//   <DetailPage kind="incident" label="Incident" crumbs={[{ text: 'Incidents', to: …, icon: 'issue' },
//     { text: 'INC-12' }]} actions={<GuardedButton … />} heading={<h1>…</h1>}
//     tabs={{ label: 'Incident tabs', current, onChange, items: [{ id: 'plan', title: 'Action Plan' },
//     { id: 'comments', title: 'Comments', count: 3 }] }}
//     sidebar={{ label: 'Incident details', sections: [{ id, title, content }] }}>{content}</DetailPage>
// Before the record is read, DetailRecord renders its read state (DetailStatus.tsx).
import type { ReactElement, ReactNode } from 'react';
import { Button, Tab, Tabs } from '@blueprintjs/core';
import { useLocalPreference } from '../../lib/hooks/useLocalPreference.ts';
import { DetailBreadcrumbs, type Crumb } from './DetailBreadcrumbs.tsx';
import { DetailSidebar, type DetailSidebarProps } from './DetailSidebar.tsx';
import { ScrollEdges } from '../scroll-edges/ScrollEdges.tsx';
import './detail-page.css';

export interface DetailTab {
  id: string;
  title: string;
  /** Shown beside the title, as given ('12k+' too); nothing while unknown (undefined or null). */
  count?: number | string | null;
  /** Before the title (a view tab's icon). */
  icon?: ReactElement;
}

export interface DetailTabs {
  /** The tab list's accessible name. */
  label: string;
  items: readonly DetailTab[];
  current: string;
  onChange: (id: string) => void;
  /** False: no sliding indicator (it measures the selected tab on every commit; a long list of
   * tabs whose counts refresh, like the health dashboard's, pays a layout each time). */
  animate?: boolean;
}

export interface DetailPageProps {
  /** Names the page's kind for its kept preferences (the sidebar hidden or shown). */
  kind: string;
  /** The page's accessible name. */
  label: string;
  crumbs: readonly Crumb[];
  /** Beside the current crumb (a 'Deleted' marker). */
  crumbAfter?: ReactNode;
  actions?: ReactNode;
  heading?: ReactNode;
  tabs?: DetailTabs;
  /** Beside the tabs, at the end (the 'as of' mark, the selected tab's buttons). */
  tabEnd?: ReactNode;
  sidebar?: DetailSidebarProps;
  children: ReactNode;
}

const shown = (raw: string | null) => raw !== 'hidden';
const stored = (value: boolean) => (value ? null : 'hidden');

export function DetailPage(props: DetailPageProps) {
  const { tabs, sidebar } = props;
  const [sidebarShown, setSidebarShown] = useLocalPreference(
    `detail.sidebar.${props.kind}`,
    shown,
    stored,
  );
  const sidebarToggle = sidebar && (
    <Button
      variant="minimal"
      icon={sidebarShown ? 'menu-closed' : 'menu-open'}
      aria-label={sidebarShown ? `Hide ${sidebar.label}` : `Show ${sidebar.label}`}
      title={sidebarShown ? `Hide ${sidebar.label}` : `Show ${sidebar.label}`}
      aria-pressed={sidebarShown}
      onClick={() => setSidebarShown(!sidebarShown)}
    />
  );
  return (
    <div className="mcd-detail-page" aria-label={props.label} role="region">
      <div className="mcd-detail-main">
        <header className="mcd-detail-header">
          <div className="mcd-detail-header-row">
            <DetailBreadcrumbs crumbs={props.crumbs} after={props.crumbAfter} />
            <span className="mcd-detail-actions">
              {props.actions}
              {sidebarToggle}
            </span>
          </div>
          {props.heading}
        </header>
        {(tabs || props.tabEnd) && (
          <div className="mcd-detail-tabs-row">
            {tabs ? <DetailTabStrip tabs={tabs} /> : <span />}
            <span className="mcd-detail-tabs-end">{props.tabEnd}</span>
          </div>
        )}
        <div
          className="mcd-detail-content"
          role={tabs ? 'tabpanel' : undefined}
          aria-label={tabs?.items.find((tab) => tab.id === tabs.current)?.title}
        >
          {props.children}
        </div>
      </div>
      {sidebar && sidebarShown && <DetailSidebar {...sidebar} />}
    </div>
  );
}

/** The tabs with their counts, on their own: for a modal, whose frame is not a page. */
export function DetailTabStrip({ tabs }: { tabs: DetailTabs }) {
  return (
    <ScrollEdges label={tabs.label} selected={tabs.current}>
      <Tabs
        id={tabs.label}
        aria-label={tabs.label}
        animate={tabs.animate}
        selectedTabId={tabs.current}
        onChange={(next) => tabs.onChange(String(next))}
      >
        {tabs.items.map((tab) => (
          <Tab
            key={tab.id}
            id={tab.id}
            title={tab.title}
            icon={tab.icon}
            tagContent={tab.count ?? undefined}
            tagProps={{ round: true }}
          />
        ))}
      </Tabs>
    </ScrollEdges>
  );
}
