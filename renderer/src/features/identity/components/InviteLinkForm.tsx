// 'Have an invite link?' on the sign-in screen: the link of Settings → Users pasted here starts
// the registration that completes that invitation (spec 3 §2.8, §2.11).
import { useState, type FormEvent } from 'react';
import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { parseInviteLink } from '../invite-link.ts';

export function InviteLinkForm(props: {
  orgUrl: string;
  onInvite: (invite: string) => void;
  onCancel: () => void;
}) {
  const [link, setLink] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseInviteLink(link, props.orgUrl);
    if (parsed.ok) props.onInvite(parsed.invite);
    else setError(parsed.message);
  };
  return (
    <form className="mcd-spaced" onSubmit={submit} noValidate aria-label="Invite link">
      <FormGroup
        label="Invite link"
        labelFor="invite-link"
        helperText={error ?? 'The link from the invitation email or from your administrator.'}
        intent={error ? 'danger' : 'none'}
      >
        <InputGroup
          id="invite-link"
          value={link}
          onValueChange={setLink}
          placeholder="https://…/login?invite=…"
          autoFocus
          intent={error ? 'danger' : 'none'}
        />
      </FormGroup>
      <div className="mcd-button-row">
        <Button type="submit" intent="primary" text="Continue" />
        <Button variant="minimal" text="Cancel" onClick={props.onCancel} />
      </div>
    </form>
  );
}
