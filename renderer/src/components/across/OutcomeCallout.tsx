// What one action sent to several organisations did in each (issue 36 item 4: a silence added, a
// playbook run started): every answer is awaited, and each organisation is listed with its
// outcome — the ones that failed with their reason, never hidden behind the ones that worked. A
// success may link to what it made (a run's page), opened in that organisation.
import { Callout } from '@blueprintjs/core';
import { Link } from 'react-router';
import { useCurrentOrgOrNull } from '../../session/org-context.tsx';

export interface OrgOutcome {
  orgId: string;
  name: string;
  /** null: done. */
  error: string | null;
  /** What was made there (a run's page in that organisation), when done. */
  href?: string;
  /** The link's text. */
  linkText?: string;
}

/** How the callout words the action: 'The silence was added', 'added', 'not added'. */
export interface OutcomeWords {
  /** The title's start: 'The silence was added' → '… in 2 of 3 organisations'. */
  title: string;
  done: string;
  notDone: string;
}

/** Each organisation's outcome from Promise.allSettled over them (in the same order). */
export function outcomesOf<T>(
  orgs: readonly { id: string; name: string }[],
  settled: readonly PromiseSettledResult<T>[],
  linkOf?: (value: T) => { href: string; text: string },
): OrgOutcome[] {
  return settled.map((result, i) => {
    const org = orgs[i]!;
    if (result.status === 'rejected')
      return { orgId: org.id, name: org.name, error: reasonText(result.reason) };
    const link = linkOf?.(result.value);
    return { orgId: org.id, name: org.name, error: null, href: link?.href, linkText: link?.text };
  });
}

function reasonText(reason: unknown): string {
  const text = reason instanceof Error ? reason.message : String(reason);
  return text.trim() === '' ? 'no reason given' : text;
}

export function outcomeTitle(outcomes: readonly OrgOutcome[], words: OutcomeWords): string {
  const failed = outcomes.filter((o) => o.error !== null).length;
  const total = outcomes.length;
  return failed > 0
    ? `${words.title} in ${total - failed} of ${total} organisations`
    : `${words.title} in all ${total} organisations`;
}

/** Each organisation's outcome, as a list under a warning when any failed. */
export function OutcomeCallout(props: { outcomes: readonly OrgOutcome[]; words: OutcomeWords }) {
  const { outcomes, words } = props;
  const current = useCurrentOrgOrNull();
  const failed = outcomes.some((o) => o.error !== null);
  return (
    <Callout
      intent={failed ? 'warning' : 'success'}
      role="status"
      title={outcomeTitle(outcomes, words)}
    >
      <ul aria-label="Outcome per organisation">
        {outcomes.map((o) => (
          <li key={o.orgId}>
            <strong>{o.name}</strong>:{' '}
            {o.error === null ? words.done : `${words.notDone} — ${o.error}`}
            {o.error === null && o.href && (
              <>
                {' '}
                <Link
                  to={o.href}
                  // The page is in that organisation: the window switches to it first.
                  onClick={() => current?.switchOrg(o.orgId)}
                >
                  {o.linkText ?? 'Open'}
                </Link>
              </>
            )}
          </li>
        ))}
      </ul>
    </Callout>
  );
}
