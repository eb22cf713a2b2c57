import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copyTemplate, copyTemplateOnFirstStart } from './copy-template.ts';

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('copyTemplate', () => {
  it('copies every file, a WAL segment as its bytes and a hole of the same length', async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'mcd-copy-template-'));
    const template = path.join(root, 'template');
    const segment = Buffer.alloc(1024 * 1024);
    segment.write('checkpoint record', 100);
    mkdirSync(path.join(template, 'pg_wal/archive_status'), { recursive: true });
    mkdirSync(path.join(template, 'base/5'), { recursive: true });
    writeFileSync(path.join(template, 'PG_VERSION'), '17\n');
    writeFileSync(path.join(template, 'pg_wal/000000010000000000000004'), segment);
    const relation = Buffer.alloc(8192, 7);
    relation.fill(0, 4096);
    writeFileSync(path.join(template, 'base/5/16384'), relation);

    const copy = path.join(root, 'copy');
    await copyTemplate(template, copy);

    expect(readFileSync(path.join(copy, 'PG_VERSION'), 'utf8')).toBe('17\n');
    expect(readFileSync(path.join(copy, 'base/5/16384')).equals(relation)).toBe(true);
    const copied = path.join(copy, 'pg_wal/000000010000000000000004');
    expect(readFileSync(copied).equals(segment)).toBe(true);
    // Allocated blocks: the written head only, where the file system supports holes.
    const { blocks, size } = statSync(copied);
    expect(size).toBe(segment.length);
    if (process.platform === 'linux') expect(blocks * 512).toBeLessThan(segment.length / 4);
    expect(statSync(path.join(copy, 'pg_wal/archive_status')).isDirectory()).toBe(true);
  });

  it('copies on a first start only: never into a folder that holds anything', async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'mcd-copy-template-'));
    const template = path.join(root, 'template');
    mkdirSync(template);
    writeFileSync(path.join(template, 'PG_VERSION'), '17\n');
    const announced: string[] = [];
    const copy = path.join(root, 'copy');
    expect(await copyTemplateOnFirstStart(template, copy, () => announced.push('copying'))).toBe(
      true,
    );
    expect(readFileSync(path.join(copy, 'PG_VERSION'), 'utf8')).toBe('17\n');
    // A folder with anything in it (this copy, or a user's files) is left as it is.
    writeFileSync(path.join(template, 'PG_VERSION'), '18\n');
    expect(await copyTemplateOnFirstStart(template, copy, () => announced.push('again'))).toBe(
      false,
    );
    expect(readFileSync(path.join(copy, 'PG_VERSION'), 'utf8')).toBe('17\n');
    // No template database: nothing to copy.
    const empty = path.join(root, 'no-template');
    mkdirSync(empty);
    expect(await copyTemplateOnFirstStart(empty, path.join(root, 'other'), () => undefined)).toBe(
      false,
    );
    expect(announced).toEqual(['copying']);
  });
});
