import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SEVERITY } from '../../lib/vocabulary/severity.ts';
import { statusColumn } from './status-column.tsx';

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
});
