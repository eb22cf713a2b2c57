// The stages a Sandbox start goes through before it answers, as its process reports them on
// stdout (`sandbox stage <name> <step>/<steps>`) and the app shows them while it waits. A start
// from an existing database has none worth showing; a first start copies the build's database
// and moves its times, or, without one, seeds a new database.

export const SANDBOX_STAGES = ['copying', 'rebasing', 'seeding', 'starting'] as const;
export type SandboxStageName = (typeof SANDBOX_STAGES)[number];

export interface SandboxStage {
  stage: SandboxStageName;
  /** 1-based position of this stage in this start. */
  step: number;
  steps: number;
}

const LINE = /^sandbox stage (\w+) (\d+)\/(\d+)$/;

export function stageLine(stage: SandboxStage): string {
  return `sandbox stage ${stage.stage} ${stage.step}/${stage.steps}`;
}

export function parseStageLine(line: string): SandboxStage | null {
  const match = LINE.exec(line.trim());
  if (!match) return null;
  const stage = match[1] as SandboxStageName;
  const step = Number(match[2]);
  const steps = Number(match[3]);
  if (!SANDBOX_STAGES.includes(stage) || step < 1 || step > steps) return null;
  return { stage, step, steps };
}
