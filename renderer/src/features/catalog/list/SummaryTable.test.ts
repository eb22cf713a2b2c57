import { describe, expect, it } from 'vitest';
import type { ConfigSummaryRow } from '../../../api/services/catalog.types.ts';
import { exportColumns } from '../../../lib/export/export-columns.ts';
import { heldRowsPages } from '../../../lib/export/exporter.ts';
import { summaryExportColumns } from './SummaryTable.tsx';

const row = {
  config_class: 'Pod',
  type: 'Kubernetes::Pod',
  count: 12,
  health: { unhealthy: 2, healthy: 10 },
  changes: 4,
  analysis: { security: 3, cost: 0 },
  cost_30d: null,
} as unknown as ConfigSummaryRow;

describe('the catalog summary export (issue 32, g)', () => {
  it('writes a column per Group By, then the totals as the table reads them', () => {
    const columns = exportColumns(summaryExportColumns(['config_class']));
    expect(columns.map((c) => c.header)).toEqual([
      'Config Class',
      'Type',
      'Count',
      'Health',
      'Changes (30d)',
      'Insights (30d)',
      'Cost (30d)',
    ]);
    expect(columns.map((c) => c.value(row))).toEqual([
      'Pod',
      'Kubernetes::Pod',
      12,
      'healthy: 10, unhealthy: 2',
      4,
      'security: 3',
      null,
    ]);
  });

  it('hands every row over as the first page', async () => {
    const page = heldRowsPages([row, row]);
    const signal = new AbortController().signal;
    expect((await page(0, 2000, signal, undefined)).rows).toHaveLength(2);
    expect((await page(2000, 2000, signal, row)).rows).toHaveLength(0);
  });
});
