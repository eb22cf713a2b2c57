// Inline error for a failed query: a forbidden answer gets the Unauthorized text; a query that
// failed because the organisation cannot be reached, while it is offline, says it is not available
// offline (there is no cached copy — with one, the query would show its data); an answer above
// the gateway's size cap offers to save it to a file instead (ResponseTooLarge); anything else
// shows the error's own message (the query cache toasts unexpected errors separately).
import { Callout } from '@blueprintjs/core';
import { ApiError } from '../../api/http/api-error.ts';
import { useConnectivity } from '../../session/offline/hooks.ts';
import { isNetworkFailure } from '../../session/offline/network-failure.ts';
import { NotAvailableOffline } from '../offline/NotAvailableOffline.tsx';
import { ResponseTooLarge } from './ResponseTooLarge.tsx';

/** A failure that carries no message of its own. */
export const ERROR_TEXT = 'An error occurred';

export const FORBIDDEN_TEXT = 'You do not have permission to access this page';

export function QueryError({
  error,
  what,
  title,
  fileName,
}: {
  error: unknown;
  what: string;
  /** The title of any other failure; default 'Could not load {what}'. */
  title?: string;
  /** The name "Save to file" suggests for an answer too large to show (default: the route's). */
  fileName?: string;
}) {
  const { offline } = useConnectivity();
  if (error instanceof ApiError && error.status === 403) {
    return (
      <Callout intent="warning" role="alert" title="Forbidden">
        {FORBIDDEN_TEXT}
      </Callout>
    );
  }
  if (error instanceof ApiError && error.isTooLarge)
    return <ResponseTooLarge error={error} fileName={fileName} />;
  if (offline && isNetworkFailure(error)) return <NotAvailableOffline what={what} />;
  const message = (error instanceof Error ? error.message : String(error)) || ERROR_TEXT;
  return (
    <Callout intent="danger" role="alert" title={title ?? `Could not load ${what}`}>
      {message}
    </Callout>
  );
}
