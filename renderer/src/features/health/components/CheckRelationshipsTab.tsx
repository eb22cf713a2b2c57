// Relationships tab: components (→ /topology/{id}) and configs (→ /catalog/{id}) linked to the check.
import { Icon } from '@blueprintjs/core';
import { Link } from 'react-router';
import { paths } from '../../../lib/routing/paths.ts';
import type { CheckDetail } from '../../../api/services/health.types.ts';

export interface Relationship {
  id: string;
  name: string;
  kind: 'component' | 'config';
  detail?: string;
}

export function checkRelationships(check: CheckDetail): Relationship[] {
  const components = (check.components ?? []).flatMap((r) =>
    r.components
      ? [
          {
            id: r.components.id,
            name: r.components.name ?? r.components.id,
            kind: 'component' as const,
          },
        ]
      : [],
  );
  const configs = (check.configs ?? []).flatMap((r) =>
    r.configs
      ? [
          {
            id: r.configs.id,
            name: r.configs.name ?? r.configs.id,
            kind: 'config' as const,
            detail: r.configs.type ?? undefined,
          },
        ]
      : [],
  );
  return [...components, ...configs];
}

export function CheckRelationshipsTab({
  relationships,
}: {
  relationships: readonly Relationship[];
}) {
  if (relationships.length === 0) return <div className="mc-table-empty">No data available</div>;
  return (
    <ul className="mc-check-relationships" aria-label="Relationships">
      {relationships.map((r) => (
        <li key={`${r.kind}:${r.id}`}>
          <Icon icon={r.kind === 'component' ? 'cube' : 'database'} />
          <Link to={r.kind === 'component' ? paths.topologyItem(r.id) : paths.catalogItem(r.id)}>
            {r.name}
          </Link>
          {r.detail && <span className="mc-muted">{r.detail}</span>}
        </li>
      ))}
    </ul>
  );
}
