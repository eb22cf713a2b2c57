// The global catalog access page, /catalog/access (spec 5-access §2.7): in the catalog's section
// frame (Catalog › Access [› config type] and the section tabs), grouped mode (tabs Catalogs,
// Users, Groups in `mode`, with `groupBy`) or flat mode once any flat filter is in the query. A
// grouped row links to flat mode filtered by its catalog, user or group (Copy link too); a
// grouped tab clears the filters and the paging. Each list keeps its params under its own
// prefix. The Users tab's row menu offers 'Add alias' and 'Merge duplicate into this user' to
// writers of `catalog`.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LinkTabs } from '../../../components/link-tabs/LinkTabs.tsx';
import { ResourceList } from '../../../components/resource-list/ResourceList.tsx';
import type { ListRowAction } from '../../../components/resource-list/row-actions.ts';
import type { ResourceListDefinition } from '../../../components/resource-list/resource-definition.ts';
import { encodeLabelFilter } from '../../../lib/labels/label-filter.ts';
import { paths } from '../../../lib/routing/paths.ts';
import type { AccessByUser } from '../../../api/services/catalog-access.ts';
import {
  FLAT_PARAMS,
  byConfigList,
  byGroupList,
  byUserList,
  flatList,
  typeScope,
} from './access-lists.tsx';
import { AddAliasDialog, MergeUserDialog } from './ExternalUserDialogs.tsx';
import { CatalogSectionPage } from '../changes/CatalogSectionPage.tsx';
import './access.css';

export const MODES = {
  'group-config': { title: 'Catalogs', groupBy: 'config', prefix: 'accessGroupConfig__' },
  'group-user': { title: 'Users', groupBy: 'user', prefix: 'accessGroupUser__' },
  'group-group': { title: 'Groups', groupBy: 'group', prefix: 'accessGroupGroup__' },
} as const;
export type Mode = keyof typeof MODES;
export const FLAT_PREFIX = 'accessFlat__';

const modeOf = (value: string | null): Mode =>
  value && value in MODES ? (value as Mode) : 'group-config';

/** Flat mode's URL, filtered by one value of one of its filters (a grouped row's drill-down). */
function drillDown(param: string, value: string, configType: string | undefined) {
  return paths.catalogAccess({
    [`${FLAT_PREFIX}${param}`]: encodeLabelFilter({ [value]: 1 }),
    [`${FLAT_PREFIX}configType`]: configType,
  });
}

/** The Users tab's row actions, each opening its dialog on the row. */
const USER_DIALOGS = [
  { id: 'alias', text: 'Add alias', icon: 'tag', Dialog: AddAliasDialog },
  {
    id: 'merge',
    text: 'Merge duplicate into this user',
    icon: 'merge-columns',
    Dialog: MergeUserDialog,
  },
] as const;

type UserDialog = (typeof USER_DIALOGS)[number]['Dialog'];

function useUserActions() {
  const [open, setOpen] = useState<{ Dialog: UserDialog; user: AccessByUser } | null>(null);
  const actions = USER_DIALOGS.map(({ Dialog, ...action }): ListRowAction<AccessByUser> => ({
    ...action,
    write: true,
    run: (user) => setOpen({ Dialog, user }),
  }));
  const dialog = open && <open.Dialog user={open.user} onClose={() => setOpen(null)} />;
  return { actions, dialog };
}

function GroupedList(props: { mode: Mode; configType: string | undefined }) {
  const { actions, dialog } = useUserActions();
  // A tab's list: narrowed to the page's config type, a row drills down to flat mode by `drill`.
  const list = <T,>(
    definition: ResourceListDefinition<T>,
    types: 'config_types' | 'config_type',
    drill: (row: T) => [param: string, value: string],
    rowActions?: readonly ListRowAction<T>[],
  ) => (
    <ResourceList
      definition={definition}
      paramPrefix={MODES[props.mode].prefix}
      scope={typeScope(types, props.configType)}
      rowActions={rowActions}
      rowHref={(row) => drillDown(...drill(row), props.configType)}
    />
  );
  if (props.mode === 'group-user')
    return (
      <>
        {list(byUserList, 'config_types', (r) => ['external_user_id', r.external_user_id], actions)}
        {dialog}
      </>
    );
  if (props.mode === 'group-group')
    return list(byGroupList, 'config_types', (r) => ['external_group_id', r.external_group_id]);
  return list(byConfigList, 'config_type', (r) => ['config_id', r.config_id]);
}

export function CatalogAccessPage() {
  const [searchParams] = useSearchParams();
  const flat = FLAT_PARAMS.some((p) => searchParams.has(FLAT_PREFIX + p));
  const mode = modeOf(searchParams.get('mode'));
  const configType =
    searchParams.get('configType')?.trim() ||
    searchParams.get(`${FLAT_PREFIX}configType`)?.trim() ||
    undefined;
  return (
    <CatalogSectionPage section="access" configType={configType}>
      <LinkTabs
        label="Group access by"
        className="mc-access-modes"
        current={flat ? ('' as Mode) : mode}
        tabs={(Object.keys(MODES) as Mode[]).map((id) => ({
          id,
          title: MODES[id].title,
          to: paths.catalogAccess({ mode: id, groupBy: MODES[id].groupBy, configType }),
        }))}
      />
      {flat ? (
        <ResourceList definition={flatList} paramPrefix={FLAT_PREFIX} />
      ) : (
        <GroupedList key={mode} mode={mode} configType={configType} />
      )}
    </CatalogSectionPage>
  );
}
