// How large an answer the gateway hands the renderer, per backend route (reliability row 12). The
// renderer parses what it receives in one piece, so each cap is what the screen reading that route
// can still show: a config document is read whole and shown in a virtualised viewer, so its route
// gets more room than a list or summary, which pages. Above its cap an answer is not passed on:
// the gateway answers `too-large` with the size and the cap, and the screen offers "Save to file",
// which streams the same request to a file without a cap (gateway-download.ts).
import { normalisedRoute, routeWithin } from './backend-route.ts';

const MB = 1024 * 1024;

export type ResponseCapName = 'config-document' | 'snapshot' | 'logs' | 'default';

export interface ResponseCapRule {
  name: Exclude<ResponseCapName, 'default'>;
  /** Backend routes (after `/api`, lower case); a rule covers each route and everything below it. */
  routes: readonly string[];
}

/** Which routes each named cap covers; the first rule that matches wins, else `default`. */
export const RESPONSE_CAP_RULES: readonly ResponseCapRule[] = [
  // The config page (config_detail with `config`), the compare page, and catalog reads of bodies.
  { name: 'config-document', routes: ['/db/config_detail', '/db/config_items'] },
  // A topology snapshot is a zip the page saves as a file (T12).
  { name: 'snapshot', routes: ['/snapshot'] },
  // A log search answers every line of its time range at once (L3).
  { name: 'logs', routes: ['/logs'] },
];

export type ResponseCaps = Readonly<Record<ResponseCapName, number>>;

export const DEFAULT_RESPONSE_CAPS: ResponseCaps = {
  'config-document': 32 * MB,
  snapshot: 64 * MB,
  logs: 32 * MB,
  default: 16 * MB,
};

/** The cap that applies to a UI path (`/api/db/config_detail?id=eq.…`), with its name. */
export function responseCapFor(
  uiPath: string,
  caps: ResponseCaps = DEFAULT_RESPONSE_CAPS,
): { name: ResponseCapName; maxBytes: number } {
  const route = normalisedRoute(uiPath);
  const rule = RESPONSE_CAP_RULES.find((candidate) =>
    candidate.routes.some((prefix) => routeWithin(route, prefix)),
  );
  const name = rule?.name ?? 'default';
  return { name, maxBytes: caps[name] };
}

/**
 * A test and operations knob: `MCD_RESPONSE_CAPS=config-document=200000,default=50000` lowers (or
 * raises) named caps, in bytes, for the life of the process. Read once, when the gateway is built
 * at start (Electron and browser mode alike). The e2e tests use it to see the too-large state
 * without writing 100 MB rows; an operator can use it for a backend with unusually large answers.
 */
export const RESPONSE_CAPS_ENV = 'MCD_RESPONSE_CAPS';

/** No cap may exceed this: the renderer would not survive parsing more in one piece. */
export const MAX_RESPONSE_CAP_BYTES = 1024 * MB;

/** Parses the knob's value over the defaults; throws a message naming what is wrong. */
export function parseResponseCaps(
  value: string | undefined,
  defaults: ResponseCaps = DEFAULT_RESPONSE_CAPS,
): ResponseCaps {
  if (value === undefined || value.trim() === '') return defaults;
  const caps: Record<ResponseCapName, number> = { ...defaults };
  const names = Object.keys(defaults);
  for (const entry of value.split(',')) {
    const [rawName = '', rawBytes, ...rest] = entry.split('=');
    const name = rawName.trim();
    const bytes = rawBytes?.trim() ?? '';
    if (rest.length > 0 || !names.includes(name))
      throw new Error(
        `${RESPONSE_CAPS_ENV}: "${entry.trim().slice(0, 60)}" is not <name>=<bytes> with a name among ${names.join(', ')}.`,
      );
    const number = /^\d+$/.test(bytes) ? Number(bytes) : NaN;
    if (!Number.isSafeInteger(number) || number < 1 || number > MAX_RESPONSE_CAP_BYTES)
      throw new Error(
        `${RESPONSE_CAPS_ENV}: ${name} must be a whole number of bytes from 1 to ${MAX_RESPONSE_CAP_BYTES}.`,
      );
    caps[name as ResponseCapName] = number;
  }
  return caps;
}
