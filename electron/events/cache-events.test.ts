import { describe, expect, it, vi } from 'vitest';
import type { Handlers } from '../ipc/router.ts';
import type { EventBus } from './event-bus.ts';
import { announceCacheChanges } from './cache-events.ts';

function setup(write: () => Promise<unknown>) {
  const publish = vi.fn();
  const bus = { publish } as unknown as EventBus;
  const handlers = {
    'cache:write': write,
    'cache:clear': () => Promise.resolve({ cleared: true }),
    'cache:read': () => Promise.resolve({ status: 'miss' }),
  } as unknown as Handlers;
  return { publish, wrapped: announceCacheChanges(handlers, bus) };
}

describe('announceCacheChanges', () => {
  it('publishes cache:changed with the organisation after a write and a clear', async () => {
    const { publish, wrapped } = setup(() => Promise.resolve({ bytes: 3 }));
    await expect(
      wrapped['cache:write']({ orgId: 'org-a', payload: '{}' }, {} as never),
    ).resolves.toEqual({ bytes: 3 });
    await wrapped['cache:clear']({ orgId: 'org-b' }, {} as never);
    expect(publish.mock.calls).toEqual([
      ['cache:changed', { orgId: 'org-a' }],
      ['cache:changed', { orgId: 'org-b' }],
    ]);
  });

  it('says nothing when the write fails, and leaves reads alone', async () => {
    const { publish, wrapped } = setup(() => Promise.reject(new Error('disk full')));
    await expect(
      wrapped['cache:write']({ orgId: 'org-a', payload: '{}' }, {} as never),
    ).rejects.toThrow('disk full');
    await wrapped['cache:read']({ orgId: 'org-a' }, {} as never);
    expect(publish).not.toHaveBeenCalled();
  });
});
