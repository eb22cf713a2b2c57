// The bundle's second module (main.tsx imports it right after the start-up reads; imports run in
// order): the code of the screen the window opens on is requested now, in parallel with the
// organisation list and the offline cache, before React, Blueprint and the shell are evaluated.
// On `/`, the landing page's (it shows the dashboard view or leads to the first readable area).
import { preloadScreen } from './screen-modules.ts';

void preloadScreen(window.location.pathname);
