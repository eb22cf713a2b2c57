import { describe, expect, it } from 'vitest';
import { itemErrors } from '../../../components/form-kit/repeated-field.tsx';
import {
  FROM_REQUIRED_TEXT,
  TO_ARRAY_TEXT,
  TO_EMPTY_TEXT,
  TO_STRINGS_TEXT,
  TO_YAML_TEXT,
  inhibitionItem,
  inhibitionsBody,
  inhibitionsField,
  toTypesError,
} from './inhibitions.tsx';

describe('To Resource Types', () => {
  it('says each of the four messages of spec 4-views §5', () => {
    expect(toTypesError('- [')).toBe(TO_YAML_TEXT);
    expect(toTypesError('Kubernetes::Pod')).toBe(TO_ARRAY_TEXT);
    expect(toTypesError('a: b')).toBe(TO_ARRAY_TEXT);
    expect(toTypesError('- 1\n- a')).toBe(TO_STRINGS_TEXT);
    expect(toTypesError('[]')).toBe(TO_EMPTY_TEXT);
    expect(toTypesError('  ')).toBe(TO_EMPTY_TEXT);
    expect(toTypesError('- Kubernetes::Deployment')).toBeUndefined();
  });
});

describe('inhibitions', () => {
  const item = {
    direction: 'all',
    from: ' Kubernetes::Pod ',
    to: '- A\n- B',
    depth: '3',
    soft: true,
  };

  it('stores the items as the backend reads them, none as null', () => {
    expect(inhibitionsBody([item])).toEqual([
      { direction: 'all', from: 'Kubernetes::Pod', to: ['A', 'B'], depth: 3, soft: true },
    ]);
    expect(inhibitionsBody([{ ...item, depth: '', soft: false }])?.[0]).toEqual({
      direction: 'all',
      from: 'Kubernetes::Pod',
      to: ['A', 'B'],
    });
    expect(inhibitionsBody([])).toBeNull();
  });

  it('reads a stored one back, outgoing by default', () => {
    expect(inhibitionItem({ from: 'Kubernetes::Pod', to: ['A'] })).toEqual({
      direction: 'outgoing',
      from: 'Kubernetes::Pod',
      to: '- A\n',
      depth: '',
      soft: false,
    });
    expect(inhibitionsBody([inhibitionItem({ from: 'X', to: ['A'], depth: 2 })])).toEqual([
      { direction: 'outgoing', from: 'X', to: ['A'], depth: 2 },
    ]);
  });

  it('refuses a save while an item lacks its From or its To', () => {
    const blank = { direction: 'outgoing', from: '', to: '', depth: '', soft: false };
    expect(inhibitionsField.validate?.([blank])).toBe(FROM_REQUIRED_TEXT);
    expect(inhibitionsField.validate?.([{ ...blank, from: 'X' }])).toBe(TO_EMPTY_TEXT);
    expect(inhibitionsField.validate?.([item])).toBeUndefined();
    expect(inhibitionsField.validate?.([])).toBeUndefined();
  });

  it('validates each item on its own', () => {
    const fields = [{ id: 'from', label: 'From', kind: 'text', required: true } as const];
    expect(itemErrors(fields, [{ from: 'a' }, { from: '' }])).toEqual([
      {},
      { from: 'This field is required' },
    ]);
  });
});
