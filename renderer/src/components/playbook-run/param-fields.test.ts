import { describe, expect, it } from 'vitest';
import { fieldLabel, validateFields } from '../form-kit/field.ts';
import { DNS1123_TEXT, REQUIRED_TEXT } from './param-validation.ts';
import { toParamSpec } from './playbook-params.ts';
import { paramClass, paramField } from './param-fields.tsx';

const context = { orgId: 'o', onInputError: () => undefined };
const field = (param: Parameters<typeof toParamSpec>[0]) => paramField(toParamSpec(param), context);

describe('playbook parameters as form kit fields', () => {
  it('gives each type family its kit kind', () => {
    expect(field({ name: 'dry', type: 'checkbox' }).kind).toBe('toggle');
    expect(field({ name: 'spec', type: 'code' })).toMatchObject({ kind: 'code', language: 'yaml' });
    expect(field({ name: 'notes', type: 'code', properties: { language: 'markdown' } }).kind).toBe(
      'textarea',
    );
    expect(field({ name: 'why', type: 'text', properties: { multiline: 'true' } }).kind).toBe(
      'textarea',
    );
    for (const type of ['list', 'team', 'config', 'bytes', 'millicores', 'text'])
      expect(field({ name: 'x', type }).kind).toBe('custom');
  });

  it('keeps the label, the required mark, the description and the name as a class', () => {
    const def = field({
      name: 'replicas count',
      label: 'Replicas',
      type: 'text',
      required: true,
      description: 'How many',
    });
    expect(fieldLabel(def)).toBe('Replicas *');
    expect(def.help).toBe('How many');
    expect(def.className).toBe(`mc-playbook-param ${paramClass('replicas count')}`);
    expect(paramClass('replicas count')).toBe('mc-playbook-param-replicas_count');
  });

  it("validates with the parameter's rules, listing only the invalid fields by name", () => {
    const fields = [
      field({ name: 'replicas', type: 'text', required: true }),
      field({ name: 'ns', type: 'text', properties: { format: 'dns1123' } }),
      field({ name: 'force', type: 'checkbox' }),
      field({ name: 'sure', type: 'checkbox', required: true }),
    ];
    const values: Record<string, string> = { replicas: '', ns: 'Prod', force: 'false' };
    expect(validateFields(fields, (id) => values[id] ?? '')).toEqual({
      replicas: REQUIRED_TEXT,
      ns: DNS1123_TEXT,
      sure: REQUIRED_TEXT,
    });
    const valid: Record<string, string> = { replicas: '3', ns: 'prod', sure: 'true' };
    expect(validateFields(fields, (id) => valid[id] ?? '')).toEqual({});
  });
});
