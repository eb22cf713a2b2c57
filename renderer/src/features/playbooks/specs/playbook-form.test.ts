import { describe, expect, it } from 'vitest';
import {
  NEW_SPEC,
  groupByCategory,
  nameFromTitle,
  parseSpec,
  runTargets,
  toFormValues,
  toPlaybookWrite,
  validatePlaybookForm,
} from './playbook-form.ts';

describe('validatePlaybookForm', () => {
  it('requires title and spec', () => {
    const errors = validatePlaybookForm({ ...toFormValues(null), spec: '  ' });
    expect(errors).toEqual({ title: 'This field is required', spec: 'This field is required' });
  });

  it('checks the name and the spec with their own messages', () => {
    const errors = validatePlaybookForm({ ...toFormValues(null), title: 'T', name: 'Not OK' });
    expect(errors).toEqual({ name: 'Use lower case letters, digits and dashes (a DNS-1123 name)' });
    expect(validatePlaybookForm({ ...toFormValues(null), title: 'T', spec: '- a' })).toEqual({
      spec: 'The spec must be a YAML object',
    });
  });

  it('says why a spec is not valid', () => {
    expect(parseSpec('actions: [')).toMatchObject({
      error: expect.stringMatching(/^Invalid YAML: /) as unknown,
    });
    expect(parseSpec('- a')).toEqual({ error: 'The spec must be a YAML object' });
    expect(parseSpec('parameters: []')).toEqual({
      error: 'spec.actions: is required',
    });
    expect(parseSpec('actions: []')).toEqual({
      error: 'spec.actions: at least one action is required',
    });
    expect(parseSpec('actions:\n  - name: x\n')).toMatchObject({
      error: expect.stringMatching(/^spec\.actions\[0\]: needs one of exec, http/) as unknown,
    });
    expect(parseSpec(NEW_SPEC)).toHaveProperty('spec');
  });
});

it('derives the name from the title and sends the parsed spec', () => {
  expect(nameFromTitle('Restart Pod!')).toBe('restart-pod');
  const write = toPlaybookWrite({ ...toFormValues(null), title: 'Say Hello', category: '' });
  expect(write).toMatchObject({ name: 'say-hello', title: 'Say Hello', icon: null, category: '' });
  expect(write.spec).toHaveProperty('actions');
});

it('groups by category with Other last and finds run targets', () => {
  const groups = groupByCategory([
    { id: '1', name: 'b', title: 'B', category: 'K8s' },
    { id: '2', name: 'a', title: 'A', category: '' },
    { id: '3', name: 'c', title: 'A2', category: 'AWS' },
  ]);
  expect(groups.map(([c]) => c)).toEqual(['AWS', 'K8s', 'Other']);
  expect(runTargets({ configs: [{ types: ['Kubernetes::Pod'] }], checks: [{}] })).toEqual([
    { kind: 'config', types: ['Kubernetes::Pod'] },
    { kind: 'check', types: [] },
  ]);
});
