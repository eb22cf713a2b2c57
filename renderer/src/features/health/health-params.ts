// The dashboard's state lives in the query string (spec 1 §2). This module reads it with the
// spec's defaults (hide passing on when unset, tab by namespace, group by canary_name, page 0 of
// 50, time range 1h) and writes changes back, dropping values equal to their default.
import type { LabelFilter } from '../../lib/labels/label-filter.ts';
import { decodeLabelFilter, encodeLabelFilter } from '../../lib/labels/label-filter.ts';
import {
  PIVOT_BY_LABEL,
  PIVOT_NONE,
  readPivotCellType,
  type PivotCellType,
} from './check-pivot.ts';

export const DEFAULT_GROUP_BY = 'canary_name';
export const DEFAULT_TAB_BY = 'namespace';
export const ALL_TAB = 'All';
export const HEALTH_PAGE_SIZE = 50;
export const DEFAULT_TIME_RANGE = '1h';

export type HealthLayout = 'table' | 'card';

export interface HealthParams {
  timeRange: string;
  labels: LabelFilter;
  query: string;
  layout: HealthLayout;
  checkId: string | undefined;
  sortBy: string | undefined;
  sortDesc: boolean;
  hidePassing: boolean;
  groupBy: string;
  tabBy: string;
  tab: string;
  /** 'none', or 'label' to pivot on the `pivotLabel` key (table layout only). */
  pivotBy: string;
  pivotLabel: string | undefined;
  pivotCellType: PivotCellType;
  pageIndex: number;
  pageSize: number;
}

function nonNegativeInt(value: string | null, fallback: number, min = 0): number {
  if (value === null || value.trim() === '') return fallback;
  const n = Number(value);
  return Number.isInteger(n) && n >= min ? n : fallback;
}

export function readHealthParams(params: URLSearchParams): HealthParams {
  return {
    timeRange: params.get('timeRange') || DEFAULT_TIME_RANGE,
    labels: decodeLabelFilter(params.get('labels')),
    query: params.get('query') ?? '',
    layout: params.get('layout') === 'card' ? 'card' : 'table',
    checkId: params.get('checkId') || undefined,
    sortBy: params.get('sortBy') || undefined,
    sortDesc: params.get('sortDesc') === 'true',
    hidePassing: params.get('hidePassing') !== 'false',
    groupBy: params.get('groupBy') || DEFAULT_GROUP_BY,
    tabBy: params.get('tabBy') || DEFAULT_TAB_BY,
    tab: params.get('tab') || ALL_TAB,
    pivotBy:
      params.get('pivotBy') === PIVOT_BY_LABEL && params.get('pivotLabel')
        ? PIVOT_BY_LABEL
        : PIVOT_NONE,
    pivotLabel: params.get('pivotLabel') || undefined,
    pivotCellType: readPivotCellType(params.get('pivotCellType')),
    pageIndex: nonNegativeInt(params.get('pageIndex'), 0),
    pageSize: nonNegativeInt(params.get('pageSize'), HEALTH_PAGE_SIZE, 1),
  };
}

const DEFAULTS: Partial<Record<keyof HealthParams, string>> = {
  layout: 'table',
  sortDesc: 'false',
  hidePassing: 'true',
  groupBy: DEFAULT_GROUP_BY,
  tabBy: DEFAULT_TAB_BY,
  tab: ALL_TAB,
  pivotBy: PIVOT_NONE,
  pivotCellType: 'uptime',
  pageIndex: '0',
  pageSize: String(HEALTH_PAGE_SIZE),
  query: '',
};

/** A copy of `params` with `patch` applied; defaults and empty values are removed from the URL. */
export function patchHealthParams(
  params: URLSearchParams,
  patch: Partial<HealthParams>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, raw] of Object.entries(patch) as [keyof HealthParams, unknown][]) {
    let value: string | undefined;
    if (key === 'labels') value = encodeLabelFilter(raw as LabelFilter);
    else if (raw === undefined || raw === null) value = undefined;
    else if (typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean')
      value = String(raw);
    else value = undefined;
    if (value === undefined || value === '' || DEFAULTS[key] === value) next.delete(key);
    else next.set(key, value);
  }
  return next;
}
