import { describe, expect, it } from 'vitest';
import { docsUrl, paths, withQuery } from './paths.ts';

describe('paths', () => {
  it('builds the health link of the spec with its query parameters', () => {
    expect(paths.health({ checkId: 'abc', timeRange: '1h' })).toBe(
      '/health?checkId=abc&timeRange=1h',
    );
    expect(paths.health()).toBe('/health');
  });

  it('drops empty parameters and repeats array values', () => {
    expect(
      withQuery('/catalog', { configType: '', labels: ['a=1', 'b=2'], x: undefined, y: null }),
    ).toBe('/catalog?labels=a%3D1&labels=b%3D2');
    expect(withQuery('/x', { flag: false, n: 0 })).toBe('/x?flag=false&n=0');
  });

  it('encodes ids in path segments', () => {
    expect(paths.catalogItem('a/b c')).toBe('/catalog/a%2Fb%20c');
    expect(paths.settings.resourceItem('canaries', '1')).toBe('/settings/canaries/1');
    expect(paths.viewTopology('x', { size: 'large' })).toBe('/view/topology/x?size=large');
  });

  it('builds the error page, org window and docs links', () => {
    expect(paths.error('BAD_SESSION')).toBe('/error?error_code=BAD_SESSION');
    expect(paths.error()).toBe('/error');
    expect(paths.orgWindow('acme')).toBe('/?org=acme');
    expect(docsUrl()).toBe('https://flanksource.com/docs/installation/saas/agent');
  });
});
