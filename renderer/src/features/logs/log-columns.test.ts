import { describe, expect, it } from 'vitest';
import {
  COLUMN_BOUNDS,
  clampColumnSize,
  columnSizeKey,
  defaultColumnSizes,
  draggedSize,
  gridColumns,
  loadColumnSizes,
  saveColumnSize,
} from './log-columns.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe('column sizes in local storage', () => {
  it('keeps each width under its own namespaced key', () => {
    expect(columnSizeKey('logs', 'time')).toBe('mc.table.logs.columnSize.time');
    const storage = memoryStorage();
    saveColumnSize(storage, 'logs', 'time', 240);
    saveColumnSize(storage, 'logs', 'labels', 410.6);
    expect(Object.fromEntries(storage.data)).toEqual({
      'mc.table.logs.columnSize.time': '240',
      'mc.table.logs.columnSize.labels': '411',
    });
    expect(loadColumnSizes(storage, 'logs')).toEqual({ time: 240, labels: 411 });
  });

  it('starts from the defaults and falls back per column', () => {
    expect(loadColumnSizes(memoryStorage(), 'logs')).toEqual(defaultColumnSizes());
    expect(loadColumnSizes(undefined, 'logs')).toEqual(defaultColumnSizes());
    const storage = memoryStorage({
      'mc.table.logs.columnSize.time': 'wide',
      'mc.table.logs.columnSize.labels': '500',
    });
    expect(loadColumnSizes(storage, 'logs')).toEqual({
      time: COLUMN_BOUNDS.time.defaultSize,
      labels: 500,
    });
  });

  it('clamps stored and dragged widths to the column bounds', () => {
    const storage = memoryStorage({ 'mc.table.logs.columnSize.time': '5' });
    expect(loadColumnSizes(storage, 'logs').time).toBe(COLUMN_BOUNDS.time.minSize);
    expect(clampColumnSize('labels', 10_000)).toBe(COLUMN_BOUNDS.labels.maxSize);
    expect(clampColumnSize('labels', Number.NaN)).toBe(COLUMN_BOUNDS.labels.defaultSize);
  });

  it('forgets a width set back to its default', () => {
    const storage = memoryStorage({ 'mc.table.logs.columnSize.time': '300' });
    saveColumnSize(storage, 'logs', 'time', COLUMN_BOUNDS.time.defaultSize);
    expect(storage.data.size).toBe(0);
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(loadColumnSizes(broken, 'logs')).toEqual(defaultColumnSizes());
    expect(() => saveColumnSize(broken, 'logs', 'time', 300)).not.toThrow();
  });
});

describe('dragging a handle', () => {
  it('widens Time with the pointer and Labels against it', () => {
    expect(draggedSize('time', 200, 40)).toBe(240);
    expect(draggedSize('labels', 300, -50)).toBe(350);
    expect(draggedSize('labels', 300, 50)).toBe(250);
  });

  it('lays the row out as Time, the rest for Message, then Labels', () => {
    expect(gridColumns({ time: 200, labels: 320 })).toBe('200px minmax(240px, 1fr) 320px');
  });
});
