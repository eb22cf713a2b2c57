// The insights list's filters (spec 2 §2): Type, Severity, Analyzer and Component, then a
// removable chip per active filter.
import type { ComponentName } from '../../../api/services/catalog-changes.types.ts';
import type { CatalogInsightsParams } from '../../../api/services/catalog-changes.types.ts';
import { Dropdown } from '../../../components/dropdown/Dropdown.tsx';
import { TypeIcon } from '../../../components/type-icon/TypeIcon.tsx';
import { ANALYSIS_TYPE } from '../../../lib/vocabulary/issue-type.ts';
import { labelOf } from '../../../lib/vocabulary/vocabulary.ts';
import { FilterChips } from '../changes/FilterChips.tsx';
import {
  FilterField,
  choiceOptions,
  fromChoice,
  severityOptions,
} from '../changes/ChangesToolbar.tsx';
import { insightChips, type InsightsPatch } from './insights-params.ts';

const ALL = 'all';

export function InsightsToolbar(props: {
  params: CatalogInsightsParams;
  types: readonly string[];
  analyzers: readonly string[];
  components: readonly ComponentName[];
  onChange: (patch: InsightsPatch) => void;
}) {
  const { params, onChange } = props;
  const component = props.components.find((c) => c.id === params.component);
  const componentOptions = [
    { value: ALL, label: 'All' },
    ...props.components.map((c) => ({
      value: c.id,
      label: c.name ?? c.id,
      icon: <TypeIcon name={c.icon || c.type} fallback="cube" />,
    })),
    ...(params.component && !component
      ? [{ value: params.component, label: params.component }]
      : []),
  ];
  const typeOptions = choiceOptions(props.types, params.type, (type) => (
    <TypeIcon name={type} fallback="lightbulb" />
  )).map((o) => (o.value === ALL ? o : { ...o, label: labelOf(ANALYSIS_TYPE, o.value) }));
  return (
    <>
      <div className="mc-catalog-toolbar" role="toolbar" aria-label="Insight filters">
        <FilterField label="Type">
          <Dropdown
            aria-label="Type"
            options={typeOptions}
            value={params.type ?? ALL}
            onChange={(value) => onChange({ type: fromChoice(value) })}
          />
        </FilterField>
        <FilterField label="Severity">
          <Dropdown
            aria-label="Severity"
            options={severityOptions(params.severity)}
            value={params.severity ?? ALL}
            onChange={(value) => onChange({ severity: fromChoice(value) })}
          />
        </FilterField>
        <FilterField label="Analyzer">
          <Dropdown
            aria-label="Analyzer"
            options={choiceOptions(props.analyzers, params.analyzer)}
            value={params.analyzer ?? ALL}
            onChange={(value) => onChange({ analyzer: fromChoice(value) })}
          />
        </FilterField>
        <FilterField label="Component">
          <Dropdown
            aria-label="Component"
            options={componentOptions}
            value={params.component ?? ALL}
            onChange={(value) => onChange({ component: fromChoice(value) })}
          />
        </FilterField>
      </div>
      <FilterChips chips={insightChips(params, component?.name ?? undefined)} onRemove={onChange} />
    </>
  );
}
