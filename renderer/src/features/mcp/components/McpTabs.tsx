// The MCP pages' header (spec 5-access §2.1, §2.8): tabs 'Overview', 'Subjects', 'Playbooks',
// 'Views', 'Check Access' as routes of their own, and the page's own buttons on the right.
import type { ReactNode } from 'react';
import { LinkTabs, type LinkTab } from '../../../components/link-tabs/LinkTabs.tsx';
import { paths } from '../../../lib/routing/paths.ts';

export type McpTab = 'overview' | 'subject-access' | 'playbooks' | 'views' | 'check-access';

export const MCP_TAB_TITLES: Record<McpTab, string> = {
  overview: 'Overview',
  'subject-access': 'Subjects',
  playbooks: 'Playbooks',
  views: 'Views',
  'check-access': 'Check Access',
};

const ORDER: readonly McpTab[] = [
  'overview',
  'subject-access',
  'playbooks',
  'views',
  'check-access',
];

export function McpTabs(props: { current: McpTab; actions?: ReactNode }) {
  const tabs: readonly LinkTab<McpTab>[] = ORDER.map((id) => ({
    id,
    title: MCP_TAB_TITLES[id],
    to: paths.settings.mcp(id),
  }));
  return (
    <div className="mcd-mcp-header">
      <LinkTabs label="MCP sections" tabs={tabs} current={props.current} />
      {props.actions && <div className="mcd-mcp-header-actions">{props.actions}</div>}
    </div>
  );
}
