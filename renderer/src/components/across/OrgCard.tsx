// One organisation's card on a cross-organisation page (the fleet inbox's strip, a view across
// organisations, access everywhere): its colour band, its name and state tag, tinted while what
// it shows is kept rather than live, with why on hover and the page's notes under it. A card
// that toggles (the inbox's organisation filter) is a pressed button. keptNote is the sentence a
// card says while the organisation is not live; OrgNameCell the organisation in a list's column.
import type { ReactNode } from 'react';
import { Tag } from '../tag/Tag.tsx';
import type { AcrossStatus } from './across-state.ts';
import { dataFromText } from '../../session/offline/format-age.ts';
import { AcrossStatusTag, acrossStatusLabel, acrossStatusNote } from './AcrossStatusTag.tsx';
import './across-cards.css';

export function OrgCard(props: {
  org: { id: string; name: string; colour: string };
  state: { status: AcrossStatus | 'slow'; stale: boolean; reason: string | null };
  /** The state's words when the organisation lacks the thing shown ("No such view"). */
  absent?: string;
  /** Said after the state in the card's accessible name ("3 items"). */
  more?: string;
  testId: string;
  /** Whether a card that toggles is on. */
  pressed?: boolean;
  onToggle?: () => void;
  children?: ReactNode;
}) {
  const { org, state, absent = '', more, pressed = false, onToggle } = props;
  const label = acrossStatusLabel(state.status, absent) + (more ? `, ${more}` : '');
  const attributes = {
    className: `mcd-across-org${state.stale ? ' mcd-across-org-stale' : ''}${pressed ? ' mcd-across-org-active' : ''}`,
    style: { borderLeftColor: org.colour },
    'aria-label': `${org.name}: ${label}`,
    'data-testid': props.testId,
    'data-status': state.status,
    'data-stale': state.stale ? 'true' : 'false',
    title: state.reason ?? undefined,
  };
  const body = (
    <>
      <span className="mcd-across-org-head">
        <span className="mcd-across-org-name">{org.name}</span>
        <AcrossStatusTag status={state.status} absent={absent} />
      </span>
      {props.children}
    </>
  );
  if (!onToggle) return <li {...attributes}>{body}</li>;
  return (
    <li>
      <button type="button" {...attributes} aria-pressed={pressed} onClick={onToggle}>
        {body}
      </button>
    </li>
  );
}

/** The cards, one per organisation. */
export function OrgCards({ children }: { children: ReactNode }) {
  return (
    <ul className="mcd-across-orgs" aria-label="Organisations">
      {children}
    </ul>
  );
}

/** An organisation in a list's cell: its name on its colour, and 'stale' (why on hover) while its
 * rows are kept ones rather than live. */
export function OrgNameCell(props: {
  name: string;
  colour: string | undefined;
  stale: boolean | undefined;
  reason: string | null | undefined;
}) {
  return (
    <span className="mcd-across-org-cell" style={{ borderLeftColor: props.colour }}>
      <span className="mcd-across-org-cell-name">{props.name}</span>
      {props.stale && (
        <Tag minimal intent="warning" title={props.reason ?? undefined}>
          stale
        </Tag>
      )}
    </span>
  );
}

/**
 * Why an organisation shows nothing live, and what it shows instead ("Acme cannot be reached.
 * Showing its last answer: data from 14:02 (3 min ago)."); null while it is live or loading.
 * `words` as acrossStatusNote's; `kept`: what is shown ("its last answer: ") and when it was read.
 */
export function keptNote(
  name: string,
  state: { status: AcrossStatus | 'slow'; reason: string | null },
  words: { what: string; absent?: string },
  kept: { from: string; at: number } | null,
  now: number,
): string | null {
  if (state.status === 'live' || state.status === 'loading') return null;
  const why = acrossStatusNote(name, state, words);
  const shown = kept
    ? `Showing ${kept.from}${dataFromText(kept.at, now)}.`
    : state.status === 'slow'
      ? 'Waiting for the first answer.'
      : 'Nothing of it is kept offline.';
  return why ? `${why} ${shown}` : shown;
}

/** A line under a card's head (nothing when empty); a `live` one (keptNote's) is announced. */
export function OrgNote(props: { children: ReactNode; live?: boolean }) {
  if (!props.children) return null;
  return (
    <span className="mcd-across-org-note" role={props.live ? 'status' : undefined}>
      {props.children}
    </span>
  );
}
