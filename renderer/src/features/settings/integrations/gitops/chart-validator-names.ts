// The name under which chart-validators.generated.ts exports a chart's validator, shared by the
// generator and the loader ('mission-control' → missionControl).
import type { GitOpsChartId } from './gitops-charts.ts';

export function validatorExportName(id: GitOpsChartId): string {
  return id.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}
