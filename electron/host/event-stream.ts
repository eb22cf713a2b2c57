// Browser mode's end of the event channel: `GET /events?org=<orgId>` answers a Server-Sent Events
// stream of the bus's events for that organisation plus the app-wide ones. The host calls this
// only after its own checks (Host, Origin, session cookie), exactly as for `/ipc/*`.
//
// - Each event is one `message` whose data is `{ name, payload }` and whose id is `<epoch>:<seq>`,
//   so EventSource's automatic reconnect (it sends `Last-Event-ID`) resumes where it stopped:
//   events published meanwhile are replayed while the bus still holds them. A renderer that opens
//   a new stream for another organisation passes `after=<id>` for the same effect.
// - A comment line every `heartbeatMs` keeps proxies and idle timers from closing the stream and
//   lets a dead connection be noticed.
// - The response must reach the browser unbuffered: `Content-Type: text/event-stream`,
//   `Cache-Control: no-cache, no-transform` (never compressed, never cached), and each write is
//   flushed by Node as it is made.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { OrgIdSchema } from '../../preload/contract/orgs.ts';
import type { EventBus, EventEnvelope } from '../events/event-bus.ts';

export { EVENTS_PATH } from '../../preload/contract/event-names.ts';

export interface EventStreamOptions {
  bus: EventBus;
  heartbeatMs?: number;
  /** The reconnect delay EventSource is told to use. */
  retryMs?: number;
}

export interface EventStreams {
  handle(req: IncomingMessage, res: ServerResponse, url: URL): void;
  /** Ends every open stream (host shutdown). */
  close(): void;
  readonly open: number;
}

export const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
  connection: 'keep-alive',
} as const;

export function formatEvent(envelope: EventEnvelope): string {
  const data = JSON.stringify({ name: envelope.name, payload: envelope.payload });
  return `id: ${envelope.epoch}:${envelope.seq}\ndata: ${data}\n\n`;
}

export function createEventStreams(options: EventStreamOptions): EventStreams {
  const heartbeatMs = options.heartbeatMs ?? 15_000;
  const retryMs = options.retryMs ?? 2_000;
  const streams = new Set<() => void>();

  function refuse(
    res: ServerResponse,
    status: number,
    text: string,
    extra: Record<string, string> = {},
  ) {
    res.writeHead(status, {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      ...extra,
    });
    res.end(text);
  }

  function handle(req: IncomingMessage, res: ServerResponse, url: URL): void {
    if (req.method !== 'GET')
      return refuse(res, 405, 'The event stream is a GET request.', { allow: 'GET' });
    const orgParam = url.searchParams.get('org');
    let orgId: string | null = null;
    if (orgParam !== null && orgParam !== '') {
      const parsed = OrgIdSchema.safeParse(orgParam);
      if (!parsed.success) return refuse(res, 400, 'The org parameter is not an organisation id.');
      orgId = parsed.data;
    }
    const lastEventId = req.headers['last-event-id'];
    const after =
      (typeof lastEventId === 'string' ? lastEventId : null) ?? url.searchParams.get('after');

    res.writeHead(200, SSE_HEADERS);
    res.write(`retry: ${retryMs}\n: connected\n\n`);
    const subscription = options.bus.subscribe({
      orgId,
      after,
      deliver: (envelope) => {
        res.write(formatEvent(envelope));
      },
    });
    const heartbeat = setInterval(() => res.write(': ping\n\n'), heartbeatMs);
    heartbeat.unref();
    const end = () => {
      clearInterval(heartbeat);
      subscription.close();
      streams.delete(end);
      if (!res.writableEnded) res.end();
    };
    streams.add(end);
    req.on('close', end);
    res.on('error', end);
  }

  return {
    handle,
    close: () => {
      for (const end of [...streams]) end();
    },
    get open() {
      return streams.size;
    },
  };
}
