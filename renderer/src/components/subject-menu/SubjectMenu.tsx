// A searchable column of subjects (the permissions workbench's, MCP's subject access): a search
// kept in the URL above a scrolling menu, with the loading, error and nothing-found states. The
// caller gives the menu's items.
import type { ReactNode } from 'react';
import { Menu, NonIdealState, Spinner } from '@blueprintjs/core';
import { QueryError } from '../query-error/QueryError.tsx';
import { UrlSearchBox } from '../search-box/UrlSearchBox.tsx';

export function SubjectMenu(props: {
  className: string;
  scrollClassName: string;
  heading?: ReactNode;
  search: string;
  onSearch: (q: string) => void;
  debounceMs?: number;
  read: { isPending: boolean; error: unknown };
  empty: boolean;
  children: ReactNode;
}) {
  const { read } = props;
  return (
    <aside className={props.className} aria-label="Subjects">
      {props.heading}
      <UrlSearchBox
        value={props.search}
        onChange={props.onSearch}
        placeholder="Search subjects..."
        debounceMs={props.debounceMs}
      />
      <div className={props.scrollClassName}>
        {read.isPending ? (
          <Spinner size={20} />
        ) : read.error ? (
          <QueryError error={read.error} what="subjects" />
        ) : props.empty ? (
          <NonIdealState title="No subjects found" />
        ) : (
          <Menu aria-label="Subject list">{props.children}</Menu>
        )}
      </div>
    </aside>
  );
}
