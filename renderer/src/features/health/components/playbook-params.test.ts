import { describe, expect, it } from 'vitest';
import { REQUIRED_TEXT, initialParamValues, listOptions, paramErrors } from './playbook-params.ts';

describe('playbook run parameters', () => {
  const params = [
    { name: 'replicas', type: 'text', required: true },
    { name: 'force', type: 'checkbox' },
    { name: 'label', type: 'text', default: 'manual' },
    {
      name: 'env',
      type: 'list',
      properties: { options: [{ label: 'Prod', value: 'prod' }, { value: 'dev' }, 3] },
    },
  ];

  it('starts from defaults, with checkboxes off', () => {
    expect(initialParamValues(params)).toEqual({
      replicas: '',
      force: 'false',
      label: 'manual',
      env: '',
    });
  });

  it('reports required parameters until they are filled', () => {
    expect(paramErrors(params, initialParamValues(params))).toEqual({ replicas: REQUIRED_TEXT });
    expect(paramErrors(params, { ...initialParamValues(params), replicas: '3' })).toEqual({});
  });

  it('reads list options and skips malformed ones', () => {
    expect(listOptions(params[3]!)).toEqual([
      { value: 'prod', label: 'Prod' },
      { value: 'dev', label: 'dev' },
    ]);
  });
});
