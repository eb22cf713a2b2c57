// A view's pieces with sample data (spec 4-views §2.5, §2.6): every panel type, every column type
// as a table row, and the card layout, for eyeballing in both themes and for
// tests/e2e/view-panels.spec.ts.
import { HTMLTable } from '@blueprintjs/core';
import { MemoryRouter } from 'react-router';
import type { PanelResult, ViewColumn, ViewRow } from '../api/services/views.types.ts';
import { PanelGrid } from '../features/views/panels/PanelGrid.tsx';
import { ViewCards } from '../features/views/cells/ViewCards.tsx';
import { ViewCell } from '../features/views/cells/ViewCell.tsx';
import { columnLabel } from '../features/views/cells/cell-model.ts';
import { Section } from './Section.tsx';

const DAY = 86_400_000;
const day = (n: number) => new Date(Date.UTC(2026, 10, 1) + n * DAY).toISOString();
const thresholds = [
  { percent: 0, color: '#238551' },
  { percent: 70, color: '#d1980b' },
  { percent: 90, color: '#cd4246' },
];

const PANELS: PanelResult[] = [
  { name: 'Configs', type: 'number', description: 'Config items scraped', rows: [{ value: 1284 }] },
  {
    name: 'Monthly cost',
    type: 'number',
    number: { unit: 'USD', precision: 0 },
    rows: [
      { value: 48211.4, label: 'Monthly cost' },
      { value: 1590, label: 'Daily' },
    ],
  },
  {
    name: 'Mean time to recover',
    type: 'duration',
    rows: [{ value: 5_400_000_000_000, label: 'MTTR' }],
  },
  {
    name: 'Cluster CPU',
    type: 'gauge',
    gauge: { min: '0', max: '100', unit: '%', thresholds },
    rows: [{ value: 76 }],
  },
  {
    name: 'Unbounded',
    type: 'gauge',
    description: 'No max: a grey arc',
    gauge: {},
    rows: [{ value: 12 }],
  },
  {
    name: 'Disk',
    type: 'bargauge',
    bargauge: { group: 'Node usage', format: 'percentage', thresholds },
    rows: [
      { name: 'node-a', value: 45 },
      { name: 'node-b', value: 93 },
    ],
  },
  {
    name: 'Memory',
    type: 'bargauge',
    bargauge: { group: 'Node usage', max: '64', unit: 'GB' },
    rows: [{ name: 'node-a memory', value: 40 }],
  },
  {
    name: 'Health',
    type: 'piechart',
    piechart: { showLabels: true },
    rows: [
      { health: 'healthy', count: 120 },
      { health: 'unhealthy', count: 14 },
      { health: 'warning', count: 9 },
      { health: '', count: 4 },
    ],
  },
  {
    name: 'By type',
    type: 'piechart',
    rows: ['Pod', 'Deployment', 'Service', 'ConfigMap', 'Secret', 'Node', 'Namespace'].map(
      (t, i) => ({ type: t, count: 40 - i * 5 }),
    ),
  },
  {
    name: 'Top namespaces',
    type: 'table',
    rows: [
      { namespace: 'payments', pods: 42 },
      { namespace: 'checkout', pods: 17 },
    ],
  },
  { name: 'Note', type: 'text', rows: [{ value: 'Costs are the last 30 days, in USD.' }] },
  {
    name: 'Cluster',
    type: 'properties',
    rows: [
      { key: 'Region', value: 'eu-west-1' },
      { key: 'Version', value: '1.31.2' },
    ],
  },
  {
    name: 'Cost per day',
    type: 'timeseries',
    timeseries: { style: 'area' },
    rows: Array.from({ length: 14 }, (_, i) => [
      { timestamp: day(i), value: 40 + 10 * Math.sin(i / 2), env: 'prod' },
      { timestamp: day(i), value: 15 + i, env: 'dev' },
    ]).flat(),
  },
  {
    name: 'Restarts',
    type: 'timeseries',
    timeseries: { style: 'points', legend: { enable: false } },
    rows: Array.from({ length: 10 }, (_, i) => ({ time: day(i), count: (i * 7) % 5 })),
  },
  { name: 'Empty series', type: 'timeseries', rows: [] },
  {
    name: 'Backups',
    type: 'heatmap',
    rows: Array.from({ length: 40 }, (_, i) => ({
      date: day(i),
      successful: i % 9 ? 1 : 0,
      failed: i % 9 ? 0 : 1,
    })).filter((_, i) => i % 6 !== 5),
  },
  {
    name: 'Backups (compact)',
    type: 'heatmap',
    heatmap: { mode: 'compact' },
    rows: Array.from({ length: 30 }, (_, i) => ({ date: day(i), count: i % 4 ? 1 : 0 })).filter(
      (r) => r.count,
    ),
  },
];

