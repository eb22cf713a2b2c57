// A card's property list (spec 2 §2): label and formatted value, a usage bar against `max` (red
// above 70 %), url values as links opened by the OS; 'show more' past the card's limit.
import { useState } from 'react';
import type { Property } from '../../../api/services/topology.types.ts';
import { ExternalLink } from '../../../components/external-link/ExternalLink.tsx';
import { formatProperty, type FormattedProperty } from '../property-format.ts';

function Value({ p }: { p: FormattedProperty }) {
  const style = p.color ? { color: p.color } : undefined;
  const text = p.href ? (
    <ExternalLink href={p.href} style={style}>
      {p.text}
    </ExternalLink>
  ) : (
    <span style={style} className={p.alert ? 'mc-topo-alert' : undefined}>
      {p.text}
    </span>
  );
  if (p.usagePercent === undefined) return text;
  return (
    <span className="mc-topo-usage">
      {text}
      <span
        className="mc-topo-usage-bar"
        role="meter"
        aria-label={`${p.label} usage`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(p.usagePercent)}
      >
        <span
          className={p.alert ? 'mc-topo-usage-fill mc-topo-usage-alert' : 'mc-topo-usage-fill'}
          style={{ width: `${Math.max(2, p.usagePercent)}%` }}
        />
      </span>
    </span>
  );
}

export function PropertyList({
  properties,
  limit,
}: {
  properties: readonly Property[];
  limit: number;
}) {
  const [expanded, setExpanded] = useState(false);
  if (properties.length === 0) return null;
  const overflow = properties.length > limit;
  const shown = overflow && !expanded ? properties.slice(0, limit) : properties;
  return (
    <div className="mc-topo-properties">
      <dl>
        {shown.map((property, i) => {
          const p = formatProperty(property);
          return (
            <div key={`${p.label}-${i}`} className="mc-topo-property">
              <dt title={property.tooltip ?? p.label}>{p.label}</dt>
              <dd>
                <Value p={p} />
              </dd>
            </div>
          );
        })}
      </dl>
      {overflow && (
        <button type="button" className="mc-topo-more" onClick={() => setExpanded(!expanded)}>
          {expanded ? 'show less' : 'show more'}
        </button>
      )}
    </div>
  );
}

/** Headline properties: value over label, in the card header. */
export function HeadlineMetrics({ properties }: { properties: readonly Property[] }) {
  if (properties.length === 0) return null;
  return (
    <div className="mc-topo-headline">
      {properties.map((property, i) => {
        const p = formatProperty(property);
        return (
          <div key={`${p.label}-${i}`} className="mc-topo-metric" title={p.label}>
            <span
              className={p.alert ? 'mc-topo-metric-value mc-topo-alert' : 'mc-topo-metric-value'}
            >
              {p.text.split(' / ')[0]}
            </span>
            <span className="mc-topo-metric-label">{p.label}</span>
          </div>
        );
      })}
    </div>
  );
}
