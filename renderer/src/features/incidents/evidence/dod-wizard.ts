// The definition-of-done wizard's fields as data (spec 2 §4): choose Automatic or Manual, select
// evidence (or describe the task), then an optional script, with example scripts for check and
// insight evidence. Each step is a form kit field list, validated before the next.
import type { Evidence, IncidentDetail } from '../../../api/services/incidents.types.ts';
import type { FieldDef } from '../../../components/form-kit/field.ts';
import { titleCase } from '../../../lib/text/title-case.ts';

export interface DodValues {
  mode: string;
  /** The evidence to add to the definition of done (automatic). */
  selected: string[];
  /** What has to be true (manual). */
  text: string;
  script: string;
}

export const DOD_START: DodValues = { mode: '', selected: [], text: '', script: '' };

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

/** The three steps: how it is done, what (evidence or a task), and the optional script. */
export function dodSteps(
  picker: FieldDef,
  example: string | null,
): [FieldDef[], FieldDef[], FieldDef[]] {
  return [
    [
      {
        id: 'mode',
        label: 'How is it done?',
        kind: 'radio',
        options: ['automatic', 'manual'],
        optionLabel: titleCase,
        required: true,
        requiredText: 'Please choose Automatic or Manual',
        help: 'Automatic picks evidence already in the plan, which a script can check; Manual describes a task to tick off by hand.',
      },
    ],
    [
      { ...picker, when: { id: 'mode', values: ['automatic'] } },
      {
        id: 'text',
        label: 'What has to be done',
        kind: 'textarea',
        required: true,
        requiredText: 'Please describe what has to be done',
        autoFocus: true,
        when: { id: 'mode', values: ['manual'] },
      },
    ],
    [
      {
        id: 'script',
        label: 'Script (optional)',
        kind: 'textarea',
        className: 'mc-dod-script',
        placeholder: example ?? 'e.g. check.status == "healthy"',
        help: 'A CEL expression that is true once this is done; leave it empty to tick it off by hand.',
      },
    ],
  ];
}

/** The evidence not yet in the definition of done, each noted with its hypothesis's title. */
export function evidenceOutsideDod(
  incident: Pick<IncidentDetail, 'hypotheses'>,
): { evidence: Evidence; note: string }[] {
  return (incident.hypotheses ?? []).flatMap((h) =>
    (h.evidences ?? [])
      .filter((e) => !e.definition_of_done)
      .map((evidence) => ({ evidence, note: h.title })),
  );
}
