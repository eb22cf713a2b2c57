// The Comments tab (spec 2 §2, §5): every comment of every hypothesis, oldest first, and a
// composer with a hypothesis selector and mentions. A new comment shows at once and is taken back
// (with an error toast) when saving fails.
import { useState } from 'react';
import { Button, HTMLSelect, NonIdealState } from '@blueprintjs/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { whoamiQuery } from '../../../api/services/auth.ts';
import { incidentKeys } from '../../../api/services/incident-detail.ts';
import { createComment, type CommentInput } from '../../../api/services/incident-hypotheses.ts';
import type { Comment, IncidentDetail } from '../../../api/services/incidents.types.ts';
import { peopleQuery } from '../../../api/services/teams.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { typeLabel } from '../plan/hypothesis-tree.ts';
import type { WriteAccess } from '../write-access.ts';
import { CommentItem } from './CommentItem.tsx';
import { MentionTextArea } from './MentionTextArea.tsx';
import '../plan/plan.css';

export const SELECT_HYPOTHESIS = 'Please select any hypothesis';
export const ADD_COMMENT_DETAILS = 'Please add comment details';

/** Adds `comment` to its hypothesis in a cached incident (the optimistic add). */
export function withComment(incident: IncidentDetail, comment: Comment): IncidentDetail {
  return {
    ...incident,
    hypotheses: (incident.hypotheses ?? []).map((h) =>
      h.id === comment.hypothesis_id ? { ...h, comments: [...(h.comments ?? []), comment] } : h,
    ),
  };
}

export function CommentsTab(props: { incident: IncidentDetail; write: WriteAccess }) {
  const { incident, write } = props;
  const orgId = useOrgId();
  const client = useQueryClient();
  const me = useQuery(whoamiQuery(orgId));
  const people = useQuery(peopleQuery(orgId));
  const hypotheses = incident.hypotheses ?? [];
  const [hypothesisId, setHypothesisId] = useState('');
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const add = useMutation<
    void,
    Error,
    CommentInput,
    { previous: IncidentDetail | null | undefined }
  >({
    mutationFn: (input) => createComment(orgId, input),
    onMutate: async (input) => {
      const key = incidentKeys.detail(incident.id);
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<IncidentDetail | null>(key);
      const user = me.data?.user;
      const optimistic: Comment = {
        id: `pending-${Date.now()}`,
        comment: input.comment,
        hypothesis_id: input.hypothesis_id,
        incident_id: input.incident_id,
        created_at: new Date().toISOString(),
        created_by: user
          ? { id: user.id, name: user.name, avatar: user.avatar ?? null, email: user.email ?? null }
          : input.created_by,
        pending: true,
      };
      if (previous) client.setQueryData(key, withComment(previous, optimistic));
      return { previous };
    },
    onError: (_error, _input, context) => {
      // The cache's error toast says why; the comment goes back into the box to try again.
      if (context?.previous !== undefined)
        client.setQueryData(incidentKeys.detail(incident.id), context.previous);
    },
    onSettled: () => client.invalidateQueries({ queryKey: incidentKeys.all }),
  });

  const titles = new Map(hypotheses.map((h) => [h.id, h.title]));
  const comments = hypotheses
    .flatMap((h) => h.comments ?? [])
    .sort(
      (a, b) => (a.created_at ?? '').localeCompare(b.created_at ?? '') || a.id.localeCompare(b.id),
    );
  const blank = text.trim() === '';
  const reason = write.allowed ? undefined : (write.reason ?? undefined);

  const send = () => {
    if (!hypothesisId) return setError(SELECT_HYPOTHESIS);
    if (blank) return setError(ADD_COMMENT_DETAILS);
    const userId = me.data?.user.id;
    if (!userId || add.isPending) return;
    const input = {
      incident_id: incident.id,
      hypothesis_id: hypothesisId,
      comment: text.trim(),
      created_by: userId,
    };
    setError(null);
    setText('');
    setTouched(false);
    add.mutate(input, { onError: () => setText(input.comment) });
  };

  const shownError = error ?? (touched && blank ? ADD_COMMENT_DETAILS : null);

  return (
    <section className="mc-comments" aria-label="Comments">
      {comments.length === 0 ? (
        <NonIdealState
          icon="chat"
          title="No comments yet"
          description="Notes on the investigation appear here."
        />
      ) : (
        <ul className="mc-comment-list" aria-label="All comments">
          {comments.map((c) => (
            <CommentItem
              key={c.id}
              comment={c}
              hypothesisTitle={c.hypothesis_id ? titles.get(c.hypothesis_id) : null}
              pending={(c as { pending?: unknown }).pending === true}
            />
          ))}
        </ul>
      )}
      <form
        className="mc-composer"
        aria-label="New comment"
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <div className="mc-composer-row">
          <HTMLSelect
            aria-label="Hypothesis"
            value={hypothesisId}
            disabled={!write.allowed}
            title={reason}
            onChange={(event) => {
              setHypothesisId(event.currentTarget.value);
              if (error === SELECT_HYPOTHESIS) setError(null);
            }}
            options={[
              { value: '', label: 'Select hypothesis' },
              ...hypotheses.map((h) => ({
                value: h.id,
                label: `${typeLabel(h.type)}: ${h.title}`,
              })),
            ]}
          />
        </div>
        <div className="mc-composer-row">
          <MentionTextArea
            id="incident-comment"
            value={text}
            onChange={(value) => {
              setText(value);
              if (error === ADD_COMMENT_DETAILS && value.trim()) setError(null);
            }}
            onBlur={() => setTouched(true)}
            onSubmit={send}
            people={people.data ?? []}
            disabled={!write.allowed}
            title={reason}
            placeholder="Add a comment; type @ to mention someone"
          />
          <Button
            type="submit"
            intent="primary"
            icon="send-message"
            text="Send"
            disabled={!write.allowed || blank || add.isPending}
            loading={add.isPending}
            title={reason}
          />
        </div>
        {shownError ? (
          <p className="mc-field-error" role="alert">
            {shownError}
          </p>
        ) : null}
      </form>
    </section>
  );
}
