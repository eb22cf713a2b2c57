// Shown in place of a route the user may not read (spec 1 §2).
import { NonIdealState } from '@blueprintjs/core';
import { UNAUTHORIZED_TEXT } from './error-texts.ts';

export function UnauthorizedPage() {
  return (
    <NonIdealState
      className="mcd-page-state"
      icon="lock"
      title="Unauthorized"
      description={UNAUTHORIZED_TEXT}
    />
  );
}
