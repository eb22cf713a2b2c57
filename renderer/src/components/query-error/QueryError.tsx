// Inline error for a failed query: a forbidden answer gets the Unauthorized text, anything else
// shows the error's own message (the query cache toasts unexpected errors separately).
import { Callout } from '@blueprintjs/core';
import { ApiError } from '../../api/http/api-error.ts';

export const FORBIDDEN_TEXT = 'You do not have permission to access this page';

export function QueryError({ error, what }: { error: unknown; what: string }) {
  if (error instanceof ApiError && error.status === 403) {
    return (
      <Callout intent="warning" role="alert" title="Forbidden">
        {FORBIDDEN_TEXT}
      </Callout>
    );
  }
  const message = error instanceof Error ? error.message : String(error);
  return (
    <Callout intent="danger" role="alert" title={`Could not load ${what}`}>
      {message}
    </Callout>
  );
}
