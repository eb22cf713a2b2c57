import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createZip, readZip } from './zip.ts';

const hasUnzip = spawnSync('unzip', ['-v']).status === 0;

describe('createZip', () => {
  const entries = [
    { name: 'components.json', data: JSON.stringify({ a: 'x'.repeat(5000) }) },
    { name: 'logs/ünïcode name.log', data: 'line one\nline two\n' },
    { name: 'empty.txt', data: '' },
    {
      name: 'random.bin',
      data: Buffer.from(Array.from({ length: 300 }, (_, i) => (i * 97) % 256)),
    },
  ];

  it('writes an archive that reads back to the same files', () => {
    const files = readZip(createZip(entries));
    expect([...files.keys()]).toEqual(entries.map((e) => e.name));
    for (const e of entries) expect(files.get(e.name)?.equals(Buffer.from(e.data))).toBe(true);
  });

  it('is read back only when intact', () => {
    const zip = createZip(entries.slice(1, 2));
    const at = 30 + Buffer.byteLength(entries[1]?.name ?? '') + 2;
    zip.writeUInt8((zip.readUInt8(at) ^ 0xff) & 0xff, at);
    expect(() => readZip(zip)).toThrow(/CRC mismatch|invalid/);
  });

  it('deflates what compresses and stores what does not', () => {
    const zip = createZip(entries.slice(0, 1));
    expect(zip.length).toBeLessThan(1000);
    expect(zip.readUInt16LE(8)).toBe(8);
    expect(createZip([{ name: 'x', data: 'ab' }]).readUInt16LE(8)).toBe(0);
  });

  it.skipIf(!hasUnzip)('passes unzip -t', () => {
    const dir = mkdtempSync(join(tmpdir(), 'zip-test-'));
    try {
      const file = join(dir, 'test.zip');
      writeFileSync(file, createZip(entries));
      const out = execFileSync('unzip', ['-t', file], { encoding: 'utf8' });
      expect(out).toContain('No errors detected');
      expect(
        execFileSync('unzip', ['-p', file, 'logs/ünïcode name.log'], { encoding: 'utf8' }),
      ).toBe('line one\nline two\n');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
