import { describe, expect, it } from 'vitest';
import { globalObjectLabel, resourceText, selectorNames } from './resource-text.ts';

describe('a rule resource in words', () => {
  it('names the resource: a global object, scopes, the item, or the selector', () => {
    expect(resourceText({ object: 'kubernetes-proxy' })).toBe('Kubernetes Proxy');
    expect(resourceText({ object: 'something-new' })).toBe('something-new');
    expect(resourceText({ object_selector: { scopes: [{ name: 'a', namespace: 'mc' }] } })).toBe(
      'Scopes: mc/a',
    );
    expect(resourceText({ config_object: { id: 'c1', name: 'cluster' } })).toBe('cluster');
    expect(resourceText({ playbook_object: { id: 'p' } })).toBe('p');
    expect(resourceText({ object_selector: { configs: [{ name: '*' }] } })).toBe('configs: *');
    expect(resourceText({ object_selector: { playbooks: 'restart' } })).toBe(
      'playbooks: "restart"',
    );
    expect(resourceText({})).toBe('');
  });

  it('lists a selector as namespace/name, ignoring what is not a list or a name', () => {
    expect(selectorNames([{ name: 'x', namespace: 'mc' }, { name: 'y' }])).toEqual(['mc/x', 'y']);
    expect(selectorNames([{ name: 3, namespace: '' }])).toEqual(['']);
    expect(selectorNames('x')).toEqual([]);
    expect(globalObjectLabel('mcp')).toBe('MCP');
  });
});
