// The global insights table (spec 2 §2): Catalog, Type, Analyzer, Severity, Status, First
// Observed, Last Observed; one server page, sorted by the server.
import { Link } from 'react-router';
import type { CatalogInsight } from '../../../api/services/catalog-changes.types.ts';
import { paths } from '../../../lib/routing/paths.ts';
import type { Column } from '../../../components/data-table/column.ts';
import { TypeIcon } from '../../../components/type-icon/TypeIcon.tsx';
import { TabTime } from '../item/tabs/TabTime.tsx';
import {
  ServerListTable,
  type ServerListParams,
  type ServerListPatch,
} from '../ServerListTable.tsx';
import { StatusTag } from '../../../components/status-tag/StatusTag.tsx';
import { ANALYSIS_TYPE } from '../../../lib/vocabulary/issue-type.ts';
import { labelOf } from '../../../lib/vocabulary/vocabulary.ts';
import { SEVERITY } from '../../../lib/vocabulary/severity.ts';

const columns: Column<CatalogInsight>[] = [
  {
    id: 'config_name',
    header: 'Catalog',
    width: '24%',
    sortable: true,
    cell: (i) => {
      const name = i.config_name ?? i.config_id ?? '';
      const body = (
        <>
          <TypeIcon name={i.config_type} size={16} fallback="cube" />
          <span className="mc-changes-ellipsis">{name}</span>
        </>
      );
      return i.config_id ? (
        <Link
          to={paths.catalogItem(i.config_id)}
          className="mc-catalog-cell"
          title={i.config_type ? `${i.config_type}: ${name}` : name}
          // The row opens the insight; the name goes to the config.
          onClick={(event) => event.stopPropagation()}
        >
          {body}
        </Link>
      ) : (
        <span className="mc-catalog-cell">{body}</span>
      );
    },
  },
  {
    id: 'analysis_type',
    header: 'Type',
    width: '14%',
    sortable: true,
    cell: (i) => (
      <span className="mc-catalog-cell" title={i.summary ?? undefined}>
        <TypeIcon name={i.analysis_type} size={16} fallback="lightbulb" />
        <span className="mc-changes-ellipsis">{labelOf(ANALYSIS_TYPE, i.analysis_type)}</span>
      </span>
    ),
  },
  {
    id: 'analyzer',
    header: 'Analyzer',
    sortable: true,
    cell: (i) => (
      <span className="mc-changes-ellipsis" title={i.analyzer ?? ''}>
        {i.analyzer}
      </span>
    ),
  },
  {
    id: 'severity',
    header: 'Severity',
    width: '10%',
    sortable: true,
    cell: (i) => <StatusTag vocabulary={SEVERITY} value={i.severity} />,
  },
  { id: 'status', header: 'Status', width: '9%', sortable: true, cell: (i) => i.status },
  {
    id: 'first_observed',
    header: 'First Observed',
    width: '13%',
    sortable: true,
    cell: (i) => <TabTime value={i.first_observed} />,
  },
  {
    id: 'last_observed',
    header: 'Last Observed',
    width: '13%',
    sortable: true,
    cell: (i) => <TabTime value={i.last_observed} />,
  },
];

export function InsightsTable(props: {
  rows: readonly CatalogInsight[];
  total: number;
  skipped: number;
  loading: boolean;
  params: ServerListParams;
  onChange: (patch: ServerListPatch) => void;
  onOpen: (row: CatalogInsight) => void;
}) {
  return (
    <ServerListTable label="Catalog insights" columns={columns} getRowId={(i) => i.id} {...props} />
  );
}
