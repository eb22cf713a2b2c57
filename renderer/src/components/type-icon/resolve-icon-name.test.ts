import { describe, expect, it } from 'vitest';
import { iconKey, resolveIconName } from './resolve-icon-name.ts';

// A slice of the real icon set's names (@flanksource/icons/mi), including the near neighbours
// that make the order of the rules matter.
const NAMES = [
  'Aws',
  'AwsEc2',
  'AwsEc2Instance',
  'AwsEc2RouteTable',
  'AwsIamRole',
  'AwsLambda',
  'AwsS3',
  'AwsSecurityGroup',
  'Azure',
  'AzureVm',
  'CanaryChecker',
  'Cloudwatch',
  'Console',
  'Deployment',
  'Dns',
  'Elasticsearch',
  'Elastic',
  'Git',
  'Github',
  'Helm',
  'Http',
  'Https',
  'Icmp',
  'K8S',
  'K8SDeployment',
  'K8SNode',
  'K8SPod',
  'K8SSecret',
  'Mysql',
  'Network',
  'Pod',
  'Postgres',
  'PostgresWhite',
  'Prometheus',
  'Redis',
  'SqlServer',
  'Sqlserver',
  'Ssl',
];

const resolve = (name: string) => resolveIconName(name, NAMES);

describe('iconKey', () => {
  it('ignores case and separators', () => {
    expect(iconKey('Kubernetes::Pod')).toBe('kubernetespod');
    expect(iconKey('aws-ec2_instance.v2')).toBe('awsec2instancev2');
    expect(iconKey('AwsEc2Instance')).toBe('awsec2instance');
  });
});

describe('resolveIconName', () => {
  it('matches check types exactly, ignoring case', () => {
    expect(resolve('postgres')).toBe('Postgres');
    expect(resolve('POSTGRES')).toBe('Postgres');
    expect(resolve('http')).toBe('Http');
    expect(resolve('https')).toBe('Https');
    expect(resolve('prometheus')).toBe('Prometheus');
    expect(resolve('  dns ')).toBe('Dns');
  });

  it('matches configuration types without their separators', () => {
    expect(resolve('AWS::EC2::Instance')).toBe('AwsEc2Instance');
    expect(resolve('aws-ec2-instance')).toBe('AwsEc2Instance');
    expect(resolve('AWS::IAM::Role')).toBe('AwsIamRole');
    expect(resolve('AWS::EC2::RouteTable')).toBe('AwsEc2RouteTable');
  });

  it('reads Kubernetes as the icon set’s k8s', () => {
    expect(resolve('Kubernetes::Pod')).toBe('K8SPod');
    expect(resolve('Kubernetes::Node')).toBe('K8SNode');
    expect(resolve('kubernetes')).toBe('K8S');
    expect(resolve('k8s')).toBe('K8S');
    expect(resolve('K8-Secret')).toBe('K8SSecret');
  });

  it('prefers an exact name to the same name with separators removed', () => {
    // `SqlServer` and `Sqlserver` share a key; the exact spelling wins, else the first listed.
    expect(resolve('Sqlserver')).toBe('Sqlserver');
    expect(resolve('SqlServer')).toBe('SqlServer');
    expect(resolve('sqlserver')).toBe('SqlServer');
    expect(resolve('sql-server')).toBe('SqlServer');
  });

  it('uses the console’s aliases', () => {
    expect(resolve('s3')).toBe('AwsS3');
    expect(resolve('AWS::S3::Bucket')).toBe('AwsS3');
    expect(resolve('alertmanager')).toBe('Prometheus');
    expect(resolve('mssql')).toBe('SqlServer');
    expect(resolve('Kubernetes::Canary')).toBe('CanaryChecker');
    expect(resolve('Kubernetes::HelmRelease')).toBe('Helm');
    expect(resolve('tls')).toBe('Ssl');
    expect(resolve('exec')).toBe('Console');
  });

  it('tries the name without k8s, then with a provider in front, as the console does', () => {
    expect(resolve('Kubernetes::Deployment')).toBe('K8SDeployment');
    expect(resolve('lambda')).toBe('AwsLambda');
    expect(resolve('ec2-instance')).toBe('AwsEc2Instance');
    expect(resolve('vm')).toBe('AzureVm');
  });

  it('falls back to the type’s leading words, longest first', () => {
    expect(resolve('AWS::EC2::LaunchTemplate')).toBe('AwsEc2');
    expect(resolve('AWS::Organizations::Account')).toBe('Aws');
    expect(resolve('Kubernetes::Whatever')).toBe('K8S');
    expect(resolve('Azure::Something')).toBe('Azure');
  });

  it('then to the longest icon name the type starts with', () => {
    expect(resolve('postgresql')).toBe('Postgres');
    expect(resolve('elasticsearch7')).toBe('Elasticsearch');
    expect(resolve('githubactions')).toBe('Github');
    expect(resolve('redis-sentinel')).toBe('Redis');
  });

  it('finds nothing rather than a poor match', () => {
    expect(resolve('tcp')).toBeUndefined();
    expect(resolve('junit')).toBeUndefined();
    expect(resolve('')).toBeUndefined();
    expect(resolve('   ')).toBeUndefined();
    expect(resolve('::')).toBeUndefined();
    // Too short for the prefix rule: `Pod` must not stand for every word beginning with "po".
    expect(resolveIconName('po', ['Po', 'Pod'])).toBe('Po');
    expect(resolveIconName('pox', ['Po'])).toBeUndefined();
  });

  it('leaves image URLs alone', () => {
    expect(resolve('https://example.com/icon.svg')).toBeUndefined();
    expect(resolve('http://example.com/postgres.png')).toBeUndefined();
  });

  it('works on an empty list and on a list it has seen before', () => {
    expect(resolveIconName('postgres', [])).toBeUndefined();
    expect(resolve('postgres')).toBe(resolve('Postgres'));
  });
});
