// The Changelog panel (spec 2 §2, §4): the incident's history, newest first, each entry a sentence
// with who did it and when. 'No changelog found' when there is none.
import { Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { incidentHistoryQuery } from '../../../api/services/incident-history.ts';
import { personOf } from '../../../api/services/wire-parts.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { Avatar } from '../../../components/avatar/Avatar.tsx';
import { QueryError } from '../../../components/query-error/QueryError.tsx';
import { RelativeTime } from '../../../components/relative-time/RelativeTime.tsx';
import { historySentence } from './incident-model.ts';

export function ChangelogPanel(props: { incidentId: string }) {
  const orgId = useOrgId();
  const history = useQuery(incidentHistoryQuery(orgId, props.incidentId));
  if (history.isError) return <QueryError error={history.error} what="the changelog" />;
  if (!history.data) return <Spinner size={20} aria-label="Loading the changelog" />;
  if (history.data.length === 0) return <p className="mc-inc-muted">No changelog found</p>;
  return (
    <ol className="mc-inc-changelog" aria-label="Changelog">
      {history.data.map((entry) => {
        const who = personOf(entry.created_by);
        return (
          <li key={entry.id}>
            <Avatar person={who} size={22} />
            <div className="mc-inc-changelog-text">
              <span>
                <strong>{who.name ?? 'Someone'}</strong> {historySentence(entry)}
              </span>
              {entry.created_at && (
                <RelativeTime value={entry.created_at} fallbackFormat="YYYY-MM-DD HH:mm" />
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
