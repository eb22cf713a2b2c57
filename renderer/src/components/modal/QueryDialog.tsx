// A dialog whose body waits for a query: a spinner while it loads, the inline error when it
// failed, `empty` when it answered nothing, else what `children` makes of the answer.
import type { ReactNode } from 'react';
import { Spinner } from '@blueprintjs/core';
import { QueryError } from '../query-error/QueryError.tsx';
import { Modal, type ModalProps } from './Modal.tsx';

export function QueryDialog<D>(
  props: Omit<ModalProps, 'isOpen' | 'children'> & {
    query: { data: D | undefined; isPending: boolean; error: unknown };
    /** What failed to load, as the error says it ('Could not load {what}'). */
    what: string;
    empty?: ReactNode;
    spinnerLabel?: string;
    children?: (data: NonNullable<D>) => ReactNode;
  },
) {
  const { query, what, empty, spinnerLabel, children, ...modal } = props;
  const { data, error } = query;
  const body =
    data != null && children ? (
      children(data)
    ) : query.isPending ? (
      <Spinner size={24} aria-label={spinnerLabel} />
    ) : error ? (
      <QueryError error={error} what={what} />
    ) : (
      empty
    );
  return (
    <Modal isOpen {...modal}>
      {body}
    </Modal>
  );
}
