// What a card says about its subtree (spec 2 §2): health counts, checks by status (to /health),
// open incidents by type (to /incidents) and insights by type (to /catalog/insights), each with
// the worst severity's count as the tooltip.
import { Icon, type IconName } from '@blueprintjs/core';
import { Link } from 'react-router';
import type { Component } from '../../../api/services/topology.types.ts';
import { paths } from '../../../lib/routing/paths.ts';
import { useFeature } from '../../../lib/feature-flags/FeatureFlagsProvider.tsx';
import { StatusDot } from '../../../components/status-dot/StatusDot.tsx';
import { checkCounts, healthCounts, typeTotals, type CountByKey } from '../card-model.ts';
import { formatCount } from '../../../lib/format/count.ts';
import { worst } from '../../../lib/vocabulary/vocabulary.ts';
import { SEVERITY } from '../../../lib/vocabulary/severity.ts';

/** The most serious severity present (by the severity vocabulary's rank). */
const worstSeverity = (severities: readonly { key: string }[]) =>
  worst(
    SEVERITY,
    severities.map((s) => s.key),
  )?.value ?? '';

function describe(severities: readonly { key: string; count: number }[]): string {
  return severities.map((s) => `${s.count} ${s.key}`).join(', ');
}

/** Each count after its health's dot; `health` colours the unhealthy and warning counts. */
function DotCounts(props: { counts: readonly CountByKey[]; health?: boolean }) {
  return props.counts.map(({ key, count }) => (
    <span
      key={key}
      className={props.health ? `mc-topo-health-${key}` : 'mc-topo-chip-count'}
      title={props.health ? `${count} ${key}` : undefined}
    >
      <StatusDot status={key} />
      {formatCount(count)}
    </span>
  ));
}

export function HealthCounts({ component }: { component: Component }) {
  const counts = healthCounts(component);
  if (counts.length === 0) return null;
  return (
    <span className="mc-topo-health" aria-label="Health of the components below">
      <DotCounts counts={counts} health />
    </span>
  );
}

export function CardSummaries({ component }: { component: Component }) {
  const incidentsOn = useFeature('incidents');
  const checks = checkCounts(component);
  const { id } = component;
  const summaries = [
    ...(incidentsOn
      ? typeTotals(component.incidents ?? component.summary?.incidents).map((t) => ({
          ...t,
          what: 'incidents',
          icon: 'issue' as const,
          to: paths.incidents({
            type: t.type,
            component: id,
            severity: worstSeverity(t.severities),
          }),
        }))
      : []),
    ...typeTotals(component.analysis ?? component.summary?.insights).map((t) => ({
      ...t,
      what: 'insights',
      icon: 'lightbulb' as const,
      to: paths.catalogInsights({
        component: id,
        type: t.type,
        severity: worstSeverity(t.severities),
      }),
    })),
  ];
  if (checks.length === 0 && summaries.length === 0) return null;
  return (
    <div className="mc-topo-summaries">
      {checks.length > 0 && (
        <Link
          className="mc-topo-chip"
          to={paths.health()}
          aria-label={`Checks: ${describe(checks)}`}
        >
          <Icon icon="heart" size={12} />
          <DotCounts counts={checks} />
        </Link>
      )}
      {summaries.map((summary) => (
        <Summary key={`${summary.what}-${summary.type}`} {...summary} />
      ))}
    </div>
  );
}

function Summary(props: {
  icon: IconName;
  what: string;
  type: string;
  count: number;
  severities: readonly { key: string; count: number }[];
  to: string;
}) {
  const label = `${props.count} ${props.type} ${props.what}: ${describe(props.severities)}`;
  return (
    <Link className="mc-topo-chip" to={props.to} title={label} aria-label={label}>
      <Icon icon={props.icon} size={12} />
      <span className="mc-topo-chip-type">{props.type}</span>
      {formatCount(props.count)}
    </Link>
  );
}
