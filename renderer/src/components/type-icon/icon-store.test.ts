import { describe, expect, it, vi } from 'vitest';
import { createIconStore, type IconCatalogue } from './icon-store.ts';
import type { IconNode } from './render-icon-tree.ts';

const tree = (d: string): IconNode => ({
  tag: 'svg',
  attr: { viewBox: '0 0 32 32' },
  child: [{ tag: 'path', attr: { d }, child: [] }],
});

function fixture() {
  const postgres = tree('M0 0');
  const k8sPod = tree('M1 1');
  const loaded: string[] = [];
  const loader = (name: string, icon: IconNode) => () => {
    loaded.push(name);
    return Promise.resolve({ default: icon });
  };
  const catalogue: IconCatalogue = {
    iconLoaders: { Postgres: loader('Postgres', postgres), K8SPod: loader('K8SPod', k8sPod) },
  };
  const loadCatalogue = vi.fn(() => Promise.resolve(catalogue));
  const store = createIconStore(loadCatalogue);
  return { store, loadCatalogue, loaded, postgres, k8sPod };
}

describe('createIconStore', () => {
  it('fetches nothing until an icon is asked for', () => {
    const { store, loadCatalogue } = fixture();
    expect(store.peek('postgres')).toBeUndefined();
    expect(loadCatalogue).not.toHaveBeenCalled();
  });

  it('loads the catalogue once and each icon once, then answers synchronously', async () => {
    const { store, loadCatalogue, loaded, postgres, k8sPod } = fixture();
    const listener = vi.fn();
    store.subscribe(listener);
    await Promise.all([
      store.request('postgres'),
      store.request('Postgres'),
      store.request('Kubernetes::Pod'),
    ]);
    expect(loadCatalogue).toHaveBeenCalledTimes(1);
    expect(loaded.sort()).toEqual(['K8SPod', 'Postgres']);
    expect(listener).toHaveBeenCalled();
    // A stable snapshot: the same object every time, as useSyncExternalStore requires.
    expect(store.peek('postgres')).toBe(postgres);
    expect(store.peek('POSTGRES')).toBe(postgres);
    expect(store.peek('Kubernetes::Pod')).toBe(k8sPod);
    await store.request('postgres');
    expect(loaded).toHaveLength(2);
  });

  it('answers null for a type without an icon once the catalogue is known', async () => {
    const { store, loaded } = fixture();
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.peek('tcp')).toBeUndefined();
    await store.request('tcp');
    expect(store.peek('tcp')).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(loaded).toEqual([]);
  });

  it('answers null at once for an empty name, without fetching', async () => {
    const { store, loadCatalogue } = fixture();
    expect(store.peek('')).toBeNull();
    await store.request('  ');
    expect(loadCatalogue).not.toHaveBeenCalled();
  });

  it('falls back instead of failing when a chunk cannot be loaded', async () => {
    const broken = createIconStore(() => Promise.reject(new Error('offline')));
    await expect(broken.request('postgres')).resolves.toBeUndefined();
    expect(broken.peek('postgres')).toBeNull();

    const store = createIconStore(() =>
      Promise.resolve({ iconLoaders: { Postgres: () => Promise.reject(new Error('gone')) } }),
    );
    await store.request('postgres');
    expect(store.peek('postgres')).toBeNull();
  });

  it('stops telling a listener once it unsubscribes', async () => {
    const { store } = fixture();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    await store.request('postgres');
    expect(listener).not.toHaveBeenCalled();
  });
});
