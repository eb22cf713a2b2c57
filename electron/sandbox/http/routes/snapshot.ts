// GET /snapshot/topology/{id} (T12, reference §4.4): a zip of the component's tree, checks, check
// statuses and logs since `start` (upstream's default: 15m), plus related components, configs
// and incidents with `related=true`. `end` and `logFormat` (`log` | `json`) as upstream.
import { parseTimeBound } from '../../logs/time-range.ts';
import { topologySnapshotEntries } from '../../snapshot/topology-snapshot.ts';
import { createZip } from '../../snapshot/zip.ts';
import { errorJson } from '../respond.ts';
import type { Route, RouteRequest, SandboxContext } from '../types.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DEFAULT_START_MS = 15 * 60_000;

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'component';

async function topologySnapshot(req: RouteRequest, ctx: SandboxContext) {
  const id = req.params.id ?? '';
  const now = new Date();
  const from =
    parseTimeBound(req.search.get('start'), now.getTime()) ?? now.getTime() - DEFAULT_START_MS;
  const to = parseTimeBound(req.search.get('end'), now.getTime()) ?? now.getTime();
  if (Number.isNaN(from)) return errorJson(400, `invalid start: ${req.search.get('start')}`);
  if (Number.isNaN(to)) return errorJson(400, `invalid end: ${req.search.get('end')}`);
  const built = uuid.test(id)
    ? await topologySnapshotEntries(ctx.db, {
        id,
        // Go's strconv.ParseBool: 1, t, T, TRUE, true, True.
        related: ['1', 't', 'T', 'TRUE', 'true', 'True'].includes(req.search.get('related') ?? ''),
        from,
        to,
        logFormat: req.search.get('logFormat') === 'json' ? 'json' : 'log',
        now,
      })
    : null;
  if (!built) return errorJson(404, `component ${id} not found`);
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return {
    status: 200,
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="snapshot-${slug(built.component.name)}-${stamp}.zip"`,
    },
    body: createZip(built.entries),
  };
}

export const snapshotRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/snapshot/topology/:id',
    auth: { object: 'topology', action: 'read' },
    readsHistory: true,
    handle: topologySnapshot,
  },
];
