// React access to feature flags: the shell loads the properties once and provides them; components
// call `useFeature('logs')`. Without a provider every feature counts as enabled, which matches the
// server's default of "nothing disabled".
import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import type { Feature, Property } from './feature-flags.ts';
import { disabledFeatures, isFeatureEnabled } from './feature-flags.ts';

const FeatureFlagsContext = createContext<ReadonlySet<string>>(new Set());

export function FeatureFlagsProvider({
  properties,
  children,
}: {
  properties: readonly Property[];
  children: ReactNode;
}) {
  const disabled = useMemo(() => disabledFeatures(properties), [properties]);
  return <FeatureFlagsContext value={disabled}>{children}</FeatureFlagsContext>;
}

export function useFeature(feature: Feature): boolean {
  return isFeatureEnabled(useContext(FeatureFlagsContext), feature);
}
