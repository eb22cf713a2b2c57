// A heatmap panel (spec 4-views §2.5), e.g. backups per day: `calendar` mode draws each month as a
// week grid with the legend Success / Failed / No backup; `compact` one strip of days. A day with
// a failure is red, one with successes only green, one without rows grey.
import dayjs from 'dayjs';
import type { PanelResult } from '../../../api/services/views.types.ts';
import { ChartLegend } from '../../../components/chart/ChartLegend.tsx';
import { intentColour } from '../../../components/chart/chart-colours.ts';
import { configOf, heatmapDays, type Day } from './panel-model.ts';

const EMPTY = 'var(--mc-chart-track)';
const colourOf = (day: Day | undefined) =>
  !day ? EMPTY : day.failed > 0 ? intentColour('danger') : intentColour('success');

function Cell(props: { date: string; day: Day | undefined; empty: string }) {
  const { day } = props;
  const title = day
    ? `${props.date}: ${day.successful} successful, ${day.failed} failed`
    : props.empty;
  return (
    <span
      className="mc-heatmap-cell"
      role="img"
      aria-label={title}
      title={title}
      style={{ background: colourOf(day) }}
    />
  );
}

function span(first: dayjs.Dayjs, last: dayjs.Dayjs, unit: 'day' | 'month') {
  const out: dayjs.Dayjs[] = [];
  for (let d = first.startOf(unit); !d.isAfter(last, unit) && out.length < 400; d = d.add(1, unit))
    out.push(d);
  return out;
}

export function HeatmapPanel({ panel }: { panel: PanelResult }) {
  const days = heatmapDays(panel.rows ?? []);
  const dates = [...days.keys()].sort();
  const first = dayjs(dates[0]);
  const last = dayjs(dates[dates.length - 1]);
  if (configOf(panel).mode === 'compact') {
    if (dates.length === 0) return <p className="mc-panel-empty">No data</p>;
    return (
      <div className="mc-chart mc-heatmap-strip">
        {span(first, last, 'day').map((d) => {
          const date = d.format('YYYY-MM-DD');
          return <Cell key={date} date={date} day={days.get(date)} empty={`${date}: No data`} />;
        })}
      </div>
    );
  }
  const months = dates.length ? span(first, last, 'month') : [dayjs().startOf('month')];
  return (
    <div className="mc-chart mc-heatmap">
      <div className="mc-heatmap-months">
        {months.map((m) => (
          <figure key={m.format('YYYY-MM')} className="mc-heatmap-month">
            <figcaption>{m.format('MMM YYYY')}</figcaption>
            <div className="mc-heatmap-grid">
              {Array.from({ length: m.day() }, (_, i) => (
                <span key={`pad${i}`} />
              ))}
              {span(m, m.endOf('month'), 'day').map((d) => {
                const date = d.format('YYYY-MM-DD');
                return (
                  <Cell key={date} date={date} day={days.get(date)} empty={`${date}: No backups`} />
                );
              })}
            </div>
          </figure>
        ))}
      </div>
      <ChartLegend
        items={[
          { name: 'Success', colour: intentColour('success') },
          { name: 'Failed', colour: intentColour('danger') },
          { name: 'No backup', colour: EMPTY },
        ]}
      />
    </div>
  );
}
