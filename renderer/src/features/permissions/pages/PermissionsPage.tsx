// /settings/permissions (spec 5-access §2.4): the 'Permissions' tab. Add Permission (write) and a
// row open the permission form; a rule's action filters the list by it.
import { useSearchParams } from 'react-router';
import { DialogList } from '../../../components/resource-list/DialogList.tsx';
import { useWindowTitle } from '../../../lib/hooks/useWindowTitle.ts';
import { PermissionsTabs } from '../components/PermissionsTabs.tsx';
import { PermissionDialog } from '../PermissionDialog.tsx';
import { permissionsList } from '../permissions-list.tsx';
import '../permissions.css';

/** The list's definition as the route declares it (its filter clicks are the page's). */
export const PERMISSIONS_LIST = permissionsList({ onFilterAction: () => undefined });

export function PermissionsPage() {
  useWindowTitle('Permissions - Permissions');
  const [, setSearch] = useSearchParams();
  const filterAction = (action: string) =>
    setSearch((prev) => {
      const next = new URLSearchParams(prev);
      next.set('action', action);
      next.delete('pageIndex');
      return next;
    });
  return (
    <div className="mcd-permissions-screen">
      <PermissionsTabs current="permissions" />
      <DialogList
        definition={permissionsList({ onFilterAction: filterAction })}
        addText="Add Permission"
        rowOpens
        rowActions={(open) => [{ id: 'edit', text: 'Edit', icon: 'edit', write: true, run: open }]}
        dialog={(row, close, canWrite) => (
          <PermissionDialog row={row} canWrite={canWrite} onClose={close} />
        )}
      />
    </div>
  );
}
