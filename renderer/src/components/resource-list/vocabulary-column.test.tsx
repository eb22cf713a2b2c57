import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SEVERITY } from '../../lib/vocabulary/severity.ts';
import { vocabularyColumn } from './vocabulary-column.tsx';

type Row = { severity: string | null };
const column = vocabularyColumn<Row>('severity', 'Severity', SEVERITY, (r) => r.severity);

describe('vocabularyColumn', () => {
  it('shows the tag, sorts by seriousness and exports the label', () => {
    expect(renderToStaticMarkup(<>{column.cell({ severity: 'critical' })}</>)).toContain(
      'Critical',
    );
    const low = column.sortValue!({ severity: 'low' }) as number;
    expect(column.sortValue!({ severity: 'high' })).toBeGreaterThan(low);
    expect(column.exportValue!({ severity: 'medium' })).toBe('Medium');
    expect(column.exportValue!({ severity: null })).toBeNull();
  });
});
