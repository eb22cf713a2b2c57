// The Changes tab of /catalog/{id} (spec 2 §2): the item's changes, newest first, 50 at a time
// with more loaded near the bottom; a row opens the change details dialog.
import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { configChangesQuery } from '../../../../api/services/catalog-tabs.ts';
import type { ConfigChange } from '../../../../api/services/catalog-tabs.types.ts';
import { useOrgId } from '../../../../session/org-context.tsx';
import type { Column } from '../../../../components/data-table/column.ts';
import { TypeIcon } from '../../../../components/type-icon/TypeIcon.tsx';
import { ChangeDetailsDialog } from './ChangeDetailsDialog.tsx';
import { PagedTabTable } from './PagedTabTable.tsx';
import { TabTime } from './TabTime.tsx';
import './catalog-tabs.css';
import { StatusTag } from '../../../../components/status-tag/StatusTag.tsx';
import { SEVERITY } from '../../../../lib/vocabulary/severity.ts';

const columns: Column<ConfigChange>[] = [
  {
    id: 'change_type',
    header: 'Change type',
    width: '17%',
    cell: (c) => (
      <span className="mc-catalog-cell">
        <TypeIcon name={c.change_type} size={16} fallback="changes" />
        <span>{c.change_type}</span>
      </span>
    ),
  },
  {
    id: 'summary',
    header: 'Summary',
    cell: (c) => <span title={c.summary ?? ''}>{c.summary}</span>,
  },
  {
    id: 'severity',
    header: 'Severity',
    width: '12%',
    cell: (c) => <StatusTag vocabulary={SEVERITY} value={c.severity} />,
  },
  {
    id: 'source',
    header: 'Source',
    width: '12%',
    cell: (c) => <span title={c.source ?? ''}>{c.source}</span>,
  },
  {
    id: 'created_by',
    header: 'Created by',
    width: '13%',
    cell: (c) => {
      const by = c.external_created_by ?? c.created_by ?? '';
      return <span title={by}>{by}</span>;
    },
  },
  { id: 'age', header: 'Age', width: '15%', cell: (c) => <TabTime value={c.created_at} /> },
];

export function ConfigChangesTab({ configId }: { configId: string }) {
  const orgId = useOrgId();
  const changes = useInfiniteQuery(configChangesQuery(orgId, configId));
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <div className="mc-catalog-tab">
      <PagedTabTable
        label="Config changes"
        what="changes"
        columns={columns}
        query={changes}
        getRowId={(c) => c.id}
        onRowClick={(c) => setOpenId(c.id)}
      />
      <ChangeDetailsDialog changeId={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
