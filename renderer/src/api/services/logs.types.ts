// Wire shapes of the log search (reference §4.5, L3): the body of `POST /api/logs` and apm-hub's
// answer `{total?, results?: [{id?, timestamp?, message?, labels?}], nextPage?}`, whose lines the
// console also reads `count`, `firstObserved` and `lastObserved` from.
import { z } from 'zod';
import { opt } from './wire-parts.ts';

/** One log line as the screen keeps it: the wire line with every field of the right type. */
export const logLineSchema = z.looseObject({
  /** RFC 3339. */
  timestamp: opt.str,
  ...opt.strings('id', 'message', 'firstObserved', 'lastObserved'),
  labels: opt.stringMap,
  count: opt.num,
});
export type LogLine = z.infer<typeof logLineSchema>;

/** The answer's envelope; its lines are checked one by one (logs.ts), so one odd line never fails
 * the whole answer. `null` reads as no lines. */
export const logsResponseSchema = z
  .looseObject({
    total: opt.num,
    results: z.array(z.unknown()).nullish(),
    nextPage: opt.str,
  })
  .nullable();

/** What a search asks for, as the screen's URL holds it (the query key): `start` and `end` may
 * be durations (`1h`), date math (`now-1d/d`) or RFC 3339, resolved when the request is sent. */
export interface LogsSearch {
  /** The component's id. */
  id: string;
  /** The log selector's name. */
  name: string;
  query?: string;
  start?: string;
  end?: string;
}

/** The body of `POST /api/logs`. */
export interface LogsRequestBody {
  id: string;
  name: string;
  query?: string;
  start?: string;
  end?: string;
  limit?: number;
}

export interface LogsResult {
  lines: LogLine[];
  /** How many lines matched, when the backend says (it may be more than `lines`). */
  total: number | null;
  nextPage: string | null;
}
