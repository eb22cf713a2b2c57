// Whether a sign-in to a catalog item used multi-factor authentication (config_access_logs.mfa,
// spec 5-access §2.7): 'Yes' or 'No'; unknown reads '—' where it is shown.
import { ranked } from './build.ts';

export const MFA = ranked('mfa', [
  ['no', 'No', 'warning', null],
  ['yes', 'Yes', 'success', null],
] as const);

/** The vocabulary's value of a log's `mfa`; undefined when unknown. */
export const mfaValue = (mfa: boolean | null | undefined) =>
  mfa === true ? 'yes' : mfa === false ? 'no' : undefined;
