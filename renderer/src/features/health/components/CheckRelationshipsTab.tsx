// Relationships tab: components (→ /topology/{id}) and configs (→ /catalog/{id}) linked to the check.
import { Icon, type IconName } from '@blueprintjs/core';
import { Link } from 'react-router';
import { paths } from '../../../lib/routing/paths.ts';
import type { CheckDetail } from '../../../api/services/health.types.ts';

export interface Relationship {
  key: string;
  name: string;
  to: string;
  icon: IconName;
  detail?: string | null;
}

type Linked = { id: string; name?: string | null; type?: string | null } | null | undefined;

/** The linked components and configs that resolved. */
export function checkRelationships(check: CheckDetail): Relationship[] {
  const related = (r: Linked, icon: IconName, to: (id: string) => string): Relationship[] =>
    r ? [{ key: `${icon}:${r.id}`, name: r.name ?? r.id, to: to(r.id), icon, detail: r.type }] : [];
  return [
    ...(check.components ?? []).flatMap((r) => related(r.components, 'cube', paths.topologyItem)),
    ...(check.configs ?? []).flatMap((r) => related(r.configs, 'database', paths.catalogItem)),
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
        <li key={r.key}>
          <Icon icon={r.icon} />
          <Link to={r.to}>{r.name}</Link>
          {r.detail && <span className="mc-muted">{r.detail}</span>}
        </li>
      ))}
    </ul>
  );
}
