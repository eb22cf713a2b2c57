import { describe, expect, it } from 'vitest';
import { timeRangeOf } from '../../lib/url-state/filter-codec.ts';
import { changesPresets, configsPresets, nativePrefix, triStateValue } from './native-presets.ts';

describe('native section presets', () => {
  it('reads `-` and `!` as excluded values', () => {
    expect(triStateValue('Running,-Pending,!Failed')).toBe('Failed:-1,Pending:-1,Running:1');
    expect(triStateValue('')).toBeUndefined();
  });

  it('makes the changes list params of uiRef.changes', () => {
    const params = changesPresets({
      configTypes: 'AWS::Account,-Kubernetes::Pod',
      changeType: '-BackOff',
      severity: 'high',
      from: '24h',
      tags: 'env=production,!env=staging',
    });
    expect(params).toMatchObject({
      configType: 'AWS::Account,!Kubernetes::Pod',
      changeType: 'BackOff:-1',
      severity: 'high',
      tags: 'env%3Dproduction:1,env%3Dstaging:-1',
    });
    expect(timeRangeOf(params.range)).toMatchObject({ type: 'relative', range: 'now-24h' });
    expect(changesPresets({})).toEqual({});
  });

  it('makes the catalog list params of uiRef.configs', () => {
    expect(configsPresets({ configType: 'Kubernetes::Node', health: '-healthy' })).toEqual({
      configType: 'Kubernetes::Node',
      health: 'healthy:-1',
    });
  });

  it('keeps each section under its own prefix', () => {
    expect(nativePrefix('changes', 'Deployment changes')).toBe('changes_Deployment_changes__');
  });
});
