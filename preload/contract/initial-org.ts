// Which organisation a window opens on, shared by the renderer's org frame and main, which answers
// the start-up cache read (`cache:readInitial`) for the same org before the renderer knows its
// list. Pure.
import type { Org } from './orgs.ts';

/** This window's last choice (sessionStorage: per window, survives a reload). */
export const CURRENT_ORG_KEY = 'mcd.currentOrg';

/** Picks the org a window opens on: `?org=` → this window's last choice → most recent → first. */
export function initialOrgId(
  orgs: readonly Pick<Org, 'id' | 'hidden' | 'lastUsedAt'>[],
  search: string,
  remembered: string | null,
): string | null {
  const visible = orgs.filter((org) => !org.hidden);
  const exists = (id: string | null | undefined) => !!id && orgs.some((org) => org.id === id);
  const fromUrl = new URLSearchParams(search).get('org');
  if (exists(fromUrl)) return fromUrl;
  if (exists(remembered)) return remembered;
  const recent = [...visible].sort((a, b) =>
    (b.lastUsedAt ?? '').localeCompare(a.lastUsedAt ?? ''),
  )[0];
  return recent?.id ?? orgs[0]?.id ?? null;
}
