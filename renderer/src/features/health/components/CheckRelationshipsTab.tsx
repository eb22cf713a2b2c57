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

type Linked = { id: string; name?: string | null; type?: string | null } | null | undefined;

/** The linked rows that resolved, as relationships of one kind. */
function related(rows: readonly Linked[], kind: Relationship['kind']): Relationship[] {
  return rows.flatMap((r) =>
    r ? [{ id: r.id, name: r.name ?? r.id, kind, ...(r.type ? { detail: r.type } : {}) }] : [],
  );
}

export function checkRelationships(check: CheckDetail): Relationship[] {
  return [
    ...related(
      (check.components ?? []).map((r) => r.components),
      'component',
    ),
    ...related(
      (check.configs ?? []).map((r) => r.configs),
      'config',
    ),
  ];
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
