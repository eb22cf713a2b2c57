// A check's icon (by type) and name, with the canary's namespace as secondary text. The icon is
// the console's for the type; the Blueprint icons below stand in for types it has none for.
import type { IconName } from '@blueprintjs/core';
import type { CheckSummary } from '../../../api/services/health.types.ts';
import { TypeIcon } from '../../../components/type-icon/TypeIcon.tsx';

const TYPE_ICONS: Record<string, IconName> = {
  http: 'globe-network',
  kubernetes: 'cube',
  prometheus: 'timeline-line-chart',
  postgres: 'database',
  mysql: 'database',
  dns: 'search-around',
  tcp: 'exchange',
  icmp: 'pulse',
};

export function checkIcon(type: string | null | undefined): IconName {
  return (type && TYPE_ICONS[type]) || 'heart';
}

export function CheckName({ check }: { check: Pick<CheckSummary, 'name' | 'type'> }) {
  return (
    <span className="mc-check-name">
      <TypeIcon name={check.type} size={16} fallback={checkIcon(check.type)} />
      <span title={check.name}>{check.name}</span>
    </span>
  );
}
