// What identity provides to the shell: the sign-in screen the organisation gate shows, and the
// redirect of `/login` once signed in.
import type { ShellContribution } from '../../lib/routing/shell-slots.ts';
import { SignInScreen } from './components/SignInScreen.tsx';
import { LoginRedirect } from './pages/LoginRedirect.tsx';

export const shell: ShellContribution = { SignIn: SignInScreen, LoginRedirect };
