import { describe, expect, it } from 'vitest';
import {
  MAX_ACROSS,
  acrossDiff,
  acrossParam,
  firstAcross,
  flattenDocument,
  parseAcross,
  referenceColumn,
} from './across-model.ts';

const deployment = (replicas: number, image: string, extra: Record<string, unknown> = {}) => ({
  kind: 'Deployment',
  metadata: { name: 'checkout', labels: { app: 'checkout' } },
  spec: { replicas, template: { containers: [{ name: 'app', image }] } },
  ...extra,
});

describe('flattenDocument', () => {
  it('names each leaf by its path, arrays by index, odd keys quoted', () => {
    const flat = flattenDocument({
      spec: { replicas: 2, containers: [{ image: 'a:1' }], empty: [], none: {} },
      metadata: { annotations: { 'app.kubernetes.io/name': 'x' } },
      on: null,
    });
    expect([...flat]).toEqual([
      ['spec.replicas', '2'],
      ['spec.containers[0].image', '"a:1"'],
      ['spec.empty', '[]'],
      ['spec.none', '{}'],
      ['metadata.annotations["app.kubernetes.io/name"]', '"x"'],
      ['on', 'null'],
    ]);
  });

  it('parses JSON text bodies, and splits other text into lines', () => {
    expect([...flattenDocument({ content: '{"a":{"b":1}}', format: 'json' })]).toEqual([
      ['a.b', '1'],
    ]);
    expect([...flattenDocument({ content: 'x = 1\ny = 2', format: 'toml' })]).toEqual([
      ['lines[0]', '"x = 1"'],
      ['lines[1]', '"y = 2"'],
    ]);
  });

  it('gives a scalar document one row, and nothing for no document', () => {
    expect([...flattenDocument('plain')]).toEqual([['(document)', '"plain"']]);
    expect(flattenDocument(undefined).size).toBe(0);
  });
});

describe('acrossDiff', () => {
  it('marks a field that differs in any column, and a field missing in one', () => {
    const rows = acrossDiff([
      { body: deployment(2, 'shop/checkout:1.4.0') },
      { body: deployment(2, 'shop/checkout:1.4.0') },
      { body: deployment(5, 'shop/checkout:1.4.0', { status: { ready: true } }) },
    ]);
    const byPath = new Map(rows.map((row) => [row.path, row]));
    expect(byPath.get('spec.replicas')).toEqual({
      path: 'spec.replicas',
      values: ['2', '2', '5'],
      differs: true,
    });
    expect(byPath.get('spec.template.containers[0].image')?.differs).toBe(false);
    expect(byPath.get('status.ready')).toEqual({
      path: 'status.ready',
      values: [undefined, undefined, 'true'],
      differs: true,
    });
    expect(rows.filter((row) => row.differs).map((row) => row.path)).toEqual([
      'spec.replicas',
      'status.ready',
    ]);
  });

  it('keeps the order in which the columns first show the fields', () => {
    const rows = acrossDiff([{ body: { b: 1, a: 1 } }, { body: { c: 1, a: 2 } }]);
    expect(rows.map((row) => row.path)).toEqual(['b', 'a', 'c']);
  });

  it('leaves columns without a body out of the comparison', () => {
    const rows = acrossDiff([
      null,
      { body: deployment(2, 'x') },
      null,
      { body: deployment(2, 'x') },
    ]);
    expect(rows.every((row) => !row.differs)).toBe(true);
    expect(rows[0]?.values).toEqual([undefined, '"Deployment"', undefined, '"Deployment"']);
    expect(referenceColumn([null, { body: {} }, { body: {} }])).toBe(1);
  });

  it('marks nothing with one body to compare, and is empty with none', () => {
    expect(acrossDiff([{ body: deployment(1, 'x') }, null]).some((row) => row.differs)).toBe(false);
    expect(acrossDiff([null, null])).toEqual([]);
  });

  it('tells a string from a number of the same text', () => {
    expect(acrossDiff([{ body: { port: 80 } }, { body: { port: '80' } }])[0]).toEqual({
      path: 'port',
      values: ['80', '"80"'],
      differs: true,
    });
  });
});

describe('the organisations in the URL', () => {
  it('reads ids once each, without the left side organisation, at most MAX_ACROSS - 1', () => {
    expect(parseAcross('b, c,,b,a', 'a')).toEqual(['b', 'c']);
    expect(parseAcross(undefined)).toEqual([]);
    const many = Array.from({ length: 10 }, (_, i) => `org-${i}`).join(',');
    expect(parseAcross(many)).toHaveLength(MAX_ACROSS - 1);
    expect(acrossParam(['b', 'c'])).toBe('b,c');
    expect(acrossParam([])).toBeUndefined();
  });

  it('starts with the right side organisation, then the other kept ones', () => {
    const orgs = ['a', 'b', 'c', 'd'].map((id) => ({ id, hidden: id === 'd' }));
    expect(firstAcross(orgs, 'a', 'c')).toEqual(['c', 'b']);
    expect(firstAcross(orgs, 'a', 'a')).toEqual(['b', 'c']);
    expect(firstAcross(orgs, 'a', null)).toEqual(['b', 'c']);
  });
});
