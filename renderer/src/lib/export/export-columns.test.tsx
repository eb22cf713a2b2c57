import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.ts';
import { exportRows } from './exporter.ts';
import {
  displayValue,
  exportColumns,
  jsonKeys,
  nodeText,
  plainValue,
  type ExportableColumn,
} from './export-columns.ts';

interface Row {
  id: string;
  name: string;
  status: string;
  owner: { id: string; name?: string } | null;
  meta: { size: number };
  started: string;
  agent_id: string;
}

const row: Row = {
  id: '4b3a2f9e-1111-4c2d-9e8f-0123456789ab',
  name: 'checkout',
  status: 'failed',
  owner: { id: 'p1', name: 'Ada' },
  meta: { size: 3 },
  started: '2026-11-26T10:00:00Z',
  agent_id: '9d1c2f9e-1111-4c2d-9e8f-0123456789ab',
};

// A component that computes its text from a prop: its children say nothing.
function Tag(props: { status: string }) {
  return <b>{props.status.toUpperCase()}</b>;
}

const columns: ExportableColumn<Row>[] = [
  { id: 'name', header: 'Name', cell: (r) => r.name },
  {
    id: 'status',
    header: 'Status',
    cell: (r) => <Tag status={r.status} />,
    exportValue: (r) => r.status.toUpperCase(),
  },
  {
    id: 'owner',
    header: 'Owner',
    cell: (r) => (
      <span>
        <i className="avatar" />
        {r.owner?.name}
      </span>
    ),
  },
  { id: 'meta', header: 'Meta', cell: () => <Tag status="x" /> },
  { id: 'started', header: 'Started', cell: () => <Tag status="3h ago" /> },
  { id: 'select', header: '', cell: () => <input type="checkbox" /> },
];

describe('displayValue', () => {
  it('takes exportValue first, then a plain cell, then the sort value, then the text', () => {
    expect(displayValue(columns[1]!, row)).toBe('FAILED');
    expect(displayValue(columns[0]!, row)).toBe('checkout');
    expect(
      displayValue({ id: 'n', header: 'N', cell: () => <span>x</span>, sortValue: () => 42 }, row),
    ).toBe(42);
    expect(displayValue(columns[2]!, row)).toBe('Ada');
  });

  it('falls back to the field of the column id by name; objects never as JSON', () => {
    expect(displayValue(columns[4]!, row)).toBe('2026-11-26T10:00:00Z');
    // An object without a name or title is left empty, never "[object Object]" or JSON.
    expect(displayValue(columns[3]!, row)).toBeNull();
    const owner: ExportableColumn<Row> = { id: 'owner', header: 'Owner', cell: () => <i /> };
    expect(displayValue(owner, row)).toBe('Ada');
    // An id is not a value a reader of the file can use.
    const agent: ExportableColumn<Row> = { id: 'agent_id', header: 'Agent', cell: () => <i /> };
    expect(displayValue(agent, row)).toBeNull();
  });

  it('writes nothing for a cell that shows nothing, and survives a cell that throws', () => {
    expect(displayValue({ id: 'name', header: 'N', cell: () => null }, row)).toBeNull();
    const throws: ExportableColumn<Row> = {
      id: 'x',
      header: 'X',
      cell: () => {
        throw new Error('hook outside render');
      },
    };
    expect(displayValue(throws, row)).toBeNull();
    // A row missing what the list's schema would have required.
    const owner: ExportableColumn<Row> = {
      id: 'owner',
      header: 'Owner',
      cell: () => null,
      exportValue: (r) => r.owner!.name!.toUpperCase(),
    };
    expect(displayValue(owner, { ...row, owner: null })).toBeNull();
  });
});

describe('plainValue and nodeText', () => {
  it('keeps primitives, names objects by name or title, and drops the rest', () => {
    expect(plainValue('a')).toBe('a');
    expect(plainValue(3)).toBe(3);
    expect(plainValue(Number.NaN)).toBeNull();
    expect(plainValue(true)).toBe('true');
    expect(plainValue({ title: 'T' })).toBe('T');
    expect(plainValue({ id: 'x' })).toBeNull();
    expect(plainValue(['a'])).toBeNull();
  });

  it('reads the text of nested elements, pieces separated by a space', () => {
    expect(
      nodeText(
        <span>
          <b>12</b>
          <i>{3}</i> ok{'  '}
          {false}
        </span>,
      ),
    ).toBe('12 3 ok');
  });
});

describe('exportColumns', () => {
  it('keeps the visible columns in their order and leaves out those without a header', () => {
    expect(exportColumns(columns).map((c) => c.header)).toEqual([
      'Name',
      'Status',
      'Owner',
      'Meta',
      'Started',
    ]);
    expect(exportColumns(columns, ['owner', 'name', 'gone']).map((c) => c.header)).toEqual([
      'Owner',
      'Name',
    ]);
  });

  it('numbers a repeated header for JSON keys', () => {
    expect(jsonKeys(['Name', 'Name', 'Type'])).toEqual(['Name', 'Name (2)', 'Type']);
  });
});

describe('exportRows with columns', () => {
  const fetchPage = () => Promise.resolve({ rows: [row, { ...row, owner: null }], total: 2 });
  const run = async (format: 'csv' | 'json', picked = exportColumns(columns)) => {
    const chunks: string[] = [];
    await exportRows({
      format,
      fetchPage,
      columns: picked,
      sink: { write: (chunk) => void chunks.push(chunk) },
      signal: new AbortController().signal,
    });
    return chunks.join('');
  };

  it('writes the headers and the displayed values as CSV', async () => {
    const records = parseCsv(await run('csv'));
    expect(records).toEqual([
      ['Name', 'Status', 'Owner', 'Meta', 'Started'],
      ['checkout', 'FAILED', 'Ada', '', '2026-11-26T10:00:00Z'],
      ['checkout', 'FAILED', '', '', '2026-11-26T10:00:00Z'],
    ]);
    expect(JSON.stringify(records)).not.toContain('[object Object]');
  });

  it('writes JSON objects keyed by the header text', async () => {
    expect(JSON.parse(await run('json', exportColumns(columns, ['name', 'owner'])))).toEqual([
      { Name: 'checkout', Owner: 'Ada' },
      { Name: 'checkout', Owner: null },
    ]);
  });

  it('writes the header alone when no row matches', async () => {
    const chunks: string[] = [];
    await exportRows({
      format: 'csv',
      fetchPage: () => Promise.resolve({ rows: [], total: 0 }),
      columns: exportColumns(columns, ['name']),
      sink: { write: (chunk) => void chunks.push(chunk) },
      signal: new AbortController().signal,
    });
    expect(chunks.join('')).toBe('Name\r\n');
  });
});
