import { describe, expect, it } from 'vitest';
import { splitLabels } from './LabelTags.tsx';

describe('splitLabels', () => {
  it("keeps the first labels by key and counts the '+N more'", () => {
    const labels = Object.fromEntries(Array.from({ length: 7 }, (_, i) => [`k${6 - i}`, 'v']));
    const { shown, more } = splitLabels(labels, 5);
    expect(shown.map(([k]) => k)).toEqual(['k0', 'k1', 'k2', 'k3', 'k4']);
    expect(more).toBe(2);
  });

  it('shows every label without a limit', () => {
    expect(splitLabels({ b: '2', a: '1' })).toEqual({
      shown: [
        ['a', '1'],
        ['b', '2'],
      ],
      more: 0,
    });
    expect(splitLabels(null)).toEqual({ shown: [], more: 0 });
  });
});
