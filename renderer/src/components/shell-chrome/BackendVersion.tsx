// The org backend's version (`GET /api/about`: Version, else chartVersion, else appVersion).
import { useQuery } from '@tanstack/react-query';
import { aboutQuery, backendVersion } from '../../api/services/auth.ts';

export function BackendVersion({ orgId }: { orgId: string }) {
  const about = useQuery({ ...aboutQuery(orgId), meta: { silentErrors: true } });
  if (about.isPending) return <span className="mcd-muted">…</span>;
  if (about.isError) return <span className="mcd-muted">unknown ({about.error.message})</span>;
  return <span data-testid="backend-version">{backendVersion(about.data) ?? 'unknown'}</span>;
}
