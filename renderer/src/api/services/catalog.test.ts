import { describe, expect, it } from 'vitest';
import { labelConditions } from './catalog.ts';

describe('labelConditions', () => {
  it('matches labels or tags; included values of one key are alternatives', () => {
    expect(labelConditions({ 'app=web': 1, 'app=api': 1, 'namespace=default': 1 })).toEqual([
      'labels.cs.{"app":"web"},tags.cs.{"app":"web"},labels.cs.{"app":"api"},tags.cs.{"app":"api"}',
      'labels.cs.{"namespace":"default"},tags.cs.{"namespace":"default"}',
    ]);
  });
  it('an exclusion holds for configs without labels or tags too', () => {
    expect(labelConditions({ 'app.kubernetes.io/name=x': -1 })).toEqual([
      'and(or(labels.not.cs.{"app.kubernetes.io/name":"x"},labels.is.null),' +
        'or(tags.not.cs.{"app.kubernetes.io/name":"x"},tags.is.null))',
    ]);
  });
});
