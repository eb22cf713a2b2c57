// One comment: author, time, the hypothesis it is on (in the Comments tab) and the text, its
// mentions shown as highlighted names.
import type { Comment } from '../../../api/services/incidents.types.ts';
import { Avatar } from '../../../components/avatar/Avatar.tsx';
import { RelativeTime } from '../../../components/relative-time/RelativeTime.tsx';
import { parseComment } from './mentions.ts';

function commentAuthor(comment: Comment): { id: string; name: string; avatar: string | null } {
  const by = comment.created_by;
  if (by && typeof by === 'object')
    return { id: by.id, name: by.name ?? by.email ?? 'Unknown', avatar: by.avatar ?? null };
  return {
    id: typeof by === 'string' ? by : 'external',
    name: comment.external_created_by ?? 'Unknown',
    avatar: null,
  };
}

/** A comment's text with its mentions shown as highlighted names. */
function CommentText({ comment }: { comment: string }) {
  return (
    <span className="mc-comment-text">
      {parseComment(comment).map((segment, index) =>
        segment.kind === 'text' ? (
          <span key={index}>{segment.text}</span>
        ) : (
          <span key={index} className="mc-mention" data-user-id={segment.id}>
            @{segment.display}
          </span>
        ),
      )}
    </span>
  );
}

export function CommentItem({
  comment,
  hypothesisTitle,
  pending = false,
}: {
  comment: Comment;
  hypothesisTitle?: string | null;
  pending?: boolean;
}) {
  const author = commentAuthor(comment);
  return (
    <li
      className={pending ? 'mc-comment is-pending' : 'mc-comment'}
      aria-label={`Comment by ${author.name}`}
    >
      <Avatar person={author} size={28} />
      <div className="mc-comment-main">
        <div className="mc-comment-head">
          <strong>{author.name}</strong>
          {hypothesisTitle ? <span className="mc-comment-on">on {hypothesisTitle}</span> : null}
          {pending ? (
            <span className="mc-comment-on">sending…</span>
          ) : comment.created_at ? (
            <RelativeTime value={comment.created_at} />
          ) : null}
        </div>
        <CommentText comment={comment.comment} />
      </div>
    </li>
  );
}
