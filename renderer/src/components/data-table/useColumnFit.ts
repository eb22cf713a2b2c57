// The table's side of column fitting: measures the scroll box (a ResizeObserver, plus one read
// before the first paint so the table never shows a scrollbar it is about to lose; its first
// render fits to a guess learned from earlier measures, box-width-guess.ts), reads the
// user's column choice for this organisation and screen from localStorage, and asks column-fit.ts
// which columns to show. Tables whose columns declare no priority or minimum skip all of it.
import { useCallback, useLayoutEffect, useMemo, useState, type RefObject } from 'react';
import { useCurrentOrgOrNull } from '../../session/org-context.tsx';
import { useLocalPreference } from '../../lib/hooks/useLocalPreference.ts';
import {
  CHOOSER_WIDTH,
  columnChoiceKey,
  fitColumns,
  fitsByPriority,
  parseColumnChoice,
  toggleChoice,
  type ColumnFit,
} from './column-fit.ts';
import type { Column } from './column.ts';
import { guessBoxWidth, learnBoxWidth } from './box-width-guess.ts';

const same = (raw: string | null) => raw;

export type ColumnFitState<T> = ColumnFit<Column<T>> & {
  /** False for tables that do not fit by priority: every column shows, no chooser. */
  enabled: boolean;
  /** False while a fitted table waits for its box's first measure (its rows wait with it). */
  measured: boolean;
  toggle: (id: string, show: boolean) => void;
};

function useBoxWidth(
  ref: RefObject<HTMLElement | null>,
  enabled: boolean,
  table: string,
): number | null {
  const [width, setWidth] = useState<number | null>(() => (enabled ? guessBoxWidth(table) : null));
  useLayoutEffect(() => {
    const box = ref.current;
    if (!enabled || !box) return;
    const measure = () => {
      const measured = box.clientWidth;
      learnBoxWidth(table, measured);
      setWidth(measured);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [ref, enabled, table]);
  return enabled ? width : null;
}

export function useColumnFit<T>(
  columns: readonly Column<T>[],
  tableKey: string,
  boxRef: RefObject<HTMLElement | null>,
): ColumnFitState<T> {
  const enabled = fitsByPriority(columns);
  const orgId = useCurrentOrgOrNull()?.orgId ?? null;
  const width = useBoxWidth(boxRef, enabled, tableKey);
  const [raw, setRaw] = useLocalPreference(columnChoiceKey(orgId, tableKey), same, same);
  const choice = useMemo(() => parseColumnChoice(raw), [raw]);
  const fit = useMemo(
    () =>
      enabled
        ? fitColumns(columns, width === null ? null : width - CHOOSER_WIDTH, choice)
        : { visible: [...columns], hidden: [], widths: new Map<string, number>() },
    [enabled, columns, width, choice],
  );
  const toggle = useCallback(
    (id: string, show: boolean) => setRaw(JSON.stringify(toggleChoice(choice, id, show))),
    [choice, setRaw],
  );
  return { ...fit, enabled, measured: !enabled || width !== null, toggle };
}
