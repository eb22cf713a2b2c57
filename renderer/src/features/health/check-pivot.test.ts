import { describe, expect, it } from 'vitest';
import type { CheckSummary } from '../../api/services/health.types.ts';
import { PIVOT_MISSING_COLUMN, pivotChecks } from './check-pivot.ts';

const check = (id: string, name: string, labels: Record<string, string>, status = 'healthy') =>
  ({ id, name, labels, status }) as unknown as CheckSummary;

describe('pivotChecks', () => {
  it('puts one row per name and one column per label value, missing values last', () => {
    const pivot = pivotChecks(
      [
        check('1', 'dns', { cluster: 'west' }),
        check('2', 'dns', { cluster: 'east' }),
        check('3', 'api', { cluster: 'east' }),
        check('4', 'api', {}),
      ],
      'cluster',
    );
    expect(pivot.columns).toEqual(['east', 'west', PIVOT_MISSING_COLUMN]);
    expect(pivot.rows.map((r) => r.name)).toEqual(['api', 'dns']);
    expect(pivot.rows[0]?.cells.get('east')?.id).toBe('3');
    expect(pivot.rows[0]?.cells.get(PIVOT_MISSING_COLUMN)?.id).toBe('4');
    expect(pivot.rows[1]?.cells.has(PIVOT_MISSING_COLUMN)).toBe(false);
  });

  it('shows the unhealthy check when two share a name and a value', () => {
    const pivot = pivotChecks(
      [check('a', 'dns', { cluster: 'west' }), check('b', 'dns', { cluster: 'west' }, 'unhealthy')],
      'cluster',
    );
    expect(pivot.rows[0]?.cells.get('west')?.id).toBe('b');
  });
});
