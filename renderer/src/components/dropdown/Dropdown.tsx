// Single-choice dropdown with filtering (Blueprint Select). Empty states read 'No options found'
// or, for search-driven lists, 'Start typing to search' (spec 1 §2). Above 20 options only the
// visible rows are rendered (TanStack Virtual). Options that `run` are actions, listed below the
// others (the organisation switcher's "Add organisation…"); `children` replaces the button.
import { useEffect, useRef, type ReactElement, type ReactNode } from 'react';
import { Button, Menu, MenuDivider, MenuItem, type PopoverProps } from '@blueprintjs/core';
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
  /** The filter box's placeholder and name ('Filter <aria-label>' by default). */
  filterPlaceholder?: string;
  placement?: PopoverProps['placement'];
  onOpenChange?: (open: boolean) => void;
  /** Sizes the list instead of the default 300 px high. */
  menuClassName?: string;
  /** The button that opens the list, instead of one showing the chosen option. */
  children?: ReactElement;
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
        text={
          <>
            {option.label}
            {option.note}
          </>
        }
        label={option.description}
        onClick={handleClick}
        onFocus={handleFocus}
      />
    );
  };

function WindowedList({
  props,
  empty,
  after,
}: {
  props: ItemListRendererProps<DropdownOption>;
  empty: string;
  /** The actions, below the scrolling options. */
  after: ReactNode;
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
    <>
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
      {after}
    </>
  );
}

/** The options (windowed above the threshold) or what an empty list says, then the actions. */
function listOf(
  props: ItemListRendererProps<DropdownOption>,
  empty: string,
  label: string,
  menuClassName: string | undefined,
) {
  const choices = props.filteredItems.filter((option) => !option.run);
  const actions = props.filteredItems
    .filter((option) => option.run)
    .map((option, index) => props.renderItem(option, choices.length + index));
  if (choices.length > WINDOW_THRESHOLD)
    return (
      <WindowedList
        props={{ ...props, filteredItems: choices }}
        empty={empty}
        after={actions.length > 0 && <Menu role="listbox">{actions}</Menu>}
      />
    );
  return (
    <Menu
      role="listbox"
      ulRef={props.itemsParentRef}
      {...props.menuProps}
      aria-label={label}
      className={menuClassName}
      style={menuClassName ? undefined : { maxHeight: 300, overflow: 'auto' }}
    >
      {choices.length === 0 ? (
        <MenuItem disabled text={empty} roleStructure="listoption" />
      ) : (
        choices.map(props.renderItem)
      )}
      {actions.length > 0 && <MenuDivider />}
      {actions}
    </Menu>
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
  placement,
  filterPlaceholder,
  onOpenChange,
  menuClassName,
  children,
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
      itemPredicate={(query, option) =>
        searchDriven || option.run !== undefined || matchesOption(query, option)
      }
      itemRenderer={optionRenderer(value)}
      itemDisabled={(option) => option.disabled === true}
      onItemSelect={(option) => (option.run ? option.run() : onChange(option.value))}
      onQueryChange={onQueryChange}
      disabled={disabled}
      fill={fill}
      resetOnClose
      popoverProps={{
        minimal: true,
        matchTargetWidth: fill,
        placement,
        onOpening: () => onOpenChange?.(true),
        onClosing: () => onOpenChange?.(false),
      }}
      inputProps={{
        placeholder: filterPlaceholder ?? 'Filter…',
        'aria-label': filterPlaceholder?.replace(/…$/, '') ?? `Filter ${rest['aria-label']}`,
      }}
      itemListRenderer={(props) =>
        listOf(props, emptyText(props.query, searchDriven), rest['aria-label'], menuClassName)
      }
    >
      {children ?? (
        <Button
          aria-label={`${rest['aria-label']}: ${selected?.label ?? placeholder}`}
          icon={selected?.icon}
          endIcon="caret-down"
          text={selected?.label ?? placeholder}
          disabled={disabled}
          fill={fill}
          alignText="start"
        />
      )}
    </Select>
  );
}
