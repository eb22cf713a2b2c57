// The early script: built on its own into `/early.js` (scripts/vite/early-script.ts), a classic
// script that index.html runs before the app's modules have even been requested. It starts the
// start-up reads and the opening org's sign-in check at once, where the app's own first module
// would start them only once the whole module graph has arrived and been compiled (about a second
// on a cold start). The app bundle takes the answers (lib/early-ipc.ts); without this script it
// starts the same reads itself (boot/start.ts).
import { startStartupReads } from './startup-reads.ts';

if (window.location.pathname !== '/error') startStartupReads();
