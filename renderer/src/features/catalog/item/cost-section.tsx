// The item's cost (spec 2 §9): per minute and the 1d, 7d and 30d totals that exist, a badge when
// today differs from the 30-day daily average by more than 10 %, and a breakdown popover only
// when all three totals exist: a section of the item's sidebar, none when the item has no cost.
import { Button, Popover } from '@blueprintjs/core';
import type { ConfigDetail } from '../../../api/services/catalog-item.types.ts';
import { CostChangeTag } from '../list/CatalogCells.tsx';
import { formatCost, formatShortCurrency, hasAllCostTotals } from '../cost.ts';
import { DetailField, DetailFields } from '../../../components/detail-page/DetailFields.tsx';
import type { SidebarSection } from '../../../components/detail-page/DetailSidebar.tsx';

/** A cost column as a number; the backend may send numerics as strings. */
function amount(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

export function costSection(item: ConfigDetail): SidebarSection | null {
  const totals = {
    cost_total_1d: amount(item.cost_total_1d),
    cost_total_7d: amount(item.cost_total_7d),
    cost_total_30d: amount(item.cost_total_30d),
  };
  const rows: [string, number | null][] = [
    ['Per minute', amount(item.cost_per_minute)],
    ['1d', totals.cost_total_1d],
    ['7d', totals.cost_total_7d],
    ['30d', totals.cost_total_30d],
  ];
  if (rows.every(([, v]) => v === null)) return null;
  const breakdown = hasAllCostTotals(totals) ? (
    <Popover
      placement="left"
      content={
        <DetailFields className="mc-ci-cost-popover">
          <DetailField label="Today">{formatCost(totals.cost_total_1d)}</DetailField>
          <DetailField label="7d daily avg">
            {formatCost((totals.cost_total_7d ?? 0) / 7)}
          </DetailField>
          <DetailField label="30d daily avg">
            {formatCost((totals.cost_total_30d ?? 0) / 30)}
          </DetailField>
        </DetailFields>
      }
    >
      <Button variant="minimal" size="small" icon="info-sign" aria-label="Cost breakdown" />
    </Popover>
  ) : null;
  const content = (
    <DetailFields>
      {rows.map(([label, value]) =>
        value === null ? null : (
          <DetailField key={label} label={label}>
            {formatShortCurrency(value)}
            {label === '1d' && (
              <CostChangeTag today={totals.cost_total_1d} total30d={totals.cost_total_30d} />
            )}
          </DetailField>
        ),
      )}
    </DetailFields>
  );
  return { id: 'cost', title: 'Cost', actions: breakdown, content };
}
