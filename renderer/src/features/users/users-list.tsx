// The users list as data (spec 3 §2.8): every identity with its highest role and state, read
// whole and sorted and paged in the list (the identity service does not page), by name first.
import { fetchUsers, USERS_KEY, type User } from '../../api/services/users.ts';
import type { Column } from '../../components/data-table/column.ts';
import { timeColumn } from '../../components/resource-list/common-columns.tsx';
import type { ResourceListDefinition } from '../../components/resource-list/resource-definition.ts';
import { clientSource } from '../../components/resource-list/fetch-source.ts';
import { StatusTag } from '../../components/status-tag/StatusTag.tsx';
import { USER_STATE } from '../../lib/vocabulary/user-state.ts';
import { shownRole } from './user-form.ts';

export const fullName = (user: User) => `${user.firstName} ${user.lastName}`.trim();

const columns: Column<User>[] = [
  { id: 'name', header: 'Name', cell: fullName, sortValue: fullName },
  { id: 'email', header: 'Email', cell: (u) => u.email, sortValue: (u) => u.email },
  {
    id: 'roles',
    header: 'Roles',
    cell: (u) => shownRole(u.roles),
    sortValue: (u) => shownRole(u.roles),
  },
  {
    id: 'state',
    header: 'State',
    sortValue: (u) => u.state,
    cell: (u) => <StatusTag vocabulary={USER_STATE} value={u.state} />,
    exportValue: (u) => u.state,
  },
  timeColumn('created_at', 'Created At', (u) => u.createdAt, false),
];

export const USERS_LIST: ResourceListDefinition<User> = {
  source: clientSource(USERS_KEY, ({ orgId, signal }) => fetchUsers(orgId, signal)),
  title: 'Users',
  columns,
  defaultSort: { sortBy: 'name', sortOrder: 'asc' },
  emptyText: 'No data available',
  permission: 'identities',
  getRowId: (u) => u.id,
  rowName: (u) => fullName(u) || u.email,
};
