// The state of one organisation's feed in the fleet inbox (issue 21): live, slow, offline,
// signed out, error, forbidden, or still loading.
import { ranked } from './build.ts';

export const FEED_STATUS = ranked('feed status', [
  ['live', 'Live', 'success', null],
  ['loading', 'Loading', 'none', null],
  ['slow', 'Slow', 'warning', null],
  ['offline', 'Offline', 'warning', 'offline'],
  ['signed-out', 'Signed out', 'warning', null],
  ['forbidden', 'Forbidden', 'danger', null],
  ['error', 'Error', 'danger', null],
] as const);
