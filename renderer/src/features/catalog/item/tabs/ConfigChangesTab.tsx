// The Changes tab of /catalog/{id} (spec 2 §2): the item's changes in the global list's columns
// (without the config's), newest first, 50 at a time with more loaded near the bottom; a row
// opens the change details dialog.
import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { configChangesQuery } from '../../../../api/services/catalog-tabs.ts';
import { useOrgId } from '../../../../session/org-context.tsx';
import { CHANGE_COLUMNS } from '../../changes/changes-list.tsx';
import { ChangeDetailsDialog } from './ChangeDetailsDialog.tsx';
import { PagedTabTable } from './PagedTabTable.tsx';

export function ConfigChangesTab({ configId }: { configId: string }) {
  const orgId = useOrgId();
  const changes = useInfiniteQuery(configChangesQuery(orgId, configId));
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <PagedTabTable
      label="Config changes"
      what="changes"
      columns={CHANGE_COLUMNS}
      query={changes}
      getRowId={(c) => c.id}
      onRowClick={(c) => setOpenId(c.id)}
    >
      <ChangeDetailsDialog changeId={openId} onClose={() => setOpenId(null)} />
    </PagedTabTable>
  );
}
