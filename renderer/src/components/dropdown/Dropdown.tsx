// Single-choice dropdown with filtering (Blueprint Select). Empty states read 'No options found'
// or, for search-driven lists, 'Start typing to search' (spec 1 §2). Above 20 options only the
// visible rows are rendered (TanStack Virtual).
import { useEffect, useRef } from 'react';
import { Button, Menu, MenuItem } from '@blueprintjs/core';
import { Select } from '@blueprintjs/select';
import type { ItemListRendererProps, ItemRenderer } from '@blueprintjs/select';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { DropdownOption } from './dropdown-options.ts';
import { WINDOW_THRESHOLD, emptyText, matchesOption } from './dropdown-options.ts';

export type DropdownProps = {
  options: readonly DropdownOption[];
  value: string | undefined;
  /** The chosen option, for the button, when `options` leave it out (a search narrowed them). */
  current?: DropdownOption | undefined;
  onChange: (value: string) => void;
  'aria-label': string;
  placeholder?: string;
  /** When given, the caller searches (e.g. on the server) and `options` are the results. */
  onQueryChange?: (query: string) => void;
  disabled?: boolean;
  fill?: boolean;
};

const ITEM_HEIGHT = 30;

const optionRenderer =
  (selectedValue: string | undefined): ItemRenderer<DropdownOption> =>
  (option, { handleClick, handleFocus, modifiers, ref }) => {
    if (!modifiers.matchesPredicate) return null;
    return (
      <MenuItem
        key={option.value}
        ref={ref}
        roleStructure="listoption"
        active={modifiers.active}
        selected={option.value === selectedValue}
        disabled={modifiers.disabled}
        icon={option.icon}
        text={option.label}
        label={option.description}
        onClick={handleClick}
        onFocus={handleFocus}
      />
    );
  };

function WindowedList({
  props,
  empty,
}: {
  props: ItemListRendererProps<DropdownOption>;
  empty: string;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const { filteredItems, activeItem, renderItem } = props;
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design.
  const virtualizer = useVirtualizer({
    count: filteredItems.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ITEM_HEIGHT,
    overscan: 8,
  });
  const activeIndex = activeItem && 'value' in activeItem ? filteredItems.indexOf(activeItem) : -1;
  // Keyboard navigation moves the active item; keep it in view since it may not be rendered.
  useEffect(() => {
    if (activeIndex >= 0) virtualizer.scrollToIndex(activeIndex, { align: 'auto' });
  }, [activeIndex, virtualizer]);

  if (filteredItems.length === 0) {
    return (
      <Menu role="listbox" {...props.menuProps}>
        <MenuItem disabled text={empty} roleStructure="listoption" />
      </Menu>
    );
  }
  const virtualItems = virtualizer.getVirtualItems();
  const top = virtualItems[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (virtualItems[virtualItems.length - 1]?.end ?? 0);
  // Spacer <li>s keep the list valid (ul > li) while only the visible options are rendered.
  return (
    <div ref={scrollRef} style={{ maxHeight: 300, overflow: 'auto' }}>
      <Menu role="listbox" {...props.menuProps}>
        {top > 0 && <li aria-hidden style={{ height: top }} />}
        {virtualItems.map((v) => {
          const option = filteredItems[v.index];
          return option ? renderItem(option, v.index) : null;
        })}
        {bottom > 0 && <li aria-hidden style={{ height: bottom }} />}
      </Menu>
    </div>
  );
}

export function Dropdown({
  options,
  value,
  current,
  onChange,
  placeholder = 'Select…',
  onQueryChange,
  disabled,
  fill,
  ...rest
}: DropdownProps) {
  const selected =
    options.find((option) => option.value === value) ??
    (current && current.value === value ? current : undefined);
  const searchDriven = onQueryChange !== undefined;
  return (
    <Select<DropdownOption>
      items={[...options]}
      itemsEqual="value"
      itemPredicate={searchDriven ? undefined : matchesOption}
      itemRenderer={optionRenderer(value)}
      itemDisabled={(option) => option.disabled === true}
      onItemSelect={(option) => onChange(option.value)}
      onQueryChange={onQueryChange}
      disabled={disabled}
      fill={fill}
      resetOnClose
      popoverProps={{ minimal: true, matchTargetWidth: fill }}
      inputProps={{ placeholder: 'Filter…', 'aria-label': `Filter ${rest['aria-label']}` }}
      itemListRenderer={(props) => {
        const empty = emptyText(props.query, searchDriven);
        if (props.filteredItems.length > WINDOW_THRESHOLD)
          return <WindowedList props={props} empty={empty} />;
        return (
          <Menu
            role="listbox"
            ulRef={props.itemsParentRef}
            {...props.menuProps}
            style={{ maxHeight: 300, overflow: 'auto' }}
          >
            {props.filteredItems.length === 0 ? (
              <MenuItem disabled text={empty} roleStructure="listoption" />
            ) : (
              props.filteredItems.map(props.renderItem)
            )}
          </Menu>
        );
      }}
    >
      <Button
        aria-label={`${rest['aria-label']}: ${selected?.label ?? placeholder}`}
        icon={selected?.icon}
        endIcon="caret-down"
        text={selected?.label ?? placeholder}
        disabled={disabled}
        fill={fill}
        alignText="start"
      />
    </Select>
  );
}
