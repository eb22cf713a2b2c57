import { describe, expect, it } from 'vitest';
import type { PlaybookParameter } from '../../api/services/playbooks.types.ts';
import {
  initialParamValues,
  listOptions,
  pickerFilter,
  toParamSpec,
  type ParamSpec,
} from './playbook-params.ts';

const spec = (param: PlaybookParameter): ParamSpec => toParamSpec(param);

describe('toParamSpec', () => {
  it('maps every parameter type to its field family', () => {
    const families = [
      'code',
      'checkbox',
      'list',
      'team',
      'people',
      'component',
      'config',
      'check',
      'text',
      'bytes',
      'millicores',
      'duration',
      undefined,
    ].map((type) => spec({ name: 'p', type }).family);
    expect(families).toEqual([
      'code',
      'checkbox',
      'list',
      'picker',
      'picker',
      'picker',
      'picker',
      'picker',
      'text',
      'text',
      'text',
      'text',
      'text',
    ]);
  });

  it('uses the label, else the name, and keeps required, default and description', () => {
    expect(spec({ name: 'ns', label: 'Namespace', required: true, default: 'x' })).toMatchObject({
      name: 'ns',
      label: 'Namespace',
      required: true,
      default: 'x',
    });
    const bare = spec({ name: 'ns', label: '', description: 'Where' });
    expect(bare).toMatchObject({ label: 'ns', required: false, description: 'Where' });
    expect(bare.default).toBeUndefined();
  });

  it('reads text properties, coercing numbers given as strings and dropping nonsense', () => {
    const s = spec({
      name: 't',
      type: 'text',
      properties: {
        multiline: 'true',
        minLength: '2',
        maxLength: 10,
        min: 1,
        max: '5',
        regex: '[a-z]+',
        format: 'Email',
      },
    });
    expect(s).toMatchObject({
      family: 'text',
      multiline: true,
      minLength: 2,
      maxLength: 10,
      min: '1',
      max: '5',
      regex: '[a-z]+',
      format: 'email',
    });
    const odd = spec({ name: 't', properties: { minLength: -1, maxLength: 'ten', min: {} } });
    expect(odd).toMatchObject({ multiline: false, minLength: undefined, maxLength: undefined });
    expect(odd.family === 'text' && odd.min).toBeUndefined();
  });

  it('treats the bytes and millicores types as text formats', () => {
    expect(spec({ name: 'm', type: 'bytes' })).toMatchObject({ family: 'text', format: 'bytes' });
    expect(spec({ name: 'c', type: 'millicores' })).toMatchObject({ format: 'millicores' });
  });

  it('reads the code language and size; other languages are free text', () => {
    expect(spec({ name: 'c', type: 'code' })).toMatchObject({
      language: 'yaml',
      languageName: 'yaml',
      size: 'small',
    });
    expect(
      spec({ name: 'c', type: 'code', properties: { language: 'JSON', size: 'large' } }),
    ).toMatchObject({ language: 'json', size: 'large' });
    expect(spec({ name: 'c', type: 'code', properties: { language: 'markdown' } })).toMatchObject({
      language: null,
      languageName: 'markdown',
    });
  });

  it('gives pickers their kind and normalised filter', () => {
    expect(
      spec({ name: 'c', type: 'config', properties: { filter: { types: ['A', 'B'] } } }),
    ).toMatchObject({ family: 'picker', kind: 'config', filter: [{ type: ['A', 'B'] }] });
    expect(spec({ name: 'p', type: 'people' })).toMatchObject({ kind: 'people', filter: [] });
  });
});

describe('pickerFilter', () => {
  it('accepts one object or a list of alternatives', () => {
    expect(pickerFilter({ type: 'http', namespace: ['a', 'b'] })).toEqual([
      { type: ['http'], namespace: ['a', 'b'] },
    ]);
    expect(pickerFilter([{ types: 'http' }, { class: 'Node', type: 'x' }])).toEqual([
      { type: ['http'] },
      { config_class: ['Node'], type: ['x'] },
    ]);
  });

  it('drops empty values, empty groups and things that are not objects', () => {
    expect(pickerFilter([{ type: '' }, 'x', null, [], { name: [1, null, ''] }])).toEqual([
      { name: ['1'] },
    ]);
    expect(pickerFilter(undefined)).toEqual([]);
    expect(pickerFilter('type=http')).toEqual([]);
  });
});

describe('listOptions and initial values', () => {
  it('reads list options and skips malformed ones', () => {
    expect(
      listOptions({ options: [{ label: 'Prod', value: 'prod' }, { value: 'dev' }, 'qa', 3, {}] }),
    ).toEqual([
      { value: 'prod', label: 'Prod' },
      { value: 'dev', label: 'dev' },
      { value: 'qa', label: 'qa' },
    ]);
    expect(listOptions({ options: 'prod,dev' })).toEqual([]);
  });

  it('starts from defaults, with checkboxes off unless they default on', () => {
    const specs = [
      spec({ name: 'replicas', type: 'text', required: true }),
      spec({ name: 'force', type: 'checkbox' }),
      spec({ name: 'dry', type: 'checkbox', default: 'true' }),
      spec({ name: 'label', type: 'text', default: 'manual' }),
    ];
    expect(initialParamValues(specs)).toEqual({
      replicas: '',
      force: 'false',
      dry: 'true',
      label: 'manual',
    });
  });
});
