import { describe, expect, it } from 'vitest';
import { FEATURES, FEATURE_PARENTS, disabledFeatures, isFeatureEnabled } from './feature-flags.ts';

describe('feature flags', () => {
  it('enables every feature when nothing is disabled', () => {
    const disabled = disabledFeatures([]);
    for (const feature of FEATURES) expect(isFeatureEnabled(disabled, feature)).toBe(true);
  });

  it('disables a feature only for the value "true"', () => {
    const disabled = disabledFeatures([
      { name: 'logs.disable', value: 'true' },
      { name: 'incidents.disable', value: 'false' },
      { name: 'playbooks.disable', value: ' TRUE ' },
      { name: 'agents.disable', value: null },
      { name: 'topology', value: 'true' },
    ]);
    expect(isFeatureEnabled(disabled, 'logs')).toBe(false);
    expect(isFeatureEnabled(disabled, 'playbooks')).toBe(false);
    expect(isFeatureEnabled(disabled, 'incidents')).toBe(true);
    expect(isFeatureEnabled(disabled, 'agents')).toBe(true);
    expect(isFeatureEnabled(disabled, 'topology')).toBe(true);
  });

  it.each(Object.entries(FEATURE_PARENTS))('%s falls back to %s', (child, parent) => {
    const disabled = disabledFeatures([{ name: `${parent}.disable`, value: 'true' }]);
    expect(isFeatureEnabled(disabled, child as (typeof FEATURES)[number])).toBe(false);
    expect(isFeatureEnabled(disabled, parent)).toBe(false);
  });

  it('lets a child be disabled without its parent', () => {
    const disabled = disabledFeatures([{ name: 'settings.health.disable', value: 'true' }]);
    expect(isFeatureEnabled(disabled, 'settings.health')).toBe(false);
    expect(isFeatureEnabled(disabled, 'health')).toBe(true);
    expect(isFeatureEnabled(disabled, 'settings.job_history')).toBe(true);
  });

  it('does not inherit for settings without a parent', () => {
    const disabled = disabledFeatures([{ name: 'playbooks.disable', value: 'true' }]);
    expect(isFeatureEnabled(disabled, 'settings.playbooks')).toBe(true);
  });
});
