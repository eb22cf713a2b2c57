// One comment: author, time, the hypothesis it is on (in the Comments tab) and the text, its
// mentions shown as highlighted names.
import type { Comment } from '../../../api/services/incidents.types.ts';
import { personOf } from '../../../api/services/wire-parts.ts';
import { Avatar } from '../../../components/avatar/Avatar.tsx';
import { RelativeTime } from '../../../components/relative-time/RelativeTime.tsx';
import { parseComment } from './mentions.ts';

/** The signed-in author, else the one named by the external system (a Slack user, say). */
function commentAuthor(comment: Comment) {
  const by = personOf(comment.created_by, 'external');
  return { ...by, name: by.name ?? by.email ?? comment.external_created_by ?? 'Unknown' };
}

/** A comment's text with its mentions shown as highlighted names. */
function CommentText({ comment }: { comment: string }) {
  return (
    <span className="mc-comment-text">
      {parseComment(comment).map((segment, index) => (
        <span
          key={index}
          {...(segment.id ? { className: 'mc-mention', 'data-user-id': segment.id } : {})}
        >
          {segment.shown}
        </span>
      ))}
    </span>
  );
}

/** The id of the comment being saved, shown 'sending…' until it is. */
export const PENDING_COMMENT = 'pending';

function CommentItem({ comment, on }: { comment: Comment; on: string | null | undefined }) {
  const author = commentAuthor(comment);
  const pending = comment.id === PENDING_COMMENT;
  return (
    <li
      className={pending ? 'mc-comment is-pending' : 'mc-comment'}
      aria-label={`Comment by ${author.name}`}
    >
      <Avatar person={author} size={28} />
      <div className="mc-comment-main">
        <div className="mc-comment-head">
          <strong>{author.name}</strong>
          {on ? <span className="mc-comment-on">on {on}</span> : null}
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

/** Comments, as given; with `titles`, each names the hypothesis it is on (the Comments tab). */
export function CommentList(props: {
  comments: readonly Comment[];
  label: string;
  compact?: boolean;
  titles?: ReadonlyMap<string, string>;
}) {
  return (
    <ul
      className={props.compact ? 'mc-comment-list mc-comment-list-compact' : 'mc-comment-list'}
      aria-label={props.label}
    >
      {props.comments.map((c) => (
        <CommentItem
          key={c.id}
          comment={c}
          on={c.hypothesis_id && props.titles?.get(c.hypothesis_id)}
        />
      ))}
    </ul>
  );
}
