// 'Diagnose connection' from an organisation's offline or unavailable banner (issue 36 item 5):
// the connection doctor of the organisation dialog, on its own and already running, so a broken
// organisation is one step from what is wrong and what to do.
import { Button } from '@blueprintjs/core';
import type { Org } from '../../../../../preload/contract/orgs.ts';
import { Modal } from '../../../components/modal/Modal.tsx';
import { ConnectionDoctor } from './ConnectionDoctor.tsx';

export function DiagnoseDialog({ org, onClose }: { org: Org; onClose: () => void }) {
  return (
    <Modal
      isOpen
      onClose={onClose}
      title={`Diagnose ${org.name}`}
      icon="pulse"
      footer={<Button text="Close" onClick={onClose} />}
    >
      <ConnectionDoctor orgId={org.id} autoRun />
    </Modal>
  );
}
