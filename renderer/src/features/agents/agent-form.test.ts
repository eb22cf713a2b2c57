import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  REQUIRED_TEXT,
  emptyAgentForm,
  fluxManifest,
  helmCommand,
  nestValues,
  validateAgentForm,
} from './agent-form.ts';
import { withAgentForm } from './agents-list.ts';

describe('agent form', () => {
  it('defaults kubernetes and telemetry off with a 30m interval', () => {
    const v = emptyAgentForm();
    expect(v.kubernetes).toEqual({ enabled: false, interval: '30m', exclusions: [] });
    expect(v.pushTelemetry.enabled).toBe(false);
  });

  it('requires a name', () => {
    expect(validateAgentForm({ ...emptyAgentForm(), name: '  ' }).name).toBe(REQUIRED_TEXT);
    expect(validateAgentForm({ ...emptyAgentForm(), name: 'edge' })).toEqual({});
  });

  it('renders the Helm command and a Flux manifest with the token', () => {
    const values = { ...emptyAgentForm(), name: 'edge' };
    values.kubernetes = { enabled: true, interval: '1h', exclusions: ['kube-system'] };
    const target = { backendUrl: 'https://mc.example', accessToken: "to'ken", values };
    const helm = helmCommand(target);
    expect(helm).toContain("--set upstream.host='https://mc.example'");
    expect(helm).toContain("--set upstream.password='to'\\''ken'");
    expect(helm).toContain("--set upstream.agentName='edge'");
    expect(helm).toContain("--set kubernetes.interval='1h'");
    type Release = { spec: { values: { upstream: unknown; kubernetes: { exclusions: unknown } } } };
    const docs = fluxManifest(target)
      .split('---\n')
      .map((d) => parse(d) as Release);
    expect(docs[1]!.spec.values.upstream).toMatchObject({
      host: 'https://mc.example',
      agentName: 'edge',
    });
    expect(docs[1]!.spec.values.kubernetes.exclusions).toEqual(['kube-system']);
  });

  it('nests dotted keys', () => {
    expect(
      nestValues([
        ['a.b', 'x'],
        ['a.c[1]', 'y'],
        ['d', 'true'],
      ]),
    ).toEqual({
      a: { b: 'x', c: [undefined, 'y'] },
      d: true,
    });
  });
});

describe('the agent form in the URL', () => {
  it('sets addAgent=true or id, drops them when closed, and keeps the list params', () => {
    const open = withAgentForm(new URLSearchParams('pageSize=100&id=a1'), { addAgent: true });
    expect(open.toString()).toBe('pageSize=100&addAgent=true');
    expect(withAgentForm(open, { id: 'a2' }).toString()).toBe('pageSize=100&id=a2');
    expect(withAgentForm(open, {}).toString()).toBe('pageSize=100');
  });
});
