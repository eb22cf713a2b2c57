// A section that shows one of the console's own lists (spec 4-views §2.7, `uiRef`): the changes
// list or the catalog list (components/catalog-lists/), with their filter bars, under the
// section's own params (`changes_{title}__`, `configs_{title}__`), filtered by the section's
// filters until the user chooses otherwise (they are the filters' defaults: a reload keeps what
// the user chose, where the web console writes them over the URL once on mount). `access` and `accessLogs` show the header only, as the web console
// does.
import { useMemo } from 'react';
import type { CatalogChangeRow } from '../../../api/services/catalog-changes.types.ts';
import type { ConfigListRow } from '../../../api/services/catalog.types.ts';
import type { ViewSection } from '../../../api/services/views.types.ts';
import { catalogList } from '../../../components/catalog-lists/catalog-list.tsx';
import { CATALOG_FILTERS } from '../../../components/catalog-lists/catalog-filters.tsx';
import { changesList } from '../../../components/catalog-lists/changes-list.tsx';
import type { ResourceListDefinition } from '../../../components/resource-list/resource-definition.ts';
import { ResourceList } from '../../../components/resource-list/ResourceList.tsx';
import { changesPresets, configsPresets, nativePrefix } from '../native-presets.ts';

/** A section's list is this tall at most, so the sections after it stay in sight. */
const SECTION_TABLE_HEIGHT = 360;
// Deleted items and their changes stay hidden, as the lists' own screens hide them by default.
const SCOPE = { key: { hideDeleted: true } };

/** One of the console's lists as a section shows it: its definition and how the section's
 * filters (`uiRef.changes` or `.configs`) read as the list's params. */
interface NativeList<T> {
  kind: 'changes' | 'configs';
  definition: ResourceListDefinition<T>;
  toParams: (uiRef: Readonly<Record<string, unknown>>) => Record<string, string>;
}

const CHANGES: NativeList<CatalogChangeRow> = {
  kind: 'changes',
  definition: { ...changesList, tableHeight: SECTION_TABLE_HEIGHT },
  toParams: changesPresets,
};
// The catalog's Group By is its page's own menu, not a filter of the embedded list.
const CONFIGS: NativeList<ConfigListRow> = {
  kind: 'configs',
  definition: {
    ...catalogList,
    filters: CATALOG_FILTERS,
    groups: undefined,
    tableHeight: SECTION_TABLE_HEIGHT,
  },
  toParams: configsPresets,
};

/**
 * The list with the section's filters as its filters' defaults: they apply while the URL says
 * nothing else, and the user may change or clear them like any filter.
 */
function EmbeddedList<T>(
  props: NativeList<T> & { title: string; uiRef: Readonly<Record<string, unknown>> },
) {
  const { definition, uiRef, toParams } = props;
  const preset = useMemo(() => {
    const presets = toParams(uiRef);
    return {
      ...definition,
      filters: (definition.filters ?? []).map((filter) =>
        presets[filter.param] === undefined
          ? filter
          : { ...filter, defaultValue: presets[filter.param] },
      ),
    };
  }, [definition, uiRef, toParams]);
  return (
    <ResourceList
      definition={preset}
      paramPrefix={nativePrefix(props.kind, props.title)}
      scope={SCOPE}
    />
  );
}

export function NativeSection(props: { title: string; uiRef: NonNullable<ViewSection['uiRef']> }) {
  const { uiRef, title } = props;
  if (uiRef.changes) return <EmbeddedList {...CHANGES} title={title} uiRef={uiRef.changes} />;
  if (uiRef.configs) return <EmbeddedList {...CONFIGS} title={title} uiRef={uiRef.configs} />;
  return null;
}
