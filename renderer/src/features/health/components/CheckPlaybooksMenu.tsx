// The modal footer's 'Playbooks' menu: playbooks runnable on this check; choosing one opens the
// run form. Shown only with write on playbook_runs (spec 1 §6).
import { useState } from 'react';
import { Button, MenuItem } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { runnablePlaybooksQuery } from '../../../api/services/playbooks.ts';
import type { RunnablePlaybook } from '../../../api/services/playbooks.types.ts';
import { ActionMenu } from '../../../components/action/ActionMenu.tsx';
import { PlaybookRunModal } from '../../../components/playbook-run/PlaybookRunModal.tsx';
import { useOrgId } from '../../../session/org-context.tsx';

export function CheckPlaybooksMenu({ checkId }: { checkId: string }) {
  const orgId = useOrgId();
  const playbooks = useQuery(runnablePlaybooksQuery(orgId, { kind: 'check', id: checkId }));
  const [chosen, setChosen] = useState<RunnablePlaybook | null>(null);
  const list = playbooks.data ?? [];
  return (
    <>
      <ActionMenu
        label="Playbooks"
        placement="top-end"
        button={
          <Button icon="play" endIcon="caret-up">
            Playbooks
          </Button>
        }
      >
        {playbooks.isError && <MenuItem disabled text="Could not load playbooks" />}
        {!playbooks.isError && list.length === 0 && (
          <MenuItem disabled text={playbooks.isPending ? 'Loading…' : 'No playbooks'} />
        )}
        {list.map((p) => (
          <MenuItem key={p.id} text={p.title || p.name} onClick={() => setChosen(p)} />
        ))}
      </ActionMenu>
      {chosen && (
        <PlaybookRunModal
          orgId={orgId}
          resource={{ kind: 'check', id: checkId }}
          playbook={chosen}
          onClose={() => setChosen(null)}
        />
      )}
    </>
  );
}
