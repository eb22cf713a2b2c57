// The flat filters' options (spec 5-access §2.7): each facet asks the rpc with the other facets'
// single included values and the page's config type, never its own; the alias as stored.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { encodeLabelFilter } from '../../../lib/labels/label-filter.ts';
import { normalisedAlias, type AccessFilterOptions } from '../../../api/services/catalog-access.ts';
import { FLAT_FILTERS } from './access-lists.tsx';

const ANSWER: AccessFilterOptions = {
  catalogs: [{ config_id: 'c1', config_name: 'prod', config_type: 'AWS::::Account' }],
  users: [{ external_user_id: 'u1', user: 'Ada', email: 'ada@x' }],
  groups: [{ external_group_id: 'g1', group: 'okta-sre' }],
  roles: [{ role: 'admin' }, { role: null }],
  user_types: [{ user_type: 'OktaUser' }],
};

function recordingClient() {
  const asked: unknown[] = [];
  const client = new QueryClient();
  client.fetchQuery = ((options: { queryKey: readonly unknown[] }) => {
    asked.push(options.queryKey[2]);
    return Promise.resolve(ANSWER);
  }) as QueryClient['fetchQuery'];
  return { client, asked };
}

const loaderOf = (param: string) => {
  const options = FLAT_FILTERS.find((f) => f.param === param)?.options;
  if (typeof options !== 'function') throw new Error(`no loader for ${param}`);
  return options;
};

describe('flat filter options', () => {
  it('narrow by the other facets and the config type, not by their own', async () => {
    const { client, asked } = recordingClient();
    const values = {
      config_id: encodeLabelFilter({ c1: 1 }),
      role: encodeLabelFilter({ admin: 1 }),
      external_user_id: encodeLabelFilter({ u1: 1, u2: 1 }),
      user_type: encodeLabelFilter({ OktaUser: -1 }),
      configType: 'AWS::::Account',
    };
    const roles = await loaderOf('role')('org', client, values);
    expect(roles).toEqual([{ value: 'admin', label: 'admin' }]);
    // Two included users and an exclusion narrow nothing (the rpc takes one value).
    expect(asked[0]).toEqual({ p_config_id: 'c1', p_config_type: 'AWS::::Account' });
    const catalogs = await loaderOf('config_id')('org', client, values);
    expect(catalogs[0]).toMatchObject({
      value: 'c1',
      label: 'prod',
      description: 'AWS::::Account',
    });
    expect(asked[1]).toEqual({ p_role: 'admin', p_config_type: 'AWS::::Account' });
  });

  it('read the other facets only', () => {
    const user = FLAT_FILTERS.find((f) => f.param === 'external_user_id');
    expect(user?.optionsFollow).toEqual([
      'config_id',
      'external_group_id',
      'role',
      'user_type',
      'configType',
    ]);
  });

  it('store an alias trimmed and lower-cased', () => {
    expect(normalisedAlias('  GitHub://Octo-Cat ')).toBe('github://octo-cat');
    expect(normalisedAlias('   ')).toBe('');
  });
});
