// Each column type as a cell (spec 4-views §2.6), row attributes, filters, and the card layout.
import { describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import type { ViewColumn, ViewRow } from '../../../api/services/views.types.ts';
import { ViewCards } from './ViewCards.tsx';
import { CELL_TYPES, ViewCell } from './ViewCell.tsx';

// The type icon loads its set in the browser; here it is its name, so the test sees which one.
vi.mock('../../../components/type-icon/TypeIcon.tsx', () => ({
  TypeIcon: (p: { name?: string }) => <i className="mc-type-icon" data-type={p.name} />,
}));

const cell = (column: Partial<ViewColumn> & { type: string }, value: unknown, row: ViewRow = {}) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <ViewCell column={{ name: 'c', ...column }} row={{ ...row, c: value }} />
    </MemoryRouter>,
  );

describe('ViewCell', () => {
  it('draws every column type', () => {
    expect(Object.keys(CELL_TYPES)).toHaveLength(13); // + row_attributes/grants, never shown
    expect(cell({ type: 'string' }, 'api')).toContain('>api<');
    expect(cell({ type: 'number', unit: 'USD' }, 12345)).toContain('12,345 USD');
    expect(cell({ type: 'decimal' }, '3.14159')).toContain('3.14');
    expect(cell({ type: 'boolean' }, true)).toContain('Yes');
    expect(cell({ type: 'boolean' }, false)).toContain('No');
    expect(cell({ type: 'datetime' }, new Date(Date.now() - 3_600_000).toISOString())).toContain(
      '<time',
    );
    expect(cell({ type: 'duration' }, 90_000_000_000)).toContain('1m 30s');
    expect(cell({ type: 'bytes' }, '512Mi')).toContain('512 MB');
    expect(cell({ type: 'bytes' }, 2048)).toContain('2 KB');
    expect(cell({ type: 'millicore' }, 250)).toContain('250m');
    expect(cell({ type: 'health' }, 'unhealthy')).toContain('Unhealthy');
    expect(cell({ type: 'status' }, 'Failed')).toContain('bp6-intent-danger');
    expect(cell({ type: 'labels' }, { env: 'prod', app: 'api' })).toMatch(/app=api.*env=prod/);
  });

  it('shows - for null and nothing for the reserved columns', () => {
    expect(cell({ type: 'number' }, null)).toContain('>-<');
    expect(cell({ type: 'row_attributes' }, { a: 1 })).toBe('');
    expect(cell({ type: 'grants' }, ['x'])).toBe('');
  });

  it('status with an icon column is text with the icon, not a badge', () => {
    const out = cell({ type: 'status', icon: 'row.health' }, 'Running', {
      __row__attributes: { c: { icon: 'healthy' } },
    });
    expect(out).toContain('mc-status-dot-green');
    expect(out).not.toContain('bp6-tag');
  });

  it('gauge: the row attribute max overrides the column one', () => {
    const out = cell({ type: 'gauge', gauge: { max: '10', unit: '%' } }, 50, {
      __row__attributes: { c: { max: 200 } },
    });
    expect(out).toContain('aria-label="c: 50%"');
    expect(out.match(/<path/g)).toHaveLength(2);
  });

  it('config_item links to the catalog item with its type icon; url attributes make links', () => {
    const out = cell({ type: 'config_item' }, 'api', {
      id: 'abc',
      __row__attributes: { c: { config: { type: 'Kubernetes::Pod' } } },
    });
    expect(out).toContain('href="/catalog/abc"');
    expect(out).toContain('data-type="Kubernetes::Pod"');
    expect(
      cell({ type: 'string' }, 'x', { __row__attributes: { c: { url: '/view/mc/pods' } } }),
    ).toContain('href="/view/mc/pods"');
    expect(
      cell({ type: 'string' }, 'x', {
        __row__attributes: { c: { url: 'https://grafana.example/d' } },
      }),
    ).toContain('target="_blank"');
    expect(
      cell({ type: 'string' }, 'x', { __row__attributes: { c: { url: 'javascript:alert(1)' } } }),
    ).not.toContain('href');
  });

  it('multiselect and labels cells offer include and exclude', () => {
    const onFilter = vi.fn();
    const filter = { type: 'multiselect' };
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <ViewCell
          column={{ name: 'l', type: 'labels', filter }}
          row={{ l: { env: 'prod' } }}
          onFilter={onFilter}
        />
        <ViewCell
          column={{ name: 't', type: 'string', filter }}
          row={{ t: 'Pod' }}
          onFilter={onFilter}
        />
      </MemoryRouter>,
    );
    expect(html).toContain('aria-label="Include env=prod"');
    expect(html).toContain('aria-label="Exclude Pod"');
  });
});

describe('ViewCards', () => {
  const columns: ViewColumn[] = [
    { name: 'id', type: 'string', primaryKey: true, hidden: true },
    { name: 'name', type: 'string', card: { position: 'title' } },
    { name: 'status', type: 'status', cardPosition: 'subtitle', card: { useForAccent: true } },
    { name: 'owner_team', type: 'string', card: { position: 'body' } },
    { name: 'created', type: 'string', card: { position: 'footer' } },
  ];

  it('places columns by position with the accent colour', () => {
    const out = renderToStaticMarkup(
      <MemoryRouter>
        <ViewCards
          columns={columns}
          rows={[{ id: '1', name: 'api', status: 'Failed', owner_team: 'sre', created: 'today' }]}
          bodyColumns={2}
        />
      </MemoryRouter>,
    );
    expect(out).toMatch(/mc-view-card-title.*api/);
    expect(out).toContain('border-left-color:var(--mc-chart-danger)');
    expect(out).toContain('<dt>Owner Team</dt>');
    expect(out).toContain('repeat(2, minmax(0, 1fr))');
    expect(out).toMatch(/<footer>.*today/);
  });

  it('says No data available without rows', () => {
    expect(renderToStaticMarkup(<ViewCards columns={columns} rows={[]} />)).toContain(
      'No data available',
    );
  });
});
