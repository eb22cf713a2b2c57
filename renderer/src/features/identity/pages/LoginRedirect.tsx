// `/login` once signed in (the gate shows the sign-in form otherwise): continue to `return_to`
// when it is an in-app path, else to `/`.
import { useSearchParams } from 'react-router';
import { Redirect } from '../../../components/redirect/Redirect.tsx';
import { safeReturnTo } from '../return-to.ts';

export function LoginRedirect() {
  const [search] = useSearchParams();
  return <Redirect to={safeReturnTo(search.get('return_to'))} />;
}
