// One action sent to several organisations (issue 36 item 4: a silence added, a playbook run
// started), kept across tries: after a partial success, the next try goes only where it is not
// done yet, and its outcomes join the ones done before.
import { useState, type ReactNode } from 'react';
import { OutcomeCallout, type OrgOutcome, type OutcomeWords } from './OutcomeCallout.tsx';

export interface Outcomes {
  /** null: not tried across organisations yet. */
  outcomes: OrgOutcome[] | null;
  /** The organisations where it is done. */
  done: ReadonlySet<string>;
  /** Those of `targets` where it is not done yet. */
  notDone: <T extends { id: string }>(targets: readonly T[]) => T[];
  /** Adds a try's outcomes to the ones done before; true when all of them are done. */
  record: (tried: readonly OrgOutcome[]) => boolean;
  /** The callout listing each organisation's outcome, once tried. */
  callout: ReactNode;
}

export function useOutcomes(words: OutcomeWords): Outcomes {
  const [outcomes, setOutcomes] = useState<OrgOutcome[] | null>(null);
  const done = new Set(outcomes?.filter((o) => o.error === null).map((o) => o.orgId));
  return {
    outcomes,
    done,
    notDone: (targets) => targets.filter((target) => !done.has(target.id)),
    record: (tried) => {
      setOutcomes((before) => [...(before ?? []).filter((o) => o.error === null), ...tried]);
      return tried.every((o) => o.error === null);
    },
    callout: outcomes && <OutcomeCallout outcomes={outcomes} words={words} />,
  };
}
