// /settings/permissions (spec 5-access §2.4). Being built (issue 35): the list comes next.
import { PermissionsTabs } from '../components/PermissionsTabs.tsx';

export function PermissionsPage() {
  return <PermissionsTabs current="permissions" />;
}
