// A comment's text with its mentions shown as highlighted names.
import { parseComment } from './mentions.ts';

export function CommentText({ comment }: { comment: string }) {
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
