// `/error?error_code=…` (spec 1 §2): the bad-session message or 'Unknown error', and a way back.
import { Link, useSearchParams } from 'react-router';
import { NonIdealState } from '@blueprintjs/core';
import { paths } from '../../lib/routing/paths.ts';
import { errorPageText } from './error-texts.ts';

export function ErrorPage() {
  const [search] = useSearchParams();
  return (
    <main className="mcd-full-page">
      <NonIdealState
        icon="error"
        title={errorPageText(search.get('error_code'))}
        action={<Link to={paths.root()}>Go back</Link>}
      />
    </main>
  );
}
