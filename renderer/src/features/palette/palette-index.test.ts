import { describe, expect, it } from 'vitest';
import { entriesFromCache } from './cache-entries.ts';
import { createPaletteIndex } from './palette-index.ts';
import { resultKey, type PaletteEntry } from './palette-model.ts';

const check = (id: string, name: string, status = 'healthy'): PaletteEntry => ({
  kind: 'check',
  id,
  title: name,
  detail: 'http',
  icon: 'http',
  health: status === 'healthy' ? 'healthy' : 'unhealthy',
  route: `/health?checkId=${id}`,
});
const config = (id: string, name: string): PaletteEntry => ({
  kind: 'config',
  id,
  title: name,
  detail: 'Kubernetes::Pod · default',
  icon: 'Kubernetes::Pod',
  health: 'healthy',
  route: `/catalog/${id}`,
});
const screen: PaletteEntry = {
  kind: 'screen',
  id: '/health',
  title: 'Health',
  detail: 'Screen',
  icon: 'heart',
  health: null,
  route: '/health',
};

function twoOrgs() {
  const index = createPaletteIndex();
  index.setOrg({ id: 'a', name: 'Sandbox', colour: '#2d72d2' }, [
    screen,
    check('c1', 'api-gateway'),
    check('c2', 'billing-db', 'unhealthy'),
    config('p1', 'api-gateway-7d9f'),
  ]);
  index.setOrg({ id: 'b', name: 'EU Production', colour: '#cd4246' }, [
    screen,
    check('c9', 'api-gateway', 'unhealthy'),
    check('c8', 'payments-api'),
  ]);
  return index;
}

describe('palette index', () => {
  it('finds entries of every organisation, labelled with it, best match first', () => {
    const results = twoOrgs().search('apigate');
    expect(results.map((r) => `${r.orgId}:${r.title}`)).toEqual([
      'a:api-gateway',
      'b:api-gateway',
      'a:api-gateway-7d9f',
    ]);
    expect(results[0]!.key).toBe('a check c1');
  });

  it('ranks the current organisation first among equal matches', () => {
    const results = twoOrgs().search('api-gateway', { currentOrgId: 'b' });
    expect(results[0]).toMatchObject({ orgId: 'b', id: 'c9' });
  });

  it('puts recent entries first, the latest before older ones, however well others match', () => {
    const recents = [resultKey('b', { kind: 'check', id: 'c8' }), resultKey('a', screen)];
    const results = twoOrgs().search('', { recents });
    expect(results.slice(0, 2).map((r) => [r.orgId, r.title, r.recent])).toEqual([
      ['b', 'payments-api', true],
      ['a', 'Health', true],
    ]);
    expect(twoOrgs().search('api', { recents })[0]).toMatchObject({ id: 'c8', recent: true });
  });

  it('applies org:, type: and health: filters', () => {
    const index = twoOrgs();
    expect(index.search('org:eu api').map((r) => r.orgId)).toEqual(['b', 'b']);
    expect(index.search('type:config api').map((r) => r.id)).toEqual(['p1']);
    expect(index.search('health:unh').map((r) => `${r.orgId}:${r.id}`)).toEqual(['a:c2', 'b:c9']);
    expect(index.search('type:screen').map((r) => r.orgId)).toEqual(['a', 'b']);
  });

  it('answers a search that extends the previous one as a fresh index does', () => {
    const index = twoOrgs();
    index.search('a');
    index.search('ap');
    const narrowed = index.search('api-g');
    expect(narrowed).toEqual(twoOrgs().search('api-g'));
    // A filter change starts over.
    expect(index.search('api-g type:config').map((r) => r.id)).toEqual(['p1']);
  });

  it('keeps only the best `limit` results', () => {
    const index = createPaletteIndex();
    index.setOrg(
      { id: 'a', name: 'A', colour: null },
      Array.from({ length: 500 }, (_, i) => check(`c${i}`, `check-${i}`)),
    );
    const results = index.search('check-1', { limit: 5 });
    expect(results).toHaveLength(5);
    expect(results[0]!.title).toBe('check-1');
  });

  it('ranks exactly as scoring every entry does, though it skips most of them', () => {
    // Deterministic names: shared prefixes, word starts inside names, long names, both orgs.
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const words = ['api', 'app', 'pay', 'payments', 'auth', 'db', 'pg', 'ap', 'a', 'web'];
    const name = () =>
      Array.from({ length: 1 + Math.floor(random() * 4) }, () => words[Math.floor(random() * 10)])
        .join(random() < 0.5 ? '-' : '.')
        .concat(random() < 0.1 ? 'x'.repeat(120) : '');
    const index = createPaletteIndex();
    for (const [id, size] of [
      ['a', 3000],
      ['b', 40],
    ] as const)
      index.setOrg(
        { id, name: id, colour: '#000' },
        Array.from({ length: size }, (_, i) =>
          i % 2 ? check(`${id}${i}`, name(), i % 3 ? 'healthy' : 'x') : config(`${id}${i}`, name()),
        ),
      );
    const recents = ['check:a7', 'config:b4', 'check:b9'].map((k) => {
      const [kind, id] = k.split(':') as ['check' | 'config', string];
      return resultKey(id.slice(0, 1), { ...check(id, ''), kind });
    });
    // A long name starting with the query (801) loses to a word start right after the first
    // character in the current organisation (803.x): the buckets cannot answer alone.
    index.setOrg({ id: 'c', name: 'c', colour: '#000' }, [check('c1', `q${'x'.repeat(150)}`)]);
    index.setOrg({ id: 'd', name: 'd', colour: '#000' }, [check('d1', '-q')]);
    expect(index.search('q', { currentOrgId: 'd', limit: 1 })[0]?.title).toBe('-q');
    // A title longer than the letter table reaches, matching only past it.
    index.setOrg({ id: 'e', name: 'e', colour: '#000' }, [
      check('e1', `${'x'.repeat(300)}-zq-web`),
      config('e2', `${'y'.repeat(100)}pod`),
    ]);
    for (const line of [
      ...['a', 'ap', 'p', 'pa', 'w', 'x', 'db', 'type:check a', 'org:b a', 'zz', 'zq', 'q'],
      ...['api', 'pay', 'pay-db', 'apdb', 'payments.web', 'ppw', 'auth a', 'kub', 'pod', ''],
      ...['type:config pay', 'health:unh ap', 'type:pod a', 'type:c web', 'health: db', 'xxxx'],
    ]) {
      for (const options of [
        { recents, currentOrgId: 'b' },
        { currentOrgId: 'a', limit: 5 },
        { limit: 500 },
      ]) {
        const fast = index.search(line, options);
        const full = index.search(line, { ...options, exhaustive: true });
        expect(
          fast.map((r) => [r.key, r.score]),
          `${line} ${JSON.stringify(options)}`,
        ).toEqual(full.map((r) => [r.key, r.score]));
      }
    }
  });

  it('forgets a removed organisation and follows a renamed one', () => {
    const index = twoOrgs();
    index.removeOrg('b');
    expect(index.search('api-gateway').map((r) => r.orgId)).toEqual(['a', 'a']);
    index.setOrg({ id: 'a', name: 'Renamed', colour: null }, [screen]);
    expect(index.search('org:sandbox')).toEqual([]);
    expect(index.search('org:renamed health').map((r) => r.id)).toEqual(['/health']);
  });
});

