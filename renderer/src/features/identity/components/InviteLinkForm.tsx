// 'Have an invite link?' on the sign-in screen: the link of Settings → Users pasted here starts
// the registration that completes that invitation (spec 3 §2.8, §2.11).
import { useState, type FormEvent } from 'react';
import { Button } from '@blueprintjs/core';
import type { FieldDef } from '../../../components/form-kit/field.ts';
import { FieldList } from '../../../components/form-kit/FieldList.tsx';
import { parseInviteLink } from '../invite-link.ts';

const LINK_FIELD: FieldDef[] = [
  {
    id: 'link',
    label: 'Invite link',
    kind: 'text',
    placeholder: 'https://…/login?invite=…',
    help: 'The link from the invitation email or from your administrator.',
    autoFocus: true,
  },
];

export function InviteLinkForm(props: {
  orgUrl: string;
  onInvite: (invite: string) => void;
  onCancel: () => void;
}) {
  const [link, setLink] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseInviteLink(link, props.orgUrl);
    if (parsed.ok) props.onInvite(parsed.invite);
    else setError(parsed.message);
  };
  return (
    <form className="mcd-spaced" onSubmit={submit} noValidate aria-label="Invite link">
      <FieldList
        fields={LINK_FIELD}
        values={{ link }}
        errors={{ link: error }}
        idPrefix="invite"
        layout="stack"
        onChange={(_, value) => setLink(String(value))}
      />
      <div className="mcd-button-row">
        <Button type="submit" intent="primary" text="Continue" />
        <Button variant="minimal" text="Cancel" onClick={props.onCancel} />
      </div>
    </form>
  );
}
