// A route or a page that only sends the user elsewhere (`/organizations/orgs-switched` → home, an
// old path → its new one). React Router's Navigate element does it in a passive effect, which may
// run only as the next update starts: a click made before then (the user's next navigation) was
// replaced by the redirect, and the user was sent back. This one redirects in the commit that
// shows it, replacing the history entry.
import { useLayoutEffect } from 'react';
import { useNavigate } from 'react-router';

export function Redirect({ to }: { to: string }) {
  // useNavigate's own layout effect, declared first, runs first: navigate works from here.
  const navigate = useNavigate();
  useLayoutEffect(() => {
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}
