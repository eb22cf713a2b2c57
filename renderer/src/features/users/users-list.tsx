// The users list as data (spec 3 §2.8): every identity with its highest role and state, read
// whole and sorted and paged in the list (the identity service does not page), by name first.
import { fetchUsers, USERS_KEY, type User } from '../../api/services/users.ts';
import type { Column } from '../../components/data-table/column.ts';
import { sortedByName, sortedColumn } from '../../components/resource-list/client-list.ts';
import { timeColumn } from '../../components/resource-list/common-columns.tsx';
import type { ResourceListDefinition } from '../../components/resource-list/resource-definition.ts';
import { clientSource } from '../../components/resource-list/fetch-source.ts';
import { statusColumn } from '../../components/resource-list/status-column.tsx';
import { USER_STATE } from '../../lib/vocabulary/user-state.ts';
import { roleRank, shownRole } from './user-form.ts';

export const fullName = (user: User) => `${user.firstName} ${user.lastName}`.trim();

const columns: Column<User>[] = [
  sortedColumn('name', 'Name', fullName),
  sortedColumn('email', 'Email', (u) => u.email),
  sortedColumn('roles', 'Roles', (u) => shownRole(u.roles), {
    sortValue: (u) => roleRank(u.roles),
  }),
  statusColumn('state', 'State', USER_STATE, (u) => u.state, { sortValue: (u) => u.state }),
  timeColumn('created_at', 'Created At', (u) => u.createdAt, false),
];

export const USERS_LIST: ResourceListDefinition<User> = sortedByName({
  source: clientSource(USERS_KEY, ({ orgId, signal }) => fetchUsers(orgId, signal)),
  title: 'Users',
  columns,
  emptyText: 'No data available',
  permission: 'identities',
  rowName: (u) => fullName(u) || u.email,
});
