// `/login` once signed in (the gate shows the sign-in form otherwise): continue to `return_to`
// when it is an in-app path, else to `/`.
import { Navigate, useSearchParams } from 'react-router';
import { safeReturnTo } from '../return-to.ts';

export function LoginRedirect() {
  const [search] = useSearchParams();
  return <Navigate to={safeReturnTo(search.get('return_to'))} replace />;
}
