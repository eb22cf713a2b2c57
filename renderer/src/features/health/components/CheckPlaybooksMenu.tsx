// The modal footer's 'Playbooks' menu: playbooks runnable on this check; choosing one opens the
// run form. Shown only with write on playbook_runs (spec 1 §6).
import { useState } from 'react';
import { Button, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { runnablePlaybooksQuery } from '../../../api/services/playbooks.ts';
import type { RunnablePlaybook } from '../../../api/services/playbooks.types.ts';
import { PlaybookRunModal } from '../../../components/playbook-run/PlaybookRunModal.tsx';

export function CheckPlaybooksMenu({ orgId, checkId }: { orgId: string; checkId: string }) {
  const playbooks = useQuery(runnablePlaybooksQuery(orgId, { kind: 'check', id: checkId }));
  const [chosen, setChosen] = useState<RunnablePlaybook | null>(null);
  const list = playbooks.data ?? [];
  return (
    <>
      <PopoverNext
        placement="top-end"
        // A chosen playbook's run form takes the focus: the closing menu must not take it back to
        // the button once the form is open (keys typed in the form then reached the modal below).
        shouldReturnFocusOnClose={chosen === null}
        content={
          <Menu aria-label="Playbooks">
            {playbooks.isError && <MenuItem disabled text="Could not load playbooks" />}
            {!playbooks.isError && list.length === 0 && (
              <MenuItem disabled text={playbooks.isPending ? 'Loading…' : 'No playbooks'} />
            )}
            {list.map((p) => (
              <MenuItem key={p.id} text={p.title || p.name} onClick={() => setChosen(p)} />
            ))}
          </Menu>
        }
      >
        <Button icon="play" endIcon="caret-up">
          Playbooks
        </Button>
      </PopoverNext>
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
