import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { whenColumn } from './text-columns.tsx';

type Row = { at: string | null };
const html = (cell: ReactNode) => renderToStaticMarkup(<>{cell}</>);

describe('whenColumn', () => {
  it('shows a time and exports it as written', () => {
    const column = whenColumn<Row>('at', 'At', (r) => r.at, {}, 'Never');
    expect(html(column.cell({ at: '2026-01-02T03:04:05Z' }))).toContain('<time');
    expect(column.exportValue!({ at: '2026-01-02T03:04:05Z' })).toBe('2026-01-02T03:04:05Z');
  });

  it('reads its empty text, muted, where a row has no time; nothing without one', () => {
    const column = whenColumn<Row>('at', 'At', (r) => r.at, { width: '17%' }, 'Never');
    expect(html(column.cell({ at: null }))).toBe('<span class="mcd-cell-empty">Never</span>');
    expect(column.exportValue!({ at: null })).toBeNull();
    expect(column.width).toBe('17%');
    expect(html(whenColumn<Row>('at', 'At', (r) => r.at).cell({ at: null }))).toBe('');
  });
});
