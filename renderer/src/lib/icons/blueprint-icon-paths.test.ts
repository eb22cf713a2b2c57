import { Icons, IconNames, IconSize } from '@blueprintjs/icons';
import { describe, expect, it, vi } from 'vitest';

// The paths wait for the first screen's paint; here there is no screen.
vi.mock('../perf/usePaintedMark.ts', () => ({ afterFirstScreen: () => Promise.resolve() }));
const { iconExportName, installIconPaths, loadIconPaths } =
  await import('./blueprint-icon-paths.ts');

describe('Blueprint icon paths', () => {
  it('names every icon of Blueprint as its paths modules export it, in both sizes', async () => {
    const names = [...new Set(Object.values(IconNames))];
    expect(names.length).toBeGreaterThan(500);
    for (const size of [IconSize.STANDARD, IconSize.LARGE]) {
      const loaded = await Promise.all(names.map((name) => loadIconPaths(name, size)));
      // 'blank' is the one icon without a path.
      const empty = names.filter((_, index) => loaded[index]!.length === 0);
      expect(empty).toEqual(['blank']);
    }
    expect(iconExportName('chevron-down')).toBe('ChevronDown');
  });

  it('is the loader of every Blueprint icon once installed', async () => {
    installIconPaths();
    await Icons.load('heart', IconSize.STANDARD);
    expect(Icons.getPaths('heart', IconSize.STANDARD)).toEqual(
      await loadIconPaths('heart', IconSize.STANDARD),
    );
  });
});
