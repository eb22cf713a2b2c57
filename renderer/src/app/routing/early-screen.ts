// The second early script, `/early-screen.js` (scripts/vite/early-script.ts), run right after the
// first (boot/early.ts), whose reads it must not delay: the routing code it carries takes a while
// to evaluate. It asks the routing for the opening screen's module, where the app bundle would
// ask only once its start-up chunk has arrived and been evaluated; in this script the routing's
// lazy imports only add preload links for the files the app bundle's import will fetch
// (scripts/vite/lazy-imports.ts), so the screen's code arrives with its data.
import { preloadScreen } from './screen-modules.ts';

if (window.location.pathname !== '/error') void preloadScreen(window.location.pathname);
