// Bulk mode of the health table (spec 4 §2.11): the 'Bulk Run' button that enters it, the bar
// shown while in it, and the table's selection. Only the table has it (not the cards nor a pivot).
import { Button } from '@blueprintjs/core';
import type { CheckSummary } from '../../../api/services/health.types.ts';
import { useRowSelection } from '../../../components/resource-list/row-selection.tsx';
import { groupedBy } from '../../../lib/data/grouped-by.ts';
import { useSubject } from '../../../lib/permissions/PermissionsProvider.tsx';
import { useState } from 'react';
import { BulkRunBar, mayRunChecks, useBulkRun } from '../components/BulkRun.tsx';

const checkId = (c: CheckSummary) => c.id;

/** A group's checks by its key, the checks sorted into groups on the first ask. */
function byGroup(checks: readonly CheckSummary[], groupOf: (check: CheckSummary) => string) {
  let groups: Map<string, CheckSummary[]> | undefined;
  return (key: string): readonly CheckSummary[] => {
    groups ??= groupedBy(checks, groupOf);
    return groups.get(key) ?? [];
  };
}

/**
 * `groupOf`: the group key of a check as the table groups them, so a group's checkbox selects the
 * group's checks on every page (spec 4 §2.11, 'a group checkbox toggles all its checks'), as
 * Select All selects the filtered checks on every page.
 */
export function useBulkMode(
  visible: readonly CheckSummary[],
  table: boolean,
  groupOf: ((check: CheckSummary) => string) | undefined,
) {
  const allowed = mayRunChecks(useSubject()) && table;
  const [on, setOn] = useState(false);
  const { selection, selected, selectOnly, clear } = useRowSelection(checkId);
  const end = () => {
    setOn(false);
    clear();
  };
  const bulk = useBulkRun(end);
  const active = allowed && on;
  const button = allowed && !on && (
    <Button icon="play" text="Bulk Run" onClick={() => setOn(true)} />
  );
  const bar = active && (
    <BulkRunBar
      count={selected.size}
      running={bulk.running}
      onSelectAll={() => selectOnly(visible)}
      onSelectNone={clear}
      onCancel={end}
      onRun={() => bulk.run([...selected])}
    />
  );
  if (!active) return { button, bar, selection: undefined };
  return {
    button,
    bar,
    selection: groupOf ? { ...selection, groupRows: byGroup(visible, groupOf) } : selection,
  };
}
