// The frame of every list screen: the heading, the screen's actions for users who may write
// (disabled offline, with the reason), the 'as of' mark on cached data, and either the list or,
// when it failed with nothing to show, the inline error (forbidden and offline included).
import type { ReactNode } from 'react';
import { Button, Callout, H3 } from '@blueprintjs/core';
import { AsOf } from '../offline/AsOf.tsx';
import { OfflineGuard } from '../offline/OfflineGuard.tsx';
import { formatTimestamp } from '../../lib/format/timestamp.ts';
import { QueryError } from '../query-error/QueryError.tsx';
import type { ListActions } from './resource-definition.ts';
import './ResourceList.css';

export function ListScreen(props: {
  title: string;
  /** The page names the list already: the heading is left out (the table keeps the name). */
  hideTitle?: boolean;
  /** The user may write: the actions show. */
  canWrite: boolean;
  actions?: ListActions;
  dataUpdatedAt: number | undefined;
  /** The failure to show instead of the list (only when there is no data to show). */
  error: unknown;
  /** The failure's title, when not 'Could not load <title>'. */
  errorTitle?: string;
  /** The server asked to wait (429/503 `Retry-After`): its status and when the list is read again. */
  retry?: { status: number; at: number } | null;
  /** Beside the 'as of' mark, for every user (an Export button). */
  tools?: ReactNode;
  /** Between the heading and the filters, kept when the list fails (a summary strip, say). */
  above?: ReactNode;
  /** Above the list, kept when it fails: the filters (a user changes them back). */
  filters?: ReactNode;
  children: ReactNode;
}) {
  const { title, canWrite, actions, error } = props;
  const tools = (
    <>
      {canWrite && actions && (
        <OfflineGuard>{(offline) => <>{actions({ offline })}</>}</OfflineGuard>
      )}
      {props.tools}
      <AsOf dataUpdatedAt={props.dataUpdatedAt} />
    </>
  );
  // Without a heading, the actions and tools end the filters' row rather than take one above it.
  const inline = props.hideTitle && props.filters && !props.above;
  return (
    <div className="mcd-resource-list">
      {inline ? (
        <div className="mcd-resource-list-header mcd-resource-list-header-inline">
          {props.filters}
          <span className="mcd-resource-list-tools">{tools}</span>
        </div>
      ) : (
        <div className="mcd-resource-list-header">
          {!props.hideTitle && <H3>{title}</H3>}
          {tools}
        </div>
      )}
      {props.retry && (
        <Callout intent="warning" compact role="status">
          The server is busy (HTTP {props.retry.status}) and asked to wait; trying again at{' '}
          {formatTimestamp(props.retry.at, 'HH:mm:ss')}.
        </Callout>
      )}
      {props.above}
      {!inline && props.filters}
      {error ? (
        <QueryError error={error} what={title.toLowerCase()} title={props.errorTitle} />
      ) : (
        props.children
      )}
    </div>
  );
}

/** The primary 'Add …' button of a list screen. */
export function AddButton(props: { text: string; offline: boolean; onClick: () => void }) {
  return (
    <Button
      icon="plus"
      intent="primary"
      text={props.text}
      disabled={props.offline}
      onClick={props.onClick}
    />
  );
}
