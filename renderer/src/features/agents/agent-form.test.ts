import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REQUIRED_TEXT } from '../../lib/form/form-messages.ts';
import { rowsToMap } from '../../components/key-value-editor/key-value-rows.ts';
import { agentFieldValues, agentFields, validateAgent } from './agent-fields.tsx';
import { fluxManifest, helmCommand, nestValues } from './agent-form.ts';

describe('agent form', () => {
  it('defaults kubernetes and telemetry off with a 30m interval', () => {
    const v = agentFieldValues(null);
    expect(v).toMatchObject({ kubernetes: false, interval: '30m', exclusions: '' });
    expect(v.pushTelemetry).toBe(false);
  });

  it('requires a name', () => {
    expect(validateAgent({ ...agentFieldValues(null), name: '  ' }).name).toBe(REQUIRED_TEXT);
    expect(validateAgent({ ...agentFieldValues(null), name: 'edge' })).toEqual({});
  });

  it('offers the install options on creation only, fixes the name once the agent exists', () => {
    expect(agentFields(false).map((field) => field.id)).toEqual(['name', 'properties']);
    expect(agentFields(true).map((field) => field.id)).toContain('topologyName');
    expect(agentFields(false)[0]?.lockedWhenEditing).toBe(true);
  });

  it('maps the fields: properties rows to a map, exclusions text to a list', () => {
    const agent = { id: 'a1', name: 'edge', properties: { zone: 'eu' } };
    const fields = agentFieldValues(agent);
    expect(rowsToMap(fields.properties)).toEqual({ zone: 'eu' });
    const values = { ...fields, kubernetes: true, exclusions: ' kube-system, ,flux ' };
    const helm = helmCommand({ backendUrl: 'https://mc.example', accessToken: 't', values });
    expect(helm).toContain("--set kubernetes.exclusions[0]='kube-system'");
    expect(helm).toContain("--set kubernetes.exclusions[1]='flux'");
    expect(helm).not.toContain('exclusions[2]');
  });

  it('renders the Helm command and a Flux manifest with the token', () => {
    const values = { ...agentFieldValues(null), name: 'edge' };
    Object.assign(values, { kubernetes: true, interval: '1h', exclusions: 'kube-system' });
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
