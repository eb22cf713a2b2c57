// The Comments tab (spec 2 §2, §5): every comment of every hypothesis, oldest first, and a
// composer with a hypothesis selector and mentions. A new comment shows at once and is taken back
// (with an error toast) when saving fails.
import { NonIdealState } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { whoamiQuery } from '../../../api/services/auth.ts';
import type { Whoami } from '../../../api/services/auth.types.ts';
import { createComment, type CommentInput } from '../../../api/services/incident-hypotheses.ts';
import type { Comment, Hypothesis, IncidentDetail } from '../../../api/services/incidents.types.ts';
import { peopleQuery } from '../../../api/services/teams.ts';
import { GuardedButton } from '../../../components/action/GuardedButton.tsx';
import { fieldsValidator, type FieldDef } from '../../../components/form-kit/field.ts';
import { FieldsForm } from '../../../components/form-kit/FieldsForm.tsx';
import { useFormState } from '../../../lib/form/useFormState.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { byCreation, typeLabel } from '../plan/hypothesis-tree.ts';
import { useIncidentWrite } from '../detail/useIncidentWrites.ts';
import { INCIDENT, useIncidentWriteAccess } from '../write-access.ts';
import type { WriteAccess } from '../../../components/action/write-access.ts';
import { CommentList, PENDING_COMMENT } from './CommentItem.tsx';
import { MentionTextArea, type MentionPerson } from './MentionTextArea.tsx';
import '../plan/plan.css';

const NO_COMMENT = { hypothesisId: '', text: '' };

/** The composer's fields: the hypothesis, then the text with mentions (Ctrl+Enter sends). */
function composerFields(
  hypotheses: readonly Hypothesis[],
  people: readonly MentionPerson[],
  write: WriteAccess,
  send: () => void,
): FieldDef[] {
  const titles = new Map(hypotheses.map((h) => [h.id, `${typeLabel(h.type)}: ${h.title}`]));
  return [
    {
      id: 'hypothesisId',
      label: 'Hypothesis',
      kind: 'select',
      required: true,
      requiredText: 'Please select any hypothesis',
      placeholder: 'Select hypothesis',
      options: [...titles.keys()],
      optionLabel: (id) => titles.get(id) ?? id,
    },
    {
      id: 'text',
      label: 'Comment',
      kind: 'custom',
      required: true,
      requiredText: 'Please add comment details',
      render: (input) => (
        <MentionTextArea
          id={input.id}
          value={typeof input.value === 'string' ? input.value : ''}
          onChange={input.onChange}
          onBlur={input.onBlur}
          onSubmit={send}
          people={people}
          disabled={input.disabled}
          title={write.reason ?? undefined}
          placeholder="Add a comment; type @ to mention someone"
        />
      ),
    },
  ];
}

/** The comment being saved, as it will read: by the signed-in user, now. */
function pendingComment(input: CommentInput, user: Whoami['user'] | undefined): Comment {
  return {
    id: PENDING_COMMENT,
    comment: input.comment,
    hypothesis_id: input.hypothesis_id,
    incident_id: input.incident_id,
    created_at: new Date().toISOString(),
    created_by: user
      ? { id: user.id, name: user.name, avatar: user.avatar ?? null, email: user.email ?? null }
      : input.created_by,
  };
}

export function CommentsTab({ incident }: { incident: IncidentDetail }) {
  const write = useIncidentWriteAccess();
  const orgId = useOrgId();
  const me = useQuery(whoamiQuery(orgId));
  const people = useQuery(peopleQuery(orgId));
  const hypotheses = incident.hypotheses ?? [];
  const send = () => form.submit(save);
  const fields = composerFields(hypotheses, people.data ?? [], write, send);
  const form = useFormState(NO_COMMENT, fieldsValidator(fields));
  // Failures are toasted by the mutation cache; the list shows the comment only while it saves.
  const add = useIncidentWrite({
    mutationFn: (input: CommentInput) => createComment(orgId, input),
  });

  const titles = new Map(hypotheses.map((h) => [h.id, h.title]));
  const saved = hypotheses.flatMap((h) => h.comments ?? []);
  // Shown while it saves, until the refreshed incident brings it (the write waits for that).
  const arrived = saved.some(
    (c) => c.comment === add.variables?.comment && c.hypothesis_id === add.variables.hypothesis_id,
  );
  const saving = add.isPending && !arrived ? [pendingComment(add.variables, me.data?.user)] : [];
  const comments = [...saved, ...saving].sort(byCreation);
  const save = ({ hypothesisId, text }: typeof NO_COMMENT) => {
    const userId = me.data?.user.id;
    if (!userId || add.isPending) return;
    const input = { incident_id: incident.id, hypothesis_id: hypothesisId, created_by: userId };
    form.reset({ hypothesisId, text: '' });
    add.mutate({ ...input, comment: text.trim() }, { onError: () => form.set('text', text) });
  };

  return (
    <section className="mc-comments" aria-label="Comments">
      {comments.length === 0 ? (
        <NonIdealState
          icon="chat"
          title="No comments yet"
          description="Notes on the investigation appear here."
        />
      ) : (
        <CommentList comments={comments} label="All comments" titles={titles} />
      )}
      {write.permitted && (
        <FieldsForm
          form={form}
          onSubmit={save}
          className="mc-composer"
          label="New comment"
          fields={fields}
          idPrefix="incident-comment"
          disabled={!write.allowed}
        >
          <GuardedButton
            resource={INCIDENT}
            disabled={form.values.text.trim() === ''}
            type="submit"
            intent="primary"
            icon="send-message"
            text="Send"
            pending={add.isPending}
          />
        </FieldsForm>
      )}
    </section>
  );
}
