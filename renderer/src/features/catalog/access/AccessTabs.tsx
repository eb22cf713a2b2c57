// A config item's tabs 'Access' and 'Access Logs' (spec 5-access §2.7): who holds which role on
// the item, sorted by user, and the item's sign-ins, newest first; both unpaged. Each tab shows
// only when it has rows, with their count as its badge (useAccessTabCounts).
import { useQuery } from '@tanstack/react-query';
import type { Column } from '../../../components/data-table/column.ts';
import { textColumn, whenColumn } from '../../../components/resource-list/text-columns.tsx';
import { useCan } from '../../../lib/permissions/PermissionsProvider.tsx';
import { useOrgId } from '../../../session/org-context.tsx';
import { QueryTable } from '../../../components/data-table/QueryTable.tsx';
import '../item/tabs/catalog-tabs.css';
import {
  configAccessLogsQuery,
  configAccessQuery,
  type AccessLog,
  type AccessRow,
} from '../../../api/services/catalog-access.ts';
import { MfaCell, NONE, PropertyChips, mfaText, userColumn } from './access-cells.tsx';
import './access.css';

const WIDE = { width: '17%' };

export const ACCESS_COLUMNS: readonly Column<AccessRow>[] = [
  userColumn((r) => ({ name: r.user, email: r.email }), { width: '20%' }),
  textColumn('role', 'Role', (r) => r.role, { width: '14%' }),
  textColumn('user_type', 'Type', (r) => r.user_type, { width: '13%' }),
  whenColumn('last_signed_in_at', 'Last Signed In', (r) => r.last_signed_in_at, WIDE, 'Never'),
  whenColumn('last_reviewed_at', 'Last Reviewed', (r) => r.last_reviewed_at, WIDE, NONE),
  whenColumn('created_at', 'Granted', (r) => r.created_at, WIDE, NONE),
];

const LOG_COLUMNS: readonly Column<AccessLog>[] = [
  userColumn((l) => ({ name: l.external_users?.name, email: l.external_users?.user_email }), {
    width: '24%',
  }),
  {
    id: 'mfa',
    header: 'MFA',
    width: '9%',
    exportValue: (l) => mfaText(l.mfa),
    cell: (l) => <MfaCell mfa={l.mfa} />,
  },
  {
    id: 'properties',
    header: 'Properties',
    exportValue: (l) => JSON.stringify(l.properties ?? {}),
    cell: (l) => <PropertyChips properties={l.properties} />,
  },
  whenColumn('created_at', 'Accessed At', (l) => l.created_at, { width: '15%' }, NONE),
];

interface TabProps {
  configId: string;
}

export const ConfigAccessTab = ({ configId }: TabProps) => (
  <QueryTable
    label="Catalog Access"
    what="catalog access"
    columns={ACCESS_COLUMNS}
    query={useQuery(configAccessQuery(useOrgId(), configId))}
    emptyText="No access found"
    before={<h3 className="mc-access-title">Catalog Access</h3>}
  />
);

export const ConfigAccessLogsTab = ({ configId }: TabProps) => (
  <QueryTable
    label="Access Logs"
    what="access logs"
    columns={LOG_COLUMNS}
    query={useQuery(configAccessLogsQuery(useOrgId(), configId))}
    emptyText="No access logs found"
  />
);

/** The two tabs' row counts (undefined while unread or without read on catalog). */
export function useAccessTabCounts(configId: string) {
  const orgId = useOrgId();
  const enabled = useCan('read', 'database');
  const access = useQuery({ ...configAccessQuery(orgId, configId), enabled });
  const logs = useQuery({ ...configAccessLogsQuery(orgId, configId), enabled });
  return { access: access.data?.length, 'access-logs': logs.data?.length };
}
