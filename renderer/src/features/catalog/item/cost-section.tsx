// The item's cost (spec 2 §9): per minute and the 1d, 7d and 30d totals that exist, a badge when
// today differs from the 30-day daily average by more than 10 %, and a breakdown popover only
// when all three totals exist: a section of the item's sidebar, none when the item has no cost.
import { Button, Popover } from '@blueprintjs/core';
import type { ConfigDetail } from '../../../api/services/catalog-item.types.ts';
import { CostChangeTag } from '../../../components/catalog-lists/CatalogCells.tsx';
import {
  formatCost,
  formatShortCurrency,
  hasAllCostTotals,
} from '../../../components/catalog-lists/cost.ts';
import { DetailFields } from '../../../components/detail-page/DetailFields.tsx';
import type { SidebarSection } from '../../../components/detail-page/DetailSidebar.tsx';

export function costSection(item: ConfigDetail): SidebarSection | null {
  const { cost_per_minute: perMinute, cost_total_1d: day, cost_total_7d: week } = item;
  const month = item.cost_total_30d;
  if ([perMinute, day, week, month].every((v) => v === null || v === undefined)) return null;
  const short = (value: number | null | undefined) => value != null && formatShortCurrency(value);
  const breakdown = hasAllCostTotals(item) && (
    <Popover
      placement="left"
      content={
        <DetailFields
          className="mc-ci-cost-popover"
          fields={[
            ['Today', formatCost(day)],
            ['7d daily avg', formatCost((week ?? 0) / 7)],
            ['30d daily avg', formatCost((month ?? 0) / 30)],
          ]}
        />
      }
    >
      <Button variant="minimal" size="small" icon="info-sign" aria-label="Cost breakdown" />
    </Popover>
  );
  const content = (
    <DetailFields
      fields={[
        ['Per minute', short(perMinute)],
        [
          '1d',
          day != null && (
            <>
              {formatShortCurrency(day)}
              <CostChangeTag today={day} total30d={month} />
            </>
          ),
        ],
        ['7d', short(week)],
        ['30d', short(month)],
      ]}
    />
  );
  return { id: 'cost', title: 'Cost', actions: breakdown, content };
}
