// /playbooks/runs (spec 3 §2.10): runs newest first with server paging, filtered by playbook,
// status and time range (default the last 7 days), all kept in the URL (list/runs-list.tsx); a
// row opens the run.
import { Link } from 'react-router';
import { paths } from '../../../lib/routing/paths.ts';
import { ResourceList } from '../../../components/resource-list/ResourceList.tsx';
import { RUNS_LIST } from '../list/runs-list.tsx';
import '../playbooks.css';

export function PlaybookRunsPage() {
  return (
    <ResourceList
      definition={RUNS_LIST}
      toolbar={
        <>
          <span className="mc-pb-spacer" />
          <Link className="bp6-button bp6-minimal" to={paths.playbooks()}>
            Playbooks
          </Link>
        </>
      }
    />
  );
}
