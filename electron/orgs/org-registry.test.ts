import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_ORG_ID } from '../../preload/contract/orgs.ts';
import { openOrgRegistry, sandboxRecord, type OrgRecord } from './org-registry.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'mcd-registry-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function remote(id: string, name = id): OrgRecord {
  return {
    ...sandboxRecord(new Date(0)),
    id,
    kind: 'remote',
    name,
    baseUrl: 'https://mc.example.com',
    prefix: '/api',
    host: 'mc.example.com',
  };
}

describe('org registry', () => {
  it('seeds the Sandbox into a fresh folder only, and keeps it hidden once hidden', () => {
    const first = openOrgRegistry({ dir, withSandbox: true });
    expect(first.list().map((r) => r.id)).toEqual([SANDBOX_ORG_ID]);
    first.change(SANDBOX_ORG_ID, (r) => ({ ...r, hidden: true }));
    first.insert(remote('a'));
    const again = openOrgRegistry({ dir, withSandbox: true });
    expect(again.list().map((r) => [r.id, r.hidden])).toEqual([
      [SANDBOX_ORG_ID, true],
      ['a', false],
    ]);
  });

  it('reorders, keeping orgs the caller did not mention at the end', () => {
    const registry = openOrgRegistry({ dir, withSandbox: false });
    for (const id of ['a', 'b', 'c']) registry.insert(remote(id));
    expect(registry.reorder(['c', 'a', 'zzz']).map((r) => r.id)).toEqual(['c', 'a', 'b']);
    expect(() => registry.insert(remote('a'))).toThrow(/exists already/);
    expect(() => registry.require('nope')).toThrow(/no organisation/);
  });

  it('skips a damaged entry with a notice instead of losing the others', async () => {
    const registry = openOrgRegistry({ dir, withSandbox: false });
    registry.insert(remote('a'));
    registry.insert(remote('b'));
    const data = JSON.parse(await readFile(registry.path, 'utf8')) as {
      orgs: Record<string, unknown>[];
    };
    data.orgs[0] = { ...data.orgs[0], baseUrl: 42 };
    await writeFile(registry.path, JSON.stringify(data));
    const notices: string[] = [];
    const reopened = openOrgRegistry({ dir, withSandbox: false, notify: (m) => notices.push(m) });
    expect(reopened.list().map((r) => r.id)).toEqual(['b']);
    expect(notices).toEqual(['1 damaged organisation entry was skipped.']);
  });

  it('skips an entry whose address the add dialog would refuse (hand-edited or damaged)', async () => {
    const registry = openOrgRegistry({ dir, withSandbox: false });
    for (const id of ['a', 'b', 'c', 'd']) registry.insert(remote(id));
    const data = JSON.parse(await readFile(registry.path, 'utf8')) as {
      orgs: Record<string, unknown>[];
    };
    data.orgs[0] = { ...data.orgs[0], baseUrl: 'javascript:alert(1)' };
    data.orgs[1] = { ...data.orgs[1], baseUrl: 'http://mc.example.com' }; // plain http, not local
    data.orgs[2] = { ...data.orgs[2], baseUrl: 'https://user:pw@mc.example.com' };
    await writeFile(registry.path, JSON.stringify(data));
    const notices: string[] = [];
    const reopened = openOrgRegistry({ dir, withSandbox: false, notify: (m) => notices.push(m) });
    expect(reopened.list().map((r) => r.id)).toEqual(['d']);
    expect(notices).toEqual(['3 damaged organisation entries were skipped.']);
    expect(() => reopened.change('d', (r) => ({ ...r, baseUrl: 'file:///etc' }))).toThrow(
      /not saved/,
    );
  });

  it('restores the last good copy when the file is corrupt', async () => {
    const registry = openOrgRegistry({ dir, withSandbox: false });
    registry.insert(remote('a'));
    registry.insert(remote('b')); // the write of b backs up the file holding a
    await writeFile(registry.path, '{"orgs": [tr');
    const notices: string[] = [];
    const reopened = openOrgRegistry({ dir, withSandbox: true, notify: (m) => notices.push(m) });
    expect(reopened.list().map((r) => r.id)).toEqual(['a']);
    expect(notices[0]).toMatch(/last good copy was restored/);
    expect((await readdir(dir)).some((f) => f.includes('.corrupt-'))).toBe(true);
  });
});
