// The organisation chooser (spec 1 §2): shown when there is no organisation to open. Explains
// what an organisation is here and adds the first one.
import { useState } from 'react';
import { Button, NonIdealState } from '@blueprintjs/core';
import { rememberCurrentOrg } from '../../../session/org-context.tsx';
import { OrgDialog } from './lazy-dialogs.ts';

export function OrgChooser() {
  const [adding, setAdding] = useState(false);
  return (
    <>
      <NonIdealState
        icon="office"
        title="Add your first organisation"
        description="An organisation is one Mission Control installation (SaaS or self-hosted). Add its address, then sign in; credentials stay in the system keychain."
        action={
          <Button
            intent="primary"
            icon="add"
            text="Add organisation…"
            onClick={() => setAdding(true)}
          />
        }
      />
      {adding && (
        <OrgDialog
          org={null}
          onClose={() => setAdding(false)}
          onSaved={(org) => {
            rememberCurrentOrg(org.id);
            setAdding(false);
          }}
        />
      )}
    </>
  );
}
