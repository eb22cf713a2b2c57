import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resolveIconName } from '../../renderer/src/components/type-icon/resolve-icon-name.ts';
import {
  CATALOGUE_ID,
  catalogueModule,
  cleanIcon,
  flanksourceIcons,
  iconModule,
  iconModulePath,
  parseIconModule,
  type IconNode,
} from './flanksource-icons.ts';

const node = (tag: string, attr: Record<string, string> = {}, child: IconNode[] = []) => ({
  tag,
  attr,
  child,
});

async function evaluate<T>(source: string): Promise<T> {
  return (await import(
    `data:text/javascript;base64,${Buffer.from(source).toString('base64')}`
  )) as T;
}

describe('parseIconModule', () => {
  const generated = [
    '// THIS FILE IS AUTO GENERATED',
    "import { GenIcon } from '../lib/index.mjs';",
    'export function Postgres (props) {',
    '  return GenIcon({"tag":"svg","attr":{"role":"img","viewBox":"0 0 32 32"},"child":[{"tag":"path","attr":{"d":"M1 1h2"},"child":[]}]})(props);',
    '};',
    'export function Http (props) {',
    '  return GenIcon({"tag":"svg","attr":{"viewBox":"0 0 24 24"},"child":[]})(props);',
    '};',
  ].join('\n');

  it('takes each export name and its tree out of the GenIcon call', () => {
    const icons = parseIconModule(generated);
    expect([...icons.keys()]).toEqual(['Postgres', 'Http']);
    expect(icons.get('Postgres')).toEqual(
      node('svg', { viewBox: '0 0 32 32' }, [node('path', { d: 'M1 1h2' })]),
    );
  });

  it('fails loudly when an export is not in the expected shape', () => {
    const changed = `${generated}\nexport function Odd (props) { return createIcon(props); };`;
    expect(() => parseIconModule(changed)).toThrow(/parsed 2 of 3/);
    expect(() => parseIconModule('')).toThrow(/parsed 0 of 0/);
  });

  it('parses every icon of the installed package without evaluating it', () => {
    const source = readFileSync(iconModulePath(), 'utf8');
    const icons = parseIconModule(source);
    expect(icons.size).toBeGreaterThan(1000);
    for (const name of ['Postgres', 'K8S', 'K8SPod', 'AwsEc2Instance', 'Http', 'Prometheus'])
      expect(icons.get(name)?.attr.viewBox, name).toMatch(/^[\d. -]+$/);
  });
});

describe('the installed icon set', () => {
  const names = [...parseIconModule(readFileSync(iconModulePath(), 'utf8')).keys()];

  it('has an icon for the check and config types the console shows one for', () => {
    const expected: Record<string, string | undefined> = {
      http: 'Http',
      dns: 'Dns',
      prometheus: 'Prometheus',
      postgres: 'Postgres',
      redis: 'Redis',
      icmp: 'Icmp',
      s3: 'AwsS3',
      elasticsearch: 'Elasticsearch',
      mysql: 'Mysql',
      junit: 'Junit',
      exec: 'Console',
      alertmanager: 'Prometheus',
      cloudwatch: 'Cloudwatch',
      tls: 'Ssl',
      tcp: undefined,
      kubernetes: 'K8S',
      'Kubernetes::Pod': 'K8SPod',
      'Kubernetes::Deployment': 'K8SDeployment',
      'AWS::EC2::Instance': 'AwsEc2Instance',
      'AWS::CloudWatch::Alarm': 'AwsCloudwatchAlarm',
    };
    const resolved = Object.fromEntries(
      Object.keys(expected).map((type) => [type, resolveIconName(type, names)]),
    );
    expect(resolved).toEqual(expected);
  });
});

