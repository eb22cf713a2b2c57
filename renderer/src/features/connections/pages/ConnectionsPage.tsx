// /settings/connections (spec 3 §2.6): the organisation's connections, newest first, sorted on
// the server; a row opens its edit dialog; 'Add Connection' for users who may write connections.
import { connectionsSource, type Connection } from '../../../api/services/connections.ts';
import { editListScreen } from '../../../components/resource-list/edit-list-screen.tsx';
import { TypeIcon } from '../../../components/type-icon/TypeIcon.tsx';
import { createdByColumn, timeColumn } from '../../../components/resource-list/common-columns.tsx';
import type { ResourceListDefinition } from '../../../components/resource-list/resource-definition.ts';
import { ConnectionDialog } from '../components/ConnectionDialog.tsx';
import { connectionType, connectionTypeLabel } from '../connection-types.ts';
import '../connections.css';

export const CONNECTIONS_LIST: ResourceListDefinition<Connection> = {
  source: connectionsSource,
  title: 'Connections',
  permission: 'connections',
  columns: [
    {
      id: 'name',
      header: 'Name',
      sortable: true,
      cell: (row) => (
        <span className="mcd-connection-name">
          <TypeIcon name={row.type} size={16} fallback={connectionType(row.type)?.icon ?? 'link'} />
          {row.name}
        </span>
      ),
    },
    { id: 'type', header: 'Type', sortable: true, cell: (row) => connectionTypeLabel(row.type) },
    { id: 'namespace', header: 'Namespace', sortable: true, cell: (row) => row.namespace },
    { id: 'source', header: 'Source', sortable: true, cell: (row) => row.source ?? 'UI' },
    timeColumn('created_at', 'Created', (row) => row.created_at),
    timeColumn('updated_at', 'Updated', (row) => row.updated_at),
    createdByColumn(),
  ],
};

export const ConnectionsPage = editListScreen(CONNECTIONS_LIST, 'Add Connection', ConnectionDialog);
