// The global changes table (spec 2 §2): config (type icon, linking to the item), change type,
// summary, severity, source, created by, age and count; one server page of the search, sorted by
// the server.
import { Link } from 'react-router';
import type { CatalogChangeRow } from '../../../api/services/catalog-changes.types.ts';
import { paths } from '../../../lib/routing/paths.ts';
import type { Column } from '../../../components/data-table/column.ts';
import { TypeIcon } from '../../../components/type-icon/TypeIcon.tsx';
import { TabTime } from '../item/tabs/TabTime.tsx';
import { CHANGES_PAGE_SIZES } from './changes-params.ts';
import {
  ServerListTable,
  type ServerListParams,
  type ServerListPatch,
} from '../ServerListTable.tsx';
import { StatusTag } from '../../../components/status-tag/StatusTag.tsx';
import { SEVERITY } from '../../../lib/vocabulary/severity.ts';

const columns: Column<CatalogChangeRow>[] = [
  {
    id: 'config',
    header: 'Config',
    width: '18%',
    sortable: true,
    cell: (c) => (
      <Link
        to={paths.catalogItem(c.config_id)}
        className="mc-catalog-cell"
        title={c.type ? `${c.type}: ${c.name ?? ''}` : (c.name ?? c.config_id)}
        // The row itself opens the change; the name goes to the config.
        onClick={(event) => event.stopPropagation()}
      >
        <TypeIcon name={c.type} size={16} fallback="cube" />
        <span className="mc-changes-ellipsis">{c.name ?? c.config_id}</span>
      </Link>
    ),
  },
  {
    id: 'change_type',
    header: 'Change Type',
    width: '12%',
    sortable: true,
    cell: (c) => (
      <span className="mc-catalog-cell">
        <TypeIcon name={c.change_type} size={16} fallback="changes" />
        <span className="mc-changes-ellipsis">{c.change_type}</span>
      </span>
    ),
  },
  {
    id: 'summary',
    header: 'Summary',
    sortable: true,
    cell: (c) => (
      <span className="mc-changes-ellipsis" title={c.summary ?? ''}>
        {c.summary}
      </span>
    ),
  },
  {
    id: 'severity',
    header: 'Severity',
    width: '8%',
    cell: (c) => <StatusTag vocabulary={SEVERITY} value={c.severity} />,
  },
  {
    id: 'source',
    header: 'Source',
    width: '9%',
    sortable: true,
    cell: (c) => (
      <span className="mc-changes-ellipsis" title={c.source ?? ''}>
        {c.source}
      </span>
    ),
  },
  {
    id: 'created_by',
    header: 'Created By',
    width: '11%',
    cell: (c) => {
      const by = c.external_created_by ?? c.created_by ?? '';
      return (
        <span className="mc-changes-ellipsis" title={by}>
          {by}
        </span>
      );
    },
  },
  {
    id: 'age',
    header: 'Age',
    width: '12%',
    sortable: true,
    cell: (c) => <TabTime value={c.created_at} />,
  },
  {
    id: 'count',
    header: 'Count',
    width: '8%',
    align: 'right',
    sortable: true,
    cell: (c) => c.count ?? null,
  },
];

export function ChangesTable(props: {
  rows: readonly CatalogChangeRow[];
  total: number;
  skipped: number;
  loading: boolean;
  params: ServerListParams;
  onChange: (patch: ServerListPatch) => void;
  onOpen: (row: CatalogChangeRow) => void;
}) {
  return (
    <ServerListTable
      label="Config changes"
      columns={columns}
      getRowId={(c) => c.id}
      pageSizeOptions={CHANGES_PAGE_SIZES}
      {...props}
    />
  );
}
