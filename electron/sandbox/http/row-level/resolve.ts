// Which rows a request may read (spec 5-access §2.3): the `X-Flanksource-Scope` header, read as
// mission-control's middleware reads it. Property `auth.impersonation` off → the header is
// ignored; a header that is not a payload → 400; property `rls.enable` not on → no narrowing
// (mission-control then treats everyone as unrestricted). Every Sandbox caller is unrestricted
// today (no rule or token gives a row-level payload yet), so the impersonated payload applies as
// is; `effectivePayload` already intersects for a restricted caller.
import type { PGlite } from '@electric-sql/pglite';
import { errorJson } from '../respond.ts';
import type { RouteRequest, RouteResponse } from '../request-types.ts';
import {
  addTargets,
  effectivePayload,
  HEADER_SCOPE,
  parseScopeHeader,
  type RowLevelPayload,
} from './payload.ts';

const OFF = new Set(['false', 'disabled', 'off']);
const ON = new Set(['true', 'enabled', 'on']);

async function property(db: Pick<PGlite, 'query'>, name: string): Promise<string | null> {
  const r = await db.query<{ value: string | null }>(
    'SELECT value FROM properties WHERE name = $1 AND deleted_at IS NULL LIMIT 1',
    [name],
  );
  return r.rows[0]?.value?.trim().toLowerCase() ?? null;
}

/** The payload's `scopes` ids add their scopes' targets (deleted scopes add nothing). */
async function expandScopes(db: Pick<PGlite, 'query'>, payload: RowLevelPayload) {
  const ids = payload.scopes ?? [];
  if (!ids.length) return payload;
  const found = await db.query<{ targets: unknown }>(
    'SELECT targets FROM scopes WHERE id = ANY($1::uuid[]) AND deleted_at IS NULL',
    [ids],
  );
  const expanded: RowLevelPayload = structuredClone(payload);
  for (const row of found.rows) addTargets(expanded, row.targets);
  return expanded;
}

export type RowLevel = { payload: RowLevelPayload | null } | { error: RouteResponse };

export async function resolveRowLevel(
  db: Pick<PGlite, 'query'>,
  headers: RouteRequest['headers'],
): Promise<RowLevel> {
  const value = headers[HEADER_SCOPE];
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw?.trim()) return { payload: null };
  if (OFF.has((await property(db, 'auth.impersonation')) ?? '')) return { payload: null };
  const parsed = parseScopeHeader(raw);
  if (!parsed.ok) return { error: errorJson(400, parsed.message) };
  if (!ON.has((await property(db, 'rls.enable')) ?? '')) return { payload: null };
  const effective = effectivePayload({ disable_rls: true }, parsed.payload);
  if (effective.disable_rls) return { payload: null };
  return { payload: await expandScopes(db, effective) };
}
