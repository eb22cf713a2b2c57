// What a detail page shows before it has its record: a skeleton while it loads, the inline error
// (forbidden and offline included) when it could not be read, 'not found' with a way back when
// the server has no such record. Once the record is there the page renders itself. A page reads
// its record through DetailRecord: the state above until the record is there, then the page:
//   <DetailRecord query={detail} record={detail.data?.run} what="playbook run"
//     list={{ text: 'Playbook runs', to: paths.playbookRuns() }}>
//     {(run) => <DetailPage …>…</DetailPage>}
//   </DetailRecord>
import type { ReactNode } from 'react';
import { NonIdealState } from '@blueprintjs/core';
import { Link } from 'react-router';
import { QueryError } from '../query-error/QueryError.tsx';
import { PageSkeleton } from '../shell-chrome/PageSkeleton.tsx';

export interface DetailRead {
  /** Nothing read yet. */
  pending: boolean;
  /** The read failed and nothing is cached. */
  error: unknown;
  /** The server answered, without the record. */
  missing: boolean;
}

/** A query's state as a detail page reads it (`record` is what the page needs, once there). */
export function detailRead(
  query: { isPending: boolean; isError: boolean; error: unknown },
  record: unknown,
): DetailRead {
  const has = record !== undefined && record !== null;
  return {
    pending: query.isPending && !has,
    error: query.isError && !has ? query.error : null,
    missing: !query.isPending && !query.isError && !has,
  };
}

export interface DetailStatusText {
  /** What the page shows ('incident', 'playbook run'): in the skeleton's and error's names. */
  what: string;
  /** 'Playbook run not found' by default (from `what`). */
  notFoundText?: string;
  /** Where 'not found' leads back to; 'All <list>' to the list the record belongs to (`list`)
   * when not given. */
  back?: { text: string; to: string };
  /** The list the record belongs to (its breadcrumb's first crumb). */
  list?: { text: string; to: string };
  /** The file a too-large answer is saved to, instead ('config-{id}.json'). */
  fileName?: string;
  /** The breadcrumb, kept above an error or 'not found'. */
  header?: ReactNode;
}

const notFound = (what: string) => `${what.charAt(0).toUpperCase()}${what.slice(1)} not found`;

/** The page for a record not there yet, or null once the page can render the record. */
export function DetailStatus(props: DetailStatusText & { read: DetailRead }): ReactNode {
  const { read, what, list } = props;
  const back = props.back ?? (list && { text: `All ${list.text.toLowerCase()}`, to: list.to });
  if (read.pending) return <PageSkeleton label={`Loading ${what}`} />;
  if (!read.error && !read.missing) return null;
  return (
    <div className="mcd-detail-message">
      {props.header}
      {read.error ? (
        <QueryError error={read.error} what={`this ${what}`} fileName={props.fileName} />
      ) : (
        <NonIdealState
          icon="search"
          title={props.notFoundText ?? notFound(what)}
          description={back && <Link to={back.to}>{back.text}</Link>}
        />
      )}
    </div>
  );
}

const MISSING: DetailRead = { pending: false, error: null, missing: true };

/**
 * A detail page's record: its read state (DetailStatus) until the record is there, then the page
 * the children render from it.
 */
export function DetailRecord<T>(
  props: DetailStatusText & {
    query: { isPending: boolean; isError: boolean; error: unknown };
    record: T | null | undefined;
    /** Known not to exist without asking (a malformed id, one the server rejects): not found. */
    missing?: boolean;
    children: (record: T) => ReactNode;
  },
): ReactNode {
  const { query, record, missing, children, ...text } = props;
  if (record !== undefined && record !== null && !missing) return children(record);
  return <DetailStatus read={missing ? MISSING : detailRead(query, record)} {...text} />;
}
