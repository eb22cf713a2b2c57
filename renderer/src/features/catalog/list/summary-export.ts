// What Export writes for the grouped summary (issue 32, g): one record per summary row, its
// Group By values each in a column of its own, then the totals as the table shows them.
import type { ConfigSummaryRow } from '../../../api/services/catalog.types.ts';
import type { ExportableColumn } from '../../../lib/export/export-columns.ts';
import {
  groupByLabel,
  groupValue,
  healthEntries,
  summaryColumns,
} from '../../../components/catalog-lists/summary-model.ts';

type Column = ExportableColumn<ConfigSummaryRow>;

const counts = (entries: [string, number][]) =>
  entries.map(([key, n]) => `${key}: ${n}`).join(', ') || null;

const column = (id: string, header: string, value: Column['exportValue'] & {}): Column => ({
  id,
  header,
  cell: () => null,
  exportValue: value,
});

export function summaryExportColumns(groupBy: readonly string[]): Column[] {
  return [
    ...summaryColumns(groupBy).map((c) => column(c, groupByLabel(c), (r) => groupValue(r, c))),
    column('count', 'Count', (r) => r.count),
    column('health', 'Health', (r) => counts(healthEntries(r.health))),
    column('changes', 'Changes (30d)', (r) => r.changes ?? 0),
    column('analysis', 'Insights (30d)', (r) =>
      counts(Object.entries(r.analysis ?? {}).filter(([, n]) => n > 0)),
    ),
    column('cost', 'Cost (30d)', (r) => r.cost_30d),
  ];
}
