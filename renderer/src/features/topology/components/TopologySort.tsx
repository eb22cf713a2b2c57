// The dashboard's sort (spec 2 §2, §9): a standard field or a headline property, and the order.
// It sits at the end of the filter bar's row, styled as one of its fields.
import { Button, HTMLSelect } from '@blueprintjs/core';
import { FilterField } from '../../../components/filter-bar/FilterField.tsx';
import { FIELD_SORT_PREFIX, STANDARD_SORTS, type Sort } from '../card-model.ts';
import { sortByField } from '../topology-filters.ts';

export function TopologySort(props: {
  sort: Sort;
  customSorts: readonly string[];
  onChange: (sort: Sort) => void;
}) {
  const { sort, onChange } = props;
  const options = [
    ...STANDARD_SORTS,
    ...props.customSorts.map((name) => ({ value: `${FIELD_SORT_PREFIX}${name}`, label: name })),
  ];
  const ascending = sort.sortOrder === 'asc';
  return (
    <FilterField label="Sort">
      <HTMLSelect
        aria-label="Sort by"
        value={sort.sortBy}
        onChange={(e) => onChange(sortByField(e.currentTarget.value, sort))}
        options={options}
      />
      <Button
        variant="minimal"
        icon={ascending ? 'sort-asc' : 'sort-desc'}
        aria-label={ascending ? 'Ascending' : 'Descending'}
        title={ascending ? 'Ascending' : 'Descending'}
        onClick={() => onChange({ ...sort, sortOrder: ascending ? 'desc' : 'asc' })}
      />
    </FilterField>
  );
}
