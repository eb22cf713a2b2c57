import { describe, expect, it } from 'vitest';
import {
  clampColumnSize,
  columnSizeKey,
  draggedSize,
  gridTemplate,
  loadColumnSizes,
  saveColumnSize,
} from './column-sizes.ts';

const TIME = { defaultSize: 190, minSize: 110, maxSize: 400, edge: 'end' } as const;
const LABELS = { defaultSize: 300, minSize: 120, maxSize: 900, edge: 'start' } as const;
const BOUNDS = { time: TIME, labels: LABELS };
const DEFAULTS = { time: 190, labels: 300 };

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
    saveColumnSize(storage, 'logs', 'time', TIME, 240);
    saveColumnSize(storage, 'logs', 'labels', LABELS, 410.6);
    expect(Object.fromEntries(storage.data)).toEqual({
      'mc.table.logs.columnSize.time': '240',
      'mc.table.logs.columnSize.labels': '411',
    });
    expect(loadColumnSizes(storage, 'logs', BOUNDS)).toEqual({ time: 240, labels: 411 });
  });

  it('starts from the defaults and falls back per column', () => {
    expect(loadColumnSizes(memoryStorage(), 'logs', BOUNDS)).toEqual(DEFAULTS);
    expect(loadColumnSizes(undefined, 'logs', BOUNDS)).toEqual(DEFAULTS);
    const storage = memoryStorage({
      'mc.table.logs.columnSize.time': 'wide',
      'mc.table.logs.columnSize.labels': '500',
    });
    expect(loadColumnSizes(storage, 'logs', BOUNDS)).toEqual({ time: 190, labels: 500 });
  });

  it('clamps stored and dragged widths to the column bounds', () => {
    const storage = memoryStorage({ 'mc.table.logs.columnSize.time': '5' });
    expect(loadColumnSizes(storage, 'logs', BOUNDS).time).toBe(TIME.minSize);
    expect(clampColumnSize(LABELS, 10_000)).toBe(LABELS.maxSize);
    expect(clampColumnSize(LABELS, Number.NaN)).toBe(LABELS.defaultSize);
  });

  it('forgets a width set back to its default', () => {
    const storage = memoryStorage({ 'mc.table.logs.columnSize.time': '300' });
    saveColumnSize(storage, 'logs', 'time', TIME, TIME.defaultSize);
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
    expect(loadColumnSizes(broken, 'logs', BOUNDS)).toEqual(DEFAULTS);
    expect(() => saveColumnSize(broken, 'logs', 'time', TIME, 300)).not.toThrow();
  });
});

describe('dragging a handle', () => {
  it('widens an end-edge column with the pointer and a start-edge one against it', () => {
    expect(draggedSize(TIME, 200, 40)).toBe(240);
    expect(draggedSize(LABELS, 300, -50)).toBe(350);
    expect(draggedSize(LABELS, 300, 50)).toBe(250);
  });

  it('lays the row out with the unsized columns sharing the rest', () => {
    const columns = [
      { id: 'time', resize: TIME },
      { id: 'message', minWidth: 240 },
      { id: 'labels', resize: LABELS },
    ];
    expect(gridTemplate(columns, { time: 200, labels: 320 })).toBe(
      '200px minmax(240px, 1fr) 320px',
    );
  });
});
