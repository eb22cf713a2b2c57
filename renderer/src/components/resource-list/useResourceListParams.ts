// The URL state of a resource list (page, size, sort, filters with their defaults) and a setter,
// both derived from the definition through the list codec; shared by ResourceList and by a screen
// whose cells change filters (an include button, say). `prefix` separates an embedded list's params.
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import {
  applyPatch,
  decode,
  DEFAULT_PAGE_SIZES,
  type ListCodecSpec,
  type ListState,
  type ListStatePatch,
} from '../../lib/url-state/filter-codec.ts';
import type { ResourceListDefinition } from './resource-definition.ts';

export type ListDefinitionCodec = Pick<
  ResourceListDefinition<unknown>,
  'filters' | 'pageSizes' | 'passThrough' | 'pageSizeInUrl' | 'defaultSort'
>;

/** The codec spec of a definition (its page sizes resolved). */
export function listParamsSpec(
  def: ListDefinitionCodec,
): ListCodecSpec & { pageSizes: readonly number[] } {
  return {
    filters: def.filters ?? [],
    pageSizes: def.pageSizes ?? DEFAULT_PAGE_SIZES,
    passThrough: def.passThrough ?? [],
    ...(def.pageSizeInUrl ? { pageSizeInUrl: true } : {}),
    ...(def.defaultSort ? { defaultSort: def.defaultSort } : {}),
  };
}

export function useResourceListParams(
  def: ListDefinitionCodec,
  prefix = '',
): {
  spec: ListCodecSpec & { pageSizes: readonly number[] };
  params: ListState;
  /** `replace` rewrites the history entry (a value the screen fills in, a search as typed). */
  update: (patch: ListStatePatch, options?: { replace?: boolean }) => void;
} {
  const [searchParams, setSearchParams] = useSearchParams();
  const spec = listParamsSpec(def);
  const { filters, pageSizes, passThrough, pageSizeInUrl, defaultSort } = def;
  const update = useCallback(
    (patch: ListStatePatch, options?: { replace?: boolean }) =>
      setSearchParams(
        (prev) =>
          applyPatch(
            listParamsSpec({ filters, pageSizes, passThrough, pageSizeInUrl, defaultSort }),
            prev,
            patch,
            prefix,
          ),
        options,
      ),
    [setSearchParams, filters, pageSizes, passThrough, pageSizeInUrl, defaultSort, prefix],
  );
  // A list whose links carry the page size writes it from the first visit, replacing the entry.
  const missingSize = !!pageSizeInUrl && !searchParams.has(`${prefix}pageSize`);
  useEffect(() => {
    if (missingSize)
      setSearchParams(
        (prev) =>
          applyPatch(
            listParamsSpec({ filters, pageSizes, passThrough, pageSizeInUrl, defaultSort }),
            prev,
            {},
            prefix,
          ),
        { replace: true },
      );
  }, [
    missingSize,
    setSearchParams,
    filters,
    pageSizes,
    passThrough,
    pageSizeInUrl,
    defaultSort,
    prefix,
  ]);
  return { spec, params: decode(spec, searchParams, prefix), update };
}
