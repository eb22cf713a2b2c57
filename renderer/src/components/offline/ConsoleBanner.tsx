// A banner across the top of the console about the data it shows: offline, signed out, the
// organisation gone from its address. It says what is shown and since when (the newest data held
// for the organisation, read again every 30 s), a muted reason after it, and offers small
// outlined buttons (Retry, Sign in…) and anything else the caller adds.
import type { ReactNode } from 'react';
import { Button, Callout, type IconName, type Intent } from '@blueprintjs/core';
import { useNow } from '../relative-time/useNow.ts';
import { useNewestDataAt } from '../../session/offline/hooks.ts';
import './Offline.css';

export interface BannerAction {
  text: string;
  icon?: IconName;
  loading?: boolean;
  onClick: () => void;
}

export function ConsoleBanner(props: {
  intent: Intent;
  icon: IconName;
  /** What is shown, from the newest data's time (null: none is held) and the time now. */
  text: (dataAt: number | null, now: number) => ReactNode;
  reason?: ReactNode;
  /** Buttons; a false entry is left out. */
  actions?: readonly (BannerAction | false | null | undefined)[];
  className?: string;
  testId?: string;
  /** After the buttons (a confirmed Remove, say). */
  children?: ReactNode;
}) {
  const dataAt = useNewestDataAt();
  const now = useNow(30_000).getTime();
  return (
    <Callout
      className={`mcd-offline-banner ${props.className ?? ''}`}
      intent={props.intent}
      icon={props.icon}
      compact
      data-testid={props.testId}
    >
      <span className="mcd-offline-banner-text">
        <span role="status">{props.text(dataAt, now)}</span>
        {props.reason && <span className="mcd-offline-banner-reason"> · {props.reason}</span>}
      </span>
      {props.actions?.map(
        (action) =>
          action && <Button key={action.text} size="small" variant="outlined" {...action} />,
      )}
      {props.children}
    </Callout>
  );
}
