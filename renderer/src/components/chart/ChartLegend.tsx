// A chart's legend: a swatch and a name per entry, in a row that wraps or a column.
import './chart.css';

export function ChartLegend(props: {
  items: readonly { name: string; colour: string; value?: string }[];
  layout?: 'horizontal' | 'vertical';
  label?: string;
}) {
  const vertical = props.layout === 'vertical';
  return (
    <ul
      className={`mc-chart mc-chart-legend${vertical ? ' mc-chart-legend-vertical' : ''}`}
      aria-label={props.label ?? 'Legend'}
    >
      {props.items.map((item) => (
        <li key={item.name} title={item.value ? `${item.name}: ${item.value}` : item.name}>
          <span className="mc-chart-swatch" style={{ background: item.colour }} />
          <span>
            {item.name}
            {item.value !== undefined && ` (${item.value})`}
          </span>
        </li>
      ))}
    </ul>
  );
}
