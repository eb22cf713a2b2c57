import { Classes } from '@blueprintjs/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SEVERITY } from '../../lib/vocabulary/severity.ts';
import { healthColumn, statusColumn } from './status-column.tsx';

type Row = { severity: string | null };
const column = statusColumn<Row>('severity', 'Severity', SEVERITY, (r) => r.severity);

describe('statusColumn', () => {
  it('shows the tag and exports the label', () => {
    expect(renderToStaticMarkup(<>{column.cell({ severity: 'critical' })}</>)).toContain(
      'Critical',
    );
    expect(column.exportValue!({ severity: 'medium' })).toBe('Medium');
    expect(column.exportValue!({ severity: null })).toBeNull();
  });

  it('draws a round tag when asked, and keeps the column options it is given', () => {
    const round = statusColumn<Row>('severity', 'Severity', SEVERITY, (r) => r.severity, {
      round: true,
      width: 90,
    });
    expect(round.width).toBe(90);
    expect('round' in round).toBe(false);
    expect(renderToStaticMarkup(<>{round.cell({ severity: 'low' })}</>)).toContain(Classes.ROUND);
    expect(renderToStaticMarkup(<>{column.cell({ severity: 'low' })}</>)).not.toContain(
      Classes.ROUND,
    );
  });

  it('sorts a health by its seriousness, not its spelling', () => {
    const health = healthColumn<{ h?: string }>('health', 'Health', (r) => r.h);
    const rows = [{ h: 'unhealthy' }, { h: 'healthy' }, {}, { h: 'warning' }, { h: 'unknown' }];
    const sorted = rows.toSorted(
      (a, b) => Number(health.sortValue!(a)) - Number(health.sortValue!(b)),
    );
    expect(sorted.map((r) => r.h)).toEqual([
      undefined,
      'healthy',
      'unknown',
      'warning',
      'unhealthy',
    ]);
  });
});
