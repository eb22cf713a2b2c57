// The bundle's first module (main.tsx imports it before anything else; imports run in order):
// the start-up reads leave before the rest of the app is evaluated. Not on the error page.
import { startStartupReads } from './startup-reads.ts';

// When the start-up chunks had been fetched and compiled and began to run (the cold-load
// benchmark's start-up waterfall).
performance.mark('bundle:evaluating');

if (window.location.pathname !== '/error') startStartupReads();
