// The global changes list (/catalog/changes, spec 2 §2): the section frame, then the list
// (changes-list.tsx: filters and chips in the query string, one server page of
// `POST /catalog/changes`, 200 rows by default, newest first) with 'Hide Deleted Config Changes'
// beside its filters, and the change details dialog on a row click. The list marks its first
// painted page as `list:painted:catalog/changes` (the catalog benchmark reads it).
import { useState } from 'react';
import { Switch } from '@blueprintjs/core';
import { ResourceList } from '../../../components/resource-list/ResourceList.tsx';
import { CatalogSectionPage } from '../changes/CatalogSectionPage.tsx';
import { changesList } from '../changes/changes-list.tsx';
import {
  HIDE_DELETED_CHANGES,
  useSwitchPreference,
} from '../../../lib/preferences/switch-preferences.ts';
import { ChangeDetailsDialog } from '../item/tabs/ChangeDetailsDialog.tsx';

export function CatalogChangesPage() {
  const [hideDeleted, setHideDeleted] = useSwitchPreference(HIDE_DELETED_CHANGES);
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <CatalogSectionPage section="changes">
      <ResourceList
        definition={changesList}
        scope={{ key: { hideDeleted } }}
        onRowClick={(row) => setOpenId(row.id)}
        toolbar={
          <Switch
            className="mc-catalog-switch"
            label="Hide Deleted Config Changes"
            checked={hideDeleted}
            onChange={(e) => setHideDeleted(e.currentTarget.checked)}
          />
        }
      />
      <ChangeDetailsDialog changeId={openId} onClose={() => setOpenId(null)} />
    </CatalogSectionPage>
  );
}
