// A check's icon (by type) and name, as the kit's type line (the name cut with an ellipsis, whole on
// hover). The icon is the console's for the type; the Blueprint icons below stand in for types it
// has none for.
import type { IconName } from '@blueprintjs/core';
import type { CheckSummary } from '../../../api/services/health.types.ts';
import { TypeLine } from '../../../components/type-icon/TypeLine.tsx';

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

export const CheckName = ({ check }: { check: Pick<CheckSummary, 'name' | 'type'> }) => (
  <TypeLine icon={check.type} fallback={checkIcon(check.type)} title={check.name}>
    {check.name}
  </TypeLine>
);
