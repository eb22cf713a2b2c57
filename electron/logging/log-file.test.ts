import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openLogFile } from './log-file.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mcd-log-'));
  dirs.push(dir);
  return dir;
}

describe('openLogFile', () => {
  it('writes one redacted JSON line per message, errors with their detail', async () => {
    const dir = tempDir();
    const echoed: string[] = [];
    const log = openLogFile({ dir, echo: (line) => echoed.push(line) });
    log.log('signed in to acme with Bearer tok-1234567890');
    log.log('request failed', new Error('{"password":"hunter2"}'));
    await log.close();
    const lines = readFileSync(path.join(dir, 'main.log'), 'utf8').trim().split('\n');
    const entries = lines.map((l) => JSON.parse(l) as { level: string; msg: string; time: string });
    expect(entries.map((e) => e.level)).toEqual(['info', 'error']);
    expect(entries[0]!.msg).toBe('signed in to acme with Bearer [redacted]');
    expect(entries[1]!.msg).toContain('request failed: Error: {"password":"[redacted]"}');
    expect(Date.parse(entries[0]!.time)).not.toBeNaN();
    expect(echoed).toHaveLength(2);
    expect(readFileSync(path.join(dir, 'main.log'), 'utf8')).not.toMatch(/tok-123|hunter2/);
  });

  it('reads the last lines back, and nothing when there is no file yet', async () => {
    const dir = tempDir();
    const log = openLogFile({ dir });
    for (let i = 0; i < 30; i += 1) log.log(`line ${i}`);
    await log.close();
    const tail = await log.tail(3);
    expect(tail.map((l) => (JSON.parse(l) as { msg: string }).msg)).toEqual([
      'line 27',
      'line 28',
      'line 29',
    ]);
    expect(await openLogFile({ dir: path.join(dir, 'nowhere') }).tail(3)).toEqual([]);
  });
});