describe('entriesFromCache', () => {
  const payload = JSON.stringify({
    format: 1,
    savedAt: 0,
    state: {
      mutations: [],
      queries: [
        {
          queryKey: ['health', 'summary', {}],
          state: {
            data: {
              checks: [
                {
                  id: 'c1',
                  canary_id: 'k',
                  name: 'api-gateway',
                  type: 'http',
                  status: 'unhealthy',
                },
              ],
            },
          },
        },
        {
          queryKey: ['topology', 'tree', {}],
          state: {
            data: [
              {
                id: 't1',
                name: 'Payments',
                type: 'Application',
                health: 'healthy',
                topology_id: 'x',
                components: [{ id: 't2', name: 'Payments DB', parent_id: 't1', health: 'warning' }],
                checks: [{ id: 'c1', canary_id: 'k', name: 'api-gateway', status: 'unhealthy' }],
              },
            ],
          },
        },
        {
          queryKey: ['catalog', 'list', {}],
          state: { data: { rows: [{ id: 'cf1', name: 'nginx', type: 'Kubernetes::Pod' }] } },
        },
        {
          queryKey: ['resource', 'playbooks', 'list'],
          state: { data: { rows: [{ id: 'pb1', name: 'restart', spec: { icon: 'k8s' } }] } },
        },
        {
          queryKey: ['incidents', 'list', {}],
          state: { data: [{ id: 'i1', incident_id: 'INC-1', title: 'Checkout down' }] },
        },
        { queryKey: ['auth', 'whoami'], state: { data: { id: 'u1', name: 'Jane' } } },
      ],
    },
  });

  it('finds checks, components, configs, playbooks and incidents with their routes, once each', () => {
    const entries = entriesFromCache(payload);
    expect(entries.map((e) => [e.kind, e.id, e.title, e.health, e.route])).toEqual([
      ['check', 'c1', 'api-gateway', 'unhealthy', '/health?checkId=c1'],
      ['component', 't1', 'Payments', 'healthy', '/topology/t1'],
      ['component', 't2', 'Payments DB', 'warning', '/topology/t2'],
      ['config', 'cf1', 'nginx', null, '/catalog/cf1'],
      ['playbook', 'pb1', 'restart', null, '/playbooks/runs?playbook=pb1'],
      ['incident', 'i1', 'Checkout down', null, '/incidents/i1'],
    ]);
  });

  it('gives nothing for an unreadable cache', () => {
    expect(entriesFromCache('not json')).toEqual([]);
    expect(entriesFromCache('{"state":{}}')).toEqual([]);
  });
});