describe('cleanIcon', () => {
  it('keeps only the viewBox on the root', () => {
    const tree = cleanIcon(node('svg', { role: 'img', viewBox: '0 0 8 8', version: '1.1' }));
    expect(tree).toEqual(node('svg', { viewBox: '0 0 8 8' }));
  });

  it('drops editor metadata and turns xlink:href into href', () => {
    const tree = cleanIcon(
      node('svg', { viewBox: '0 0 8 8', 'xmlns:dc': 'http://purl.org/dc' }, [
        node('metadata', {}, [node('rdf:RDF', { 'rdf:about': '' })]),
        node('bx:export', {}),
        node('use', { 'xlink:href': '#a', x: '1' }),
        node('use', { xlinkHref: '#b' }),
        node('path', { d: 'M0 0', fill: 'rgb(10%, 20%, 30%)' }),
      ]),
    );
    expect(tree.child).toEqual([
      node('use', { href: '#a', x: '1' }),
      node('use', { href: '#b' }),
      node('path', { d: 'M0 0', fill: 'rgb(10%, 20%, 30%)' }),
    ]);
  });

  it('makes an icon drawn only in black follow the text colour', () => {
    const tree = cleanIcon(
      node('svg', { viewBox: '0 0 8 8' }, [
        node('path', { d: 'M0 0', fill: 'rgb(0%, 0%, 0%)' }),
        node('path', { d: 'M1 1', stroke: '#000', fill: 'none' }),
      ]),
    );
    expect(tree.child.map((child) => [child.attr.fill, child.attr.stroke])).toEqual([
      ['currentColor', undefined],
      ['none', 'currentColor'],
    ]);
  });

  it('leaves black alone in an icon that has other colours', () => {
    const tree = cleanIcon(
      node('svg', { viewBox: '0 0 8 8' }, [
        node('path', { d: 'M0 0', fill: '#000' }),
        node('path', { d: 'M1 1', fill: '#336791' }),
      ]),
    );
    expect(tree.child.map((child) => child.attr.fill)).toEqual(['#000', '#336791']);
  });
});

describe('virtual modules', () => {
  it('the catalogue has one lazy loader per icon and no trees', async () => {
    const source = catalogueModule(['Postgres', 'Http']);
    expect(source).not.toContain('viewBox');
    const imported: string[] = [];
    // The loaders' import() targets are virtual ids, so count them instead of running them.
    const shape = source.replace(/import\(("[^"]+")\)/g, (_all, id: string) => {
      imported.push(JSON.parse(id) as string);
      return 'null';
    });
    const { iconLoaders } = await evaluate<{ iconLoaders: Record<string, () => unknown> }>(shape);
    expect(Object.keys(iconLoaders)).toEqual(['Postgres', 'Http']);
    expect(imported).toEqual([`${CATALOGUE_ID}/Postgres`, `${CATALOGUE_ID}/Http`]);
  });

  it("an icon's module exports just its tree", async () => {
    const tree = node('svg', { viewBox: '0 0 1 1' }, [node('path', { d: 'M0 0' })]);
    expect((await evaluate<{ default: IconNode }>(iconModule(tree))).default).toEqual(tree);
  });

  it('the plugin resolves and loads only its own ids', () => {
    const plugin = flanksourceIcons();
    const resolveId = plugin.resolveId as (id: string) => string | null;
    const load = plugin.load as (this: { addWatchFile(file: string): void }, id: string) => string;
    const context = { addWatchFile: () => undefined };
    expect(resolveId('react')).toBeNull();
    const catalogue = resolveId(CATALOGUE_ID);
    const postgres = resolveId(`${CATALOGUE_ID}/Postgres`);
    expect(catalogue).toBe(`\0${CATALOGUE_ID}`);
    expect(load.call(context, catalogue!)).toContain(
      `Postgres: () => import("${CATALOGUE_ID}/Postgres")`,
    );
    expect(load.call(context, postgres!)).toMatch(/^export default \{"tag":"svg"/);
    expect(load.call(context, '/src/main.tsx')).toBeNull();
    expect(() => load.call(context, `\0${CATALOGUE_ID}/NoSuchIcon`)).toThrow(/no icon/);
  });
});
