// Pagination bar: previous/next, a page-jump input bounded to 1…page count, and the page-size
// choice (spec 1 §2). It only reports changes; the table owns the state.
import { useState } from 'react';
import { Button, HTMLSelect, Icon, InputGroup } from '@blueprintjs/core';
import { counted } from '../../lib/format/count.ts';
import { PAGE_SIZE_OPTIONS, pageCount, parsePageJump } from './table-model.ts';

export type TablePaginationProps = {
  pageIndex: number;
  pageSize: number;
  total: number;
  pageSizeOptions?: readonly number[];
  onChange: (pageIndex: number, pageSize: number) => void;
};

export function TablePagination({
  pageIndex,
  pageSize,
  total,
  pageSizeOptions = PAGE_SIZE_OPTIONS,
  onChange,
}: TablePaginationProps) {
  const pages = pageCount(total, pageSize);
  return (
    <nav className="mc-table-pagination" aria-label="Pagination">
      <Button
        icon="double-chevron-left"
        variant="minimal"
        aria-label="First page"
        disabled={pageIndex <= 0}
        onClick={() => onChange(0, pageSize)}
      />
      <Button
        icon="chevron-left"
        variant="minimal"
        aria-label="Previous page"
        disabled={pageIndex <= 0}
        onClick={() => onChange(pageIndex - 1, pageSize)}
      />
      <span className="mc-table-pagination-status" aria-live="polite">
        Page {pageIndex + 1} of {pages}
      </span>
      <Button
        icon="chevron-right"
        variant="minimal"
        aria-label="Next page"
        disabled={pageIndex >= pages - 1}
        onClick={() => onChange(pageIndex + 1, pageSize)}
      />
      <Button
        icon="double-chevron-right"
        variant="minimal"
        aria-label="Last page"
        disabled={pageIndex >= pages - 1}
        onClick={() => onChange(pages - 1, pageSize)}
      />
      <PageJump total={total} pageSize={pageSize} onJump={(page) => onChange(page, pageSize)} />
      <label className="mc-table-pagination-size">
        Rows per page
        <HTMLSelect
          aria-label="Rows per page"
          value={pageSize}
          // A page size from the URL that is not an option is still shown as the current one.
          options={withCurrent(pageSizeOptions, pageSize).map((size) => ({
            value: size,
            label: String(size),
          }))}
          onChange={(event) => onChange(0, Number(event.currentTarget.value))}
        />
      </label>
      <span className="mc-table-pagination-total">{counted(total, 'row')}</span>
    </nav>
  );
}

/** 'Go to page': a number from 1 to the page count; Enter jumps there, anything else is flagged. */
function PageJump(props: { total: number; pageSize: number; onJump: (pageIndex: number) => void }) {
  const pages = pageCount(props.total, props.pageSize);
  const [jump, setJump] = useState('');
  const jumpTarget = parsePageJump(jump, props.total, props.pageSize);
  const jumpInvalid = jump !== '' && jumpTarget === undefined;

  const submitJump = () => {
    if (jumpTarget === undefined) return;
    props.onJump(jumpTarget);
    setJump('');
  };

  return (
    <label className="mc-table-pagination-jump">
      Go to page
      <InputGroup
        size="small"
        inputMode="numeric"
        aria-label={`Go to page (1 to ${pages})`}
        aria-invalid={jumpInvalid}
        intent={jumpInvalid ? 'danger' : 'none'}
        placeholder={`1–${pages}`}
        value={jump}
        onValueChange={setJump}
        onKeyDown={(event) => {
          if (event.key === 'Enter') submitJump();
        }}
        style={{ width: 72 }}
      />
    </label>
  );
}

function withCurrent(options: readonly number[], current: number): readonly number[] {
  return options.includes(current) ? options : [...options, current].sort((a, b) => a - b);
}

/** Below the rows: what the table left out or flagged (skipped, duplicate rows), then the pager. */
export function TableFooter(
  props: TablePaginationProps & { notices: readonly string[]; pagination: boolean },
) {
  const { notices, pagination, ...pager } = props;
  return (
    <>
      {notices.length > 0 && (
        <div className="mc-table-notice" role="status">
          <Icon icon="warning-sign" size={12} />
          {notices.join(' ')}
        </div>
      )}
      {pagination && <TablePagination {...pager} />}
    </>
  );
}
