// /settings/permissions/subjects (spec 5-access §2.5). Being built (issue 35): the workbench comes next.
import { PermissionsTabs } from '../components/PermissionsTabs.tsx';

export function SubjectsPage() {
  return <PermissionsTabs current="subjects" />;
}