const col = (name: string, type: string, more: Partial<ViewColumn> = {}): ViewColumn => ({
  name,
  type,
  ...more,
});
const COLUMNS: ViewColumn[] = [
  col('name', 'config_item', { card: { position: 'title' } }),
  col('type', 'string', { filter: { type: 'multiselect' }, card: { position: 'subtitle' } }),
  col('health', 'health', { card: { position: 'headerRight' } }),
  col('status', 'status', { card: { position: 'deck', useForAccent: true } }),
  col('replicas', 'number', { card: { position: 'body' } }),
  col('cost', 'decimal', { unit: 'USD', card: { position: 'body' } }),
  col('ready', 'boolean', { card: { position: 'body' } }),
  col('memory', 'bytes', { card: { position: 'body' } }),
  col('cpu', 'millicore'),
  col('uptime', 'duration'),
  col('usage', 'gauge', { gauge: { max: '100', unit: '%', thresholds } }),
  col('labels', 'labels', { filter: { type: 'multiselect' } }),
  col('updated', 'datetime', { card: { position: 'footer' } }),
];
const ROWS: ViewRow[] = [
  {
    id: 'payments-api',
    name: 'payments-api',
    type: 'Kubernetes::Deployment',
    health: 'healthy',
    status: 'Running',
    replicas: 3,
    cost: 12.5,
    ready: true,
    memory: '512Mi',
    cpu: 250,
    uptime: 93_600_000_000_000,
    usage: 42,
    labels: { app: 'payments', env: 'prod' },
    updated: new Date(Date.now() - 3_600_000).toISOString(),
    __row__attributes: { name: { config: { type: 'Kubernetes::Deployment' } } },
  },
  {
    id: 'checkout-worker',
    name: 'checkout-worker',
    type: 'Kubernetes::Pod',
    health: 'unhealthy',
    status: 'CrashLoopBackOff',
    replicas: 1,
    cost: null,
    ready: false,
    memory: 3_221_225_472,
    cpu: 1500,
    uptime: 120_000_000_000,
    usage: 95,
    labels: { app: 'checkout' },
    updated: null,
    __row__attributes: { name: { config: { type: 'Kubernetes::Pod' } }, usage: { max: 200 } },
  },
];

export function ViewPanelsSection() {
  return (
    <Section id="view-panels" title="View panels, cells and cards">
      <MemoryRouter>
        <PanelGrid panels={PANELS} />
        <div className="mc-gallery-view-table">
          <HTMLTable compact aria-label="View cells">
            <thead>
              <tr>
                {COLUMNS.map((c) => (
                  <th key={c.name}>{columnLabel(c.name)}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {ROWS.map((row, i) => (
                <tr key={i}>
                  {COLUMNS.map((c) => (
                    <td key={c.name}>
                      <ViewCell column={c} row={row} onFilter={() => undefined} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
        <ViewCards columns={COLUMNS} rows={ROWS} bodyColumns={2} />
      </MemoryRouter>
    </Section>
  );
}
