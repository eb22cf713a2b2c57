// Bulk mode of the health table (spec 4 §2.11): the 'Bulk Run' button that enters it, the bar
// shown while in it, and the table's selection. Only the table has it (not the cards nor a pivot).
import { Button } from '@blueprintjs/core';
import type { CheckSummary } from '../../../api/services/health.types.ts';
import { useRowSelection } from '../../../components/resource-list/row-selection.tsx';
import { useSubject } from '../../../lib/permissions/PermissionsProvider.tsx';
import { useState } from 'react';
import { BulkRunBar, mayBulkRun, useBulkRun } from '../components/BulkRun.tsx';

const checkId = (c: CheckSummary) => c.id;

export function useBulkMode(orgId: string, visible: readonly CheckSummary[], table: boolean) {
  const allowed = mayBulkRun(useSubject()) && table;
  const [on, setOn] = useState(false);
  const { selection, selected, selectOnly, clear } = useRowSelection(checkId);
  const end = () => {
    setOn(false);
    clear();
  };
  const bulk = useBulkRun(orgId, end);
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
  return { button, bar, selection: active ? selection : undefined };
}
