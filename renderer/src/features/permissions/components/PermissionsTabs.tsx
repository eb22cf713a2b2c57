// The header the permissions list and the subject workbench share (spec 5-access §2.1): tabs
// 'Permissions' and 'Subjects' that keep the current query string.
import { useLocation } from 'react-router';
import { LinkTabs, type LinkTab } from '../../../components/link-tabs/LinkTabs.tsx';
import { paths } from '../../../lib/routing/paths.ts';

export type PermissionsTab = 'permissions' | 'subjects';

export function PermissionsTabs(props: { current: PermissionsTab }) {
  const { search } = useLocation();
  const tabs: readonly LinkTab<PermissionsTab>[] = [
    { id: 'permissions', title: 'Permissions', to: `${paths.settings.permissions()}${search}` },
    { id: 'subjects', title: 'Subjects', to: `${paths.settings.permissionSubjects()}${search}` },
  ];
  return <LinkTabs label="Permissions sections" tabs={tabs} current={props.current} />;
}
