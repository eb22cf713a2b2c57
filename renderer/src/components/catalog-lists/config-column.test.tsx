import { describe, expect, it } from 'vitest';
import { ConfigLink, configColumn } from './CatalogCells.tsx';

type Row = { config_id: string | null; config_name: string | null };
const column = configColumn<Row>(
  'config_name',
  'Catalog',
  (r) => ({ id: r.config_id, name: r.config_name, type: 'Kubernetes::Pod' }),
  { width: '22%' },
);

describe('configColumn', () => {
  it('links the config by its name and exports the name', () => {
    const row = { config_id: 'c1', config_name: 'api-0' };
    expect(column.cell(row)).toMatchObject({
      type: ConfigLink,
      props: { id: 'c1', name: 'api-0', type: 'Kubernetes::Pod' },
    });
    expect(column.exportValue!(row)).toBe('api-0');
    expect(column).toMatchObject({ id: 'config_name', header: 'Catalog', width: '22%' });
  });

  it('shows the id where the config has no name, and exports nothing', () => {
    const row = { config_id: 'c2', config_name: null };
    expect(column.cell(row)).toMatchObject({ props: { id: 'c2', name: 'c2' } });
    expect(column.exportValue!(row)).toBeNull();
  });
});
