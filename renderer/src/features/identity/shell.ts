// What identity provides to the shell: the sign-in screen the organisation gate shows, and the
// redirect of `/login` once signed in.
// The sign-in screen is loaded when an organisation first needs it (a signed-in start never does).
import { lazyPart } from '../../components/lazy-part/lazy-part.tsx';
import type { ShellContribution } from '../../lib/routing/shell-slots.ts';
import { LoginRedirect } from './pages/LoginRedirect.tsx';

const SignIn = lazyPart(() => import('./components/SignInScreen.tsx').then((m) => m.SignInScreen));

export const shell: ShellContribution = { SignIn, LoginRedirect };
