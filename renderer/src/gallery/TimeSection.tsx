// Time-range picker, auto-refresh selector and label filter, wired to a sample query string so
// the URL encoding is visible.
import { useState } from 'react';
import { TimeRangePicker } from '../components/time-range-picker/TimeRangePicker.tsx';
import {
  AutoRefreshSelector,
  useAutoRefresh,
} from '../components/auto-refresh/AutoRefreshSelector.tsx';
import { LabelFilterPopover } from '../components/label-filter/LabelFilterPopover.tsx';
import type { LabelFilter } from '../lib/labels/label-filter.ts';
import { encodeLabelFilter } from '../lib/labels/label-filter.ts';
import { decodeTimeRange, encodeTimeRange } from '../lib/time/time-range-url.ts';
import { timeRangeMinutes } from '../lib/time/time-range.ts';
import { LABELS } from './sample-data.ts';
import { Section } from './Section.tsx';

export function TimeSection() {
  const [params, setParams] = useState(
    () => new URLSearchParams('query=api&rangeType=relative&display=1+hour&range=now-1h'),
  );
  const [labels, setLabels] = useState<LabelFilter>({ 'env=prod': 1, 'team=search': -1 });
  const range = decodeTimeRange(params);
  const minutes = range ? timeRangeMinutes(range) : undefined;
  const refresh = useAutoRefresh(minutes, 'mc.gallery.autoRefresh');
  const labelParam = encodeLabelFilter(labels);
  return (
    <Section id="time" title="Time range, auto-refresh and labels">
      <div className="mc-gallery-row">
        <TimeRangePicker
          value={range}
          onChange={(next) => setParams((p) => encodeTimeRange(p, next))}
        />
        <AutoRefreshSelector
          value={refresh.option}
          onChange={refresh.setOption}
          rangeMinutes={minutes}
        />
        <LabelFilterPopover labels={LABELS} value={labels} onChange={setLabels} />
        <TimeRangePicker value={undefined} onChange={() => undefined} />
      </div>
      <p className="mc-gallery-caption">
        Query string: <code data-testid="range-params">{params.toString()}</code>
        <br />
        Labels param: <code data-testid="labels-param">{labelParam}</code>
        <br />
        Range length: {minutes === undefined ? 'none' : `${Math.round(minutes)} min`}; refresh
        every: <span data-testid="refresh-ms">{refresh.intervalMs ?? 'never'}</span>
      </p>
    </Section>
  );
}
