// An organisation's environment label and its default colour: plain constants, so the renderer's
// org form and switcher have them without building the orgs contract's schemas at start-up.
export const ORG_ENVIRONMENTS = ['production', 'staging', 'development', 'custom'] as const;
export type OrgEnvironment = (typeof ORG_ENVIRONMENTS)[number];

/** Default colour per environment label; the user may pick another. */
export const environmentColours: Record<OrgEnvironment, string> = {
  production: '#cd4246',
  staging: '#c87619',
  development: '#238551',
  custom: '#5f6b7c',
};
