// The bundle's first module (main.tsx imports it before anything else; imports run in order):
// the start-up reads leave before the rest of the app is evaluated. Not on the error page.
import { startStartupReads } from './startup-reads.ts';

if (window.location.pathname !== '/error') startStartupReads();
