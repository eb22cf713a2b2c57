// The URL state of a resource list (page, size, sort, filters with their defaults) and a setter,
// shared by ResourceList and by a screen whose cells change filters (an include button, say).
import { useSearchParams } from 'react-router';
import {
  DEFAULT_PAGE_SIZES,
  patchListParams,
  readListParams,
  type ListParams,
  type ListParamsPatch,
  type ListParamsSpec,
} from '../../lib/url-state/list-params.ts';
import type { ResourceListDefinition } from './resource-definition.ts';

export function listParamsSpec(
  def: Pick<ResourceListDefinition<unknown>, 'filters' | 'pageSizes'>,
): ListParamsSpec {
  const filters = def.filters ?? [];
  const defaults: Record<string, string> = {};
  for (const filter of filters)
    if (filter.defaultValue !== undefined) defaults[filter.param] = filter.defaultValue;
  return {
    pageSizes: def.pageSizes ?? DEFAULT_PAGE_SIZES,
    filterParams: filters.map((f) => f.param),
    filterDefaults: defaults,
  };
}

export function useResourceListParams<T>(def: ResourceListDefinition<T>): {
  spec: ListParamsSpec;
  params: ListParams;
  update: (patch: ListParamsPatch) => void;
} {
  const [searchParams, setSearchParams] = useSearchParams();
  const spec = listParamsSpec(def);
  return {
    spec,
    params: readListParams(searchParams, spec),
    update: (patch) => setSearchParams((prev) => patchListParams(prev, patch, spec)),
  };
}
