// The global changes list (/catalog/changes, spec 2 §2): the section frame, then the list
// (changes-list.tsx: filters and chips in the query string, one server page of
// `POST /catalog/changes`, 200 rows by default, newest first) with 'Hide Deleted Config Changes'
// beside its filters, and the change details dialog on a row click. The list marks its first
// painted page as `list:painted:catalog/changes` (the catalog benchmark reads it).
import { DialogList } from '../../../components/resource-list/DialogList.tsx';
import { CatalogSectionPage } from '../changes/CatalogSectionPage.tsx';
import { changesList } from '../../../components/catalog-lists/changes-list.tsx';
import { HIDE_DELETED_CHANGES } from '../../../lib/preferences/switch-preferences.ts';
import { usePreferenceSwitch } from '../../../components/preference-switch/usePreferenceSwitch.tsx';
import { ChangeDetailsDialog } from '../item/tabs/ChangeDetailsDialog.tsx';

export function CatalogChangesPage() {
  const [hideDeleted, hideDeletedSwitch] = usePreferenceSwitch(
    HIDE_DELETED_CHANGES,
    'mc-catalog-switch',
  );
  return (
    <CatalogSectionPage section="changes">
      <DialogList
        definition={changesList}
        scope={{ key: { hideDeleted } }}
        toolbar={hideDeletedSwitch}
        rowOpens
        dialog={(row, close) => row && <ChangeDetailsDialog changeId={row.id} onClose={close} />}
      />
    </CatalogSectionPage>
  );
}
