import { describe, expect, it } from 'vitest';
import { pickCandidate, type ConfigIdentity } from './catalog-across.ts';

describe('pickCandidate', () => {
  const identity: ConfigIdentity = {
    id: 'x',
    name: 'checkout',
    type: 'Kubernetes::Deployment',
    namespace: 'shop',
    cluster: 'east',
  };

  it('takes the only one, and null when there is none', () => {
    expect(pickCandidate(identity, [{ id: 'a', tags: {} }])).toBe('a');
    expect(pickCandidate(identity, [])).toBeNull();
  });

  it('narrows several by namespace and cluster tags', () => {
    const picked = pickCandidate(identity, [
      { id: 'a', tags: { namespace: 'shop', cluster: 'west' } },
      { id: 'b', tags: { namespace: 'shop', cluster: 'east' } },
      { id: 'c', tags: null },
    ]);
    expect(picked).toBe('b');
  });

  it('names the ambiguity rather than picking one', () => {
    expect(() =>
      pickCandidate(identity, [
        { id: 'a', tags: { namespace: 'shop', cluster: 'east' } },
        { id: 'b', tags: { namespace: 'shop', cluster: 'east' } },
      ]),
    ).toThrow(
      '2 configs named checkout (Kubernetes::Deployment) (namespace shop, cluster east): none is shown rather than a wrong one',
    );
    expect(() =>
      pickCandidate({ ...identity, namespace: null, cluster: null }, [{ id: 'a' }, { id: 'b' }]),
    ).toThrow('2 configs named checkout (Kubernetes::Deployment): none is shown');
  });
});
