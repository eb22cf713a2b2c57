import { describe, expect, it } from 'vitest';
import { guard, singleScreen, type ScreenLoader } from './feature-manifest.ts';

const load: ScreenLoader = () => Promise.resolve({ default: () => null });
const GUARD = guard(['settings.users'], 'identities');
const nav = { label: 'Users', icon: 'user', section: 'settings' } as const;

describe('singleScreen', () => {
  it('declares one list as the screen lists and prefetches its page', async () => {
    const definition = { title: 'Users' };
    const { routes } = singleScreen('/settings/users', {
      guard: GUARD,
      load,
      list: () => Promise.resolve(definition),
      nav,
    });
    expect(routes).toHaveLength(1);
    expect(routes[0]?.prefetch).toBe('list');
    expect(await routes[0]?.lists?.()).toEqual([definition]);
  });

  it('keeps lists as given and prefetches nothing unless asked', async () => {
    const definitions = [{ title: 'Jobs' }];
    const [route] = singleScreen('/settings/jobs', {
      guard: GUARD,
      load,
      lists: () => Promise.resolve(definitions),
      nav,
    }).routes;
    expect(route?.prefetch).toBeUndefined();
    expect(await route?.lists?.()).toBe(definitions);
    expect(route).toMatchObject({ path: '/settings/jobs', title: 'Users', resource: 'identities' });
  });
});
