// The application's log: one JSON line per message (pino) in `<user data>/logs/main.log`, rotated
// at 5 MB with four older files kept (rotating-file-stream), every line redacted first. Main, the
// browser-mode host and the services they build all log through the `log` function it returns.
import { open } from 'node:fs/promises';
import path from 'node:path';
import { inspect } from 'node:util';
import { pino, stdTimeFunctions } from 'pino';
import { createStream } from 'rotating-file-stream';
import { redact } from './redact.ts';

export const LOG_FILE_NAME = 'main.log';
const MAX_FILE_SIZE = '5M';
const MAX_FILES = 5;
/** The tail `tail()` reads at most, from the end of the current file. */
const TAIL_BYTES = 256 * 1024;

export type LogFn = (message: string, error?: unknown) => void;

export interface AppLog {
  log: LogFn;
  /** Folder of the current and rotated files. */
  dir: string;
  file: string;
  /** The last `count` lines of the current file (already redacted when written). */
  tail: (count: number) => Promise<string[]>;
  close: () => Promise<void>;
}

function describe(error: unknown): string {
  if (error === undefined) return '';
  if (error instanceof Error) return `: ${error.stack ?? error.message}`;
  return `: ${inspect(error, { depth: 2, breakLength: Infinity })}`;
}

/** One redacted line of text for a message and the error that came with it. */
export function formatLogMessage(message: string, error?: unknown): string {
  return redact(`${message}${describe(error)}`);
}

export function openLogFile(options: {
  dir: string;
  /** Also write each line here (main's stderr), already redacted. */
  echo?: (line: string) => void;
}): AppLog {
  const stream = createStream(LOG_FILE_NAME, {
    path: options.dir,
    size: MAX_FILE_SIZE,
    maxFiles: MAX_FILES,
  });
  // A log that cannot be written must not take the app down; the echo still shows the lines.
  stream.on('error', () => undefined);
  const logger = pino(
    {
      base: undefined,
      timestamp: stdTimeFunctions.isoTime,
      formatters: { level: (l) => ({ level: l }) },
    },
    stream,
  );
  const file = path.join(options.dir, LOG_FILE_NAME);
  return {
    dir: options.dir,
    file,
    log: (message, error) => {
      const line = formatLogMessage(message, error);
      if (error === undefined) logger.info(line);
      else logger.error(line);
      options.echo?.(line);
    },
    tail: async (count) => {
      let handle;
      try {
        handle = await open(file, 'r');
      } catch {
        return [];
      }
      try {
        const { size } = await handle.stat();
        const length = Math.min(size, TAIL_BYTES);
        const buffer = Buffer.alloc(length);
        await handle.read(buffer, 0, length, size - length);
        const lines = buffer.toString('utf8').split('\n').filter(Boolean);
        // A cut first line (the read started mid-line) is dropped.
        if (length < size) lines.shift();
        return lines.slice(-count);
      } finally {
        await handle.close();
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        logger.flush();
        stream.end(() => resolve());
      }),
  };
}
