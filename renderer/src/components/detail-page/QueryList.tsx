// A sidebar section's list read by its own query (a component's teams, a config's incidents):
// nothing while it loads, the empty text once it is read empty, one row per item otherwise.
import type { ReactNode } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useOrgId } from '../../session/org-context.tsx';
import type { SidebarSection } from './DetailSidebar.tsx';
import { SideList } from './SideList.tsx';

export interface QueryListProps<T, K extends QueryKey> {
  /** The rows' query in the current organisation. */
  query: (orgId: string) => UseQueryOptions<T[], Error, T[], K>;
  rowKey: (row: T) => string;
  /** A row's content: links, a status dot, a tag. */
  row: (row: T) => ReactNode;
  emptyText?: string;
}

export function QueryList<T, K extends QueryKey>(props: QueryListProps<T, K>) {
  const { query, rowKey, row, emptyText = 'None' } = props;
  const rows = useQuery(query(useOrgId())).data;
  return (
    <SideList rows={rows} emptyText={emptyText} rowKey={rowKey}>
      {row}
    </SideList>
  );
}

/** A sidebar section that is one such list. */
export function queryListSection<T, K extends QueryKey>(
  id: string,
  title: string,
  list: QueryListProps<T, K>,
): SidebarSection {
  return { id, title, content: <QueryList {...list} /> };
}
