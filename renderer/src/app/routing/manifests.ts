// Every feature's manifest, found by file name (`features/<f>/routes.ts` exporting `manifest`),
// Nothing here names a feature: adding one adds its folder only.
import type { FeatureManifest } from '../../lib/routing/feature-manifest.ts';

const found = import.meta.glob<FeatureManifest>('../../features/*/routes.ts', {
  eager: true,
  import: 'manifest',
});

export const MANIFESTS: readonly FeatureManifest[] = Object.keys(found)
  .sort()
  .map((file) => found[file] as FeatureManifest);
