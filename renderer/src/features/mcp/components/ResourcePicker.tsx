// The left side of Playbooks and Views (spec 5-access §2.8): a search and the resources grouped
// by category ('Other' last); the chosen one is marked.
import { Menu, MenuDivider, MenuItem, NonIdealState, Spinner } from '@blueprintjs/core';
import type { McpResourceRow } from '../../../api/services/mcp.ts';
import { QueryError } from '../../../components/query-error/QueryError.tsx';
import { UrlSearchBox } from '../../../components/search-box/UrlSearchBox.tsx';
import { TypeIcon } from '../../../components/type-icon/TypeIcon.tsx';
import { byCategory, matchesSearch } from '../mcp-model.ts';

export function ResourcePicker(props: {
  read: { isPending: boolean; error: unknown };
  rows: readonly McpResourceRow[];
  selected: string | null;
  onSelect: (id: string) => void;
  search: string;
  onSearch: (q: string) => void;
  placeholder: string;
  emptyText: string;
  fallbackIcon: 'play' | 'th';
}) {
  const rows = props.rows.filter((r) => matchesSearch(props.search, r.title, r.name, r.namespace));
  return (
    <aside className="mcd-mcp-picker" aria-label="Resources">
      <UrlSearchBox
        value={props.search}
        onChange={props.onSearch}
        placeholder={props.placeholder}
      />
      <div className="mcd-mcp-scroll">
        {props.read.isPending ? (
          <Spinner size={20} />
        ) : props.read.error ? (
          <QueryError error={props.read.error} what="resources" />
        ) : rows.length === 0 ? (
          <NonIdealState title={props.emptyText} />
        ) : (
          <Menu aria-label="Resource list">
            {byCategory(rows).map((group) => [
              <MenuDivider key={`${group.title}-title`} title={group.title} />,
              ...group.rows.map((r) => (
                <MenuItem
                  key={r.id}
                  text={r.title || r.name}
                  label={r.namespace ?? undefined}
                  title={r.title || r.name}
                  active={r.id === props.selected}
                  aria-current={r.id === props.selected ? 'true' : undefined}
                  icon={<TypeIcon name={r.icon} fallback={props.fallbackIcon} />}
                  onClick={() => props.onSelect(r.id)}
                />
              )),
            ])}
          </Menu>
        )}
      </div>
    </aside>
  );
}
