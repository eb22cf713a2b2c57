// The backend calls of the health watch, made through the gateway as the page's own would be
// (credentials, per-org TLS and proxy, the Sandbox): the checks' health (reference H4 over
// `/db/checks`) and 'Silence 1 h' (N9, `POST /notification/silence`).
import {
  GATEWAY_ERROR_HEADER,
  GATEWAY_REQUEST_HEADER,
  GATEWAY_REQUEST_VALUE,
  GatewayErrorSchema,
} from '../../preload/contract/gateway-error.ts';
import { SILENCE_FOR } from '../../preload/contract/health-watch.ts';
import { DesktopError } from '../../preload/contract/result.ts';
import type { Gateway } from '../gateway/types.ts';
import type { FetchOutcome } from './health-watch.ts';
import { checkHealth, type CheckSnapshot } from './notification-rules.ts';

/** Any origin: the gateway reads only the path after `/org/<orgId>`. */
const BASE = 'http://health-watch.invalid';
/** A poll reads at most this many checks; a larger org is watched on its first ones by name. */
export const MAX_CHECKS = 20_000;

function orgRequest(orgId: string, path: string, init: RequestInit = {}): Request {
  const headers = new Headers(init.headers);
  headers.set(GATEWAY_REQUEST_HEADER, GATEWAY_REQUEST_VALUE);
  headers.set('accept', 'application/json');
  return new Request(`${BASE}/org/${encodeURIComponent(orgId)}${path}`, { ...init, headers });
}

async function gatewayError(response: Response) {
  if (response.headers.get(GATEWAY_ERROR_HEADER) === null) return null;
  const parsed = GatewayErrorSchema.safeParse(await response.json().catch(() => null));
  return parsed.success ? parsed.data : null;
}

interface WhoAmI {
  payload?: {
    roles?: string[] | null;
    permissions?: { object?: string; action?: string; deny?: boolean }[] | null;
  };
}

/** Write on notifications (spec 1 §6): admin and editor by role, or a grant on `notification`. */
export function mayCreateSilences(whoami: WhoAmI | null): boolean {
  const roles = whoami?.payload?.roles ?? [];
  const grants = (whoami?.payload?.permissions ?? []).filter(
    (p) =>
      ['*', 'notification'].includes(p.object ?? '') && ['*', 'create'].includes(p.action ?? ''),
  );
  if (grants.some((p) => p.deny) && !roles.includes('admin')) return false;
  return roles.includes('admin') || roles.includes('editor') || grants.length > 0;
}

/** Whether the org's signed-in user may create silences; false when whoami cannot be read. */
async function maySilence(gateway: Gateway, orgId: string): Promise<boolean> {
  const response = await gateway(orgId, orgRequest(orgId, '/api/auth/whoami'));
  if (!response.ok) return false;
  return mayCreateSilences((await response.json().catch(() => null)) as WhoAmI | null);
}

export function createCheckSource(gateway: Gateway) {
  return {
    maySilence: (orgId: string) => maySilence(gateway, orgId),

    async fetchChecks(orgId: string): Promise<FetchOutcome> {
      const query = new URLSearchParams({
        select: 'id,name,status',
        deleted_at: 'is.null',
        order: 'name.asc',
        limit: String(MAX_CHECKS),
      });
      const response = await gateway(
        orgId,
        orgRequest(orgId, `/api/db/checks?${query.toString()}`),
      );
      if (!response.ok) {
        const error = await gatewayError(response);
        if (response.status === 401 || error?.kind === 'needs-sign-in')
          return { kind: 'signed-out' };
        return {
          kind: 'offline',
          message: error?.message ?? `The checks could not be read (HTTP ${response.status}).`,
        };
      }
      const rows: unknown = await response.json();
      if (!Array.isArray(rows))
        return { kind: 'offline', message: 'The checks answer is not a list.' };
      const checks: CheckSnapshot[] = [];
      for (const row of rows as { id?: unknown; name?: unknown; status?: unknown }[]) {
        if (typeof row?.id !== 'string') continue;
        checks.push({
          id: row.id,
          name: typeof row.name === 'string' && row.name !== '' ? row.name : row.id,
          health: checkHealth(row.status),
        });
      }
      return { kind: 'ok', checks };
    },

    /** N9: silences the check for an hour from now; the backend resolves the datemath. */
    async silenceCheck(orgId: string, checkId: string, now: Date): Promise<{ until: string }> {
      const until = new Date(now.getTime() + 60 * 60_000).toISOString();
      const response = await gateway(
        orgId,
        orgRequest(orgId, '/api/notification/silence', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name: `Silenced from a desktop notification for ${SILENCE_FOR}`,
            description: 'Silence 1 h, from a Mission Control Desktop notification',
            from: 'now',
            until: `now+${SILENCE_FOR}`,
            recursive: false,
            check_id: checkId,
          }),
        }),
      );
      if (!response.ok) {
        const error = await gatewayError(response);
        let message = error?.message;
        if (!message) {
          const text = await response.text().catch(() => '');
          try {
            message = (JSON.parse(text) as { error?: string; message?: string }).error;
          } catch {
            message = text.slice(0, 200);
          }
        }
        // The backend's reason only: the window that shows it says what failed (issue 32, 19).
        throw new DesktopError(
          response.status === 403 ? 'FORBIDDEN' : 'BACKEND_ERROR',
          message || `HTTP ${response.status}`,
        );
      }
      return { until };
    },
  };
}
