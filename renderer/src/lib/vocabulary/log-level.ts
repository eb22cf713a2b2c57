// Log levels as the logs screen colours lines (spec 2 §3): the words backends use in a `level`-
// like label, folded onto four levels.
import { ranked } from './build.ts';

export const LOG_LEVEL = ranked('log level', [
  ['debug', 'Debug', 'none', null, ['trace']],
  ['info', 'Info', 'primary', null, ['information', 'informational', 'notice']],
  ['warning', 'Warning', 'warning', null, ['warn']],
  [
    'error',
    'Error',
    'danger',
    null,
    ['err', 'fatal', 'panic', 'critical', 'crit', 'alert', 'emerg', 'emergency'],
  ],
] as const);
export type LogLevel = (typeof LOG_LEVEL.entries)[number]['value'];
