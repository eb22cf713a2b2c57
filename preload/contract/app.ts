// Channels of the `app` area: facts about the running application.
import { z } from 'zod';
import { channel } from './define.ts';
import { OrgIdSchema } from './orgs.ts';

export const AppInfoSchema = z.object({
  name: z.string(),
  version: z.string(),
  mode: z.enum(['electron', 'browser']),
  platform: z.string(),
  arch: z.string(),
  versions: z.object({
    node: z.string(),
    electron: z.string().nullable(),
    chrome: z.string().nullable(),
  }),
});
export type AppInfo = z.infer<typeof AppInfoSchema>;

export const LogEntrySchema = z.object({
  time: z.string(),
  level: z.string(),
  message: z.string(),
});
export type LogEntry = z.infer<typeof LogEntrySchema>;

/** How many of the latest log lines `app:logs` returns. */
export const LOG_TAIL_LINES = 200;

export const appChannels = {
  'app:info': channel({ request: z.object({}).strict(), response: AppInfoSchema }),
  'app:openExternal': channel({
    request: z.object({ url: z.string().max(4096) }).strict(),
    response: z.object({ opened: z.boolean(), reason: z.string().optional() }),
  }),
  /** Opens another window on an organisation; `opened: false` in browser mode (the page opens a tab). */
  'app:openWindow': channel({
    request: z.object({ orgId: OrgIdSchema }).strict(),
    response: z.object({ opened: z.boolean() }),
  }),
  /** The log file's path and its latest lines (redacted when written); null file: no log. */
  'app:logs': channel({
    request: z.object({}).strict(),
    response: z.object({ file: z.string().nullable(), entries: z.array(LogEntrySchema) }),
  }),
  /**
   * Restarts into a downloaded update (see `update:available`); false when none is ready, or
   * when it is unsigned and `acceptUnsigned` (the user's explicit yes) is missing.
   */
  'app:installUpdate': channel({
    request: z.object({ acceptUnsigned: z.boolean().optional() }).strict(),
    response: z.object({ installing: z.boolean() }),
  }),
  /** Opens the log folder in the OS file manager; `opened: false` in browser mode. */
  'app:showLogs': channel({
    request: z.object({}).strict(),
    response: z.object({ opened: z.boolean() }),
  }),
};
