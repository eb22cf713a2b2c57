// The definition-of-done wizard's rules (spec 2 §4): choose Automatic or Manual, select evidence,
// then an optional script. Manual needs non-empty text; the script has example values for check
// and insight evidence.
import type { Evidence, IncidentDetail } from '../../../api/services/incidents.types.ts';

export type DodMode = 'automatic' | 'manual';
export type DodStep = 'mode' | 'evidence' | 'script';

export interface DodWizardState {
  mode: DodMode | null;
  step: DodStep;
  /** The evidence to add to the definition of done (automatic). */
  selected: string[];
  /** What has to be true (manual). */
  text: string;
  script: string;
}

export const initialDodWizard: DodWizardState = {
  mode: null,
  step: 'mode',
  selected: [],
  text: '',
  script: '',
};

export const EXAMPLE_SCRIPTS: Record<string, string> = {
  check: 'check.status == "healthy"',
  config_analysis: 'analysis.status == "resolved"',
};

/** The example script for the selected evidence, when all of them share a type that has one. */
export function exampleScript(evidences: readonly Evidence[]): string | null {
  const types = new Set(evidences.map((e) => e.type));
  if (types.size !== 1) return null;
  return EXAMPLE_SCRIPTS[[...types][0]!] ?? null;
}

/** Why the step cannot move on, or null when it can. */
export function dodStepError(state: DodWizardState): string | null {
  if (state.step === 'mode') return state.mode ? null : 'Please choose Automatic or Manual';
  if (state.step === 'evidence') {
    if (state.mode === 'manual')
      return state.text.trim() ? null : 'Please describe what has to be done';
    return state.selected.length > 0 ? null : 'Please select atleast one evidence';
  }
  return null;
}

/** The evidence not yet in the definition of done, each with its hypothesis's title. */
export function evidenceOutsideDod(
  incident: Pick<IncidentDetail, 'hypotheses'>,
): { evidence: Evidence; hypothesis: string }[] {
  return (incident.hypotheses ?? []).flatMap((h) =>
    (h.evidences ?? [])
      .filter((e) => !e.definition_of_done)
      .map((evidence) => ({ evidence, hypothesis: h.title })),
  );
}
