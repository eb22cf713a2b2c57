import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { FeatureFlagsProvider, useFeature } from './FeatureFlagsProvider.tsx';
import type { Feature } from './feature-flags.ts';

function Probe({ feature }: { feature: Feature }) {
  return <>{useFeature(feature) ? 'on' : 'off'}</>;
}

describe('useFeature', () => {
  it('hides disabled features and their settings children', () => {
    const html = renderToStaticMarkup(
      <FeatureFlagsProvider properties={[{ name: 'health.disable', value: 'true' }]}>
        <Probe feature="health" />|<Probe feature="settings.job_history" />|<Probe feature="logs" />
      </FeatureFlagsProvider>,
    );
    expect(html).toBe('off|off|on');
  });

  it('enables everything without a provider', () => {
    expect(renderToStaticMarkup(<Probe feature="logs" />)).toBe('on');
  });
});
