import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GENERATED_ROUTES, generatedRoutesSource, manifestPaths } from './console-routes.ts';

describe('the generated console routes', () => {
  it('are the manifests’ paths as committed (else run: node scripts/launch.js scripts/console-routes.ts)', async () => {
    const paths = await manifestPaths();
    expect(paths).toContain('/health');
    expect(paths).toContain('/settings/:table/:id');
    expect(readFileSync(GENERATED_ROUTES, 'utf8')).toBe(generatedRoutesSource(paths));
  });
});
