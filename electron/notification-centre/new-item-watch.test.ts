import { describe, expect, it } from 'vitest';
import type { Gateway } from '../gateway/types.ts';
import {
  createItemPoller,
  createNewItemWatch,
  fetchItems,
  type ItemNotification,
  type ItemSource,
} from './new-item-watch.ts';

interface Row {
  id: string;
  name: string;
}
/** A made-up kind, so the watch is tested apart from the real sources' mapping. */
const source: ItemSource<Row> = {
  kind: 'approval',
  path: () => '/db/things?select=id,name',
  row: (raw) => (typeof raw.id === 'string' ? { id: raw.id, name: String(raw.name) } : null),
  notice: (row, orgName) => ({
    title: row.name,
    body: `${row.name} in ${orgName}`,
    route: `/things/${row.id}`,
    severity: null,
  }),
};
const other: ItemSource<Row> = { ...source, kind: 'insight' };
const a = { id: 'org-a', name: 'A' };
const b = { id: 'org-b', name: 'B' };
const row = (id: string): Row => ({ id, name: `thing ${id}` });

describe('new-item watch', () => {
  it('takes the first read as a baseline and notifies each new id once', () => {
    const watch = createNewItemWatch();
    expect(watch.poll(a, source, [row('1')])).toEqual([]);
    expect(watch.poll(a, source, [row('2'), row('2'), row('1')])).toEqual([
      {
        id: 'org-a:approval:2',
        orgId: 'org-a',
        kind: 'approval',
        title: 'thing 2',
        body: 'thing 2 in A',
        route: '/things/2',
        severity: null,
      },
    ]);
    expect(watch.poll(a, source, [row('2'), row('1')])).toEqual([]);
    // Gone from the answer and back (a page further down, say): seen, not new.
    expect(watch.poll(a, source, [])).toEqual([]);
    expect(watch.poll(a, source, [row('1')])).toEqual([]);
  });

  it('keeps organisations and kinds apart', () => {
    const watch = createNewItemWatch();
    watch.poll(a, source, [row('1')]);
    // B's first read, and A's first read of another kind, are their own baselines.
    expect(watch.poll(b, source, [row('1'), row('2')])).toEqual([]);
    expect(watch.poll(a, other, [row('1'), row('2')])).toEqual([]);
    const news = watch.poll(a, source, [row('2'), row('1')]);
    expect(news.map((n) => n.id)).toEqual(['org-a:approval:2']);
    expect(watch.poll(b, source, [row('2'), row('1')])).toEqual([]);
  });

  it('starts over for one organisation after a reset (a sign-out)', () => {
    const watch = createNewItemWatch();
    watch.poll(a, source, []);
    watch.poll(b, source, []);
    watch.reset(a.id);
    expect(watch.poll(a, source, [row('3')])).toEqual([]);
    expect(watch.poll(b, source, [row('3')])).toHaveLength(1);
  });
});

describe('fetchItems', () => {
  const answering =
    (response: () => Response): Gateway =>
    () =>
      Promise.resolve(response());

  it('reads the path under /api of the organisation, through the gateway', async () => {
    let asked = '';
    const gateway: Gateway = (orgId, request) => {
      asked = `${orgId} ${request.url}`;
      return Promise.resolve(Response.json([{ id: 'x', name: 'X' }, { name: 'no id' }, 7, null]));
    };
    expect(await fetchItems(gateway, 'org-b', source, 0)).toEqual([{ id: 'x', name: 'X' }]);
    expect(asked).toBe(
      'org-b http://notification-centre.invalid/org/org-b/api/db/things?select=id,name',
    );
  });

  it('answers null for an error status, a body that is not JSON, or JSON that is not a list', async () => {
    const cases = [
      () => new Response('no', { status: 503 }),
      () => new Response('<html>sign in</html>', { status: 200 }),
      () => Response.json({ message: 'not a list' }),
    ];
    for (const response of cases)
      expect(await fetchItems(answering(response), 'org-b', source, 0)).toBeNull();
  });
});

describe('item poller', () => {
  it('notifies new items of each source; an unreadable or failing source changes nothing', async () => {
    const answers = new Map<string, () => Promise<Response>>();
    const gateway: Gateway = (orgId) =>
      answers.get(orgId)?.() ?? Promise.resolve(Response.json([]));
    const delivered: ItemNotification[] = [];
    const logged: string[] = [];
    const poller = createItemPoller({
      sources: [source],
      gateway,
      now: () => 0,
      deliver: (n) => delivered.push(n),
      log: (message) => logged.push(message),
    });
    answers.set(a.id, () => Promise.resolve(Response.json([row('1')])));
    await poller.poll(a); // baseline
    answers.set(a.id, () => Promise.resolve(new Response('bad gateway', { status: 502 })));
    await poller.poll(a);
    answers.set(a.id, () => Promise.reject(new Error('socket hang up')));
    await poller.poll(a);
    expect(delivered).toEqual([]);
    expect(logged).toEqual(['notification centre: approval of org-a not read']);
    // Readable again: compared with the baseline, the new row notifies once.
    answers.set(a.id, () => Promise.resolve(Response.json([row('2'), row('1')])));
    await poller.poll(a);
    await poller.poll(a);
    expect(delivered.map((n) => n.id)).toEqual(['org-a:approval:2']);
  });

  it("hands one poll's new items over together, once every source has answered", async () => {
    const rows = { approval: [row('1')], insight: [row('1')] };
    // While `held` is set, the insight source answers only when the test releases it.
    let held: Promise<void> | null = null;
    const gateway: Gateway = async (_orgId, request) => {
      const kind = request.url.includes('kind=insight') ? 'insight' : 'approval';
      if (kind === 'insight' && held) await held;
      return Response.json(rows[kind]);
    };
    const delivered: string[] = [];
    const poller = createItemPoller({
      sources: [source, { ...other, path: () => '/db/things?kind=insight' }],
      gateway,
      now: () => 0,
      deliver: (n) => delivered.push(n.id),
    });
    await poller.poll(a); // the baseline of both kinds
    rows.approval = [row('1'), row('2')];
    rows.insight = [row('1'), row('3')];
    let release = () => undefined as void;
    held = new Promise((resolve) => (release = resolve));
    const polling = poller.poll(a);
    await new Promise((resolve) => setImmediate(resolve));
    // The approval source has answered with a new item; it waits for the insight source.
    expect(delivered).toEqual([]);
    release();
    await polling;
    expect(delivered).toEqual(['org-a:approval:2', 'org-a:insight:3']);
  });

  it('takes the first readable answer as the baseline when the first reads fail', async () => {
    let answer: () => Promise<Response> = () => Promise.resolve(new Response('', { status: 500 }));
    const delivered: ItemNotification[] = [];
    const poller = createItemPoller({
      sources: [source],
      gateway: () => answer(),
      now: () => 0,
      deliver: (n) => delivered.push(n),
    });
    await poller.poll(a);
    answer = () => Promise.resolve(Response.json([row('1')]));
    await poller.poll(a);
    expect(delivered).toEqual([]);
  });
});
