// Size rules (issue 37): a source file is at most 400 lines and a function at most 80
// (blank lines and comments count: a long function is long to read). Tests, generated files, the
// Sandbox's seed data and the widget gallery are left out. The files below break a rule today;
// each list may only shrink: scripts/lint/size-limits.test.ts fails when a listed file keeps
// the rule again, so a split is recorded by deleting its line here.

export const MAX_FILE_LINES = 400;
export const MAX_FUNCTION_LINES = 80;

export const SIZE_RULE_FILES = [
  'renderer/src/**/*.{ts,tsx}',
  'electron/**/*.ts',
  'preload/**/*.ts',
];
export const SIZE_RULE_IGNORES = [
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/*.generated.ts',
  '**/testing/**',
  'electron/sandbox/seed/**',
  'renderer/src/gallery/**',
];

/** Files longer than MAX_FILE_LINES. */
export const LONG_FILES: readonly string[] = [];

/** Files with at least one function longer than MAX_FUNCTION_LINES. */
export const LONG_FUNCTION_FILES: readonly string[] = [
  'electron/kubeconfig/kubeconfig-service.ts',
  'electron/orgs/org-service.ts',
  'renderer/src/components/code-editor/CodeEditor.tsx',
  'renderer/src/components/data-table/DataTable.tsx',
  'renderer/src/components/data-table/TablePagination.tsx',
  'renderer/src/components/export/ExportButton.tsx',
  'renderer/src/components/resource-list/ResourceList.tsx',
  'renderer/src/components/secret-value/SecretValueInput.tsx',
  'renderer/src/components/time-range-picker/TimeRangePicker.tsx',
  'renderer/src/features/identity/components/IdentitySignIn.tsx',
  'renderer/src/features/identity/components/SignInScreen.tsx',
  'renderer/src/features/identity/flow/FlowForm.tsx',
  'renderer/src/features/incidents/comments/CommentsTab.tsx',
  'renderer/src/features/incidents/comments/MentionTextArea.tsx',
  'renderer/src/features/incidents/evidence/DefinitionOfDonePanel.tsx',
  'renderer/src/features/incidents/evidence/DodWizard.tsx',
  'renderer/src/features/incidents/evidence/EvidenceItem.tsx',
  'renderer/src/features/incidents/plan/HypothesisItem.tsx',
  'renderer/src/features/incidents/responders/AddRespondersDialog.tsx',
  'renderer/src/features/incidents/responders/RespondersField.tsx',
  'renderer/src/features/organisations/components/KubeconfigDialog.tsx',
  'renderer/src/features/organisations/components/ManageOrgsDialog.tsx',
  'renderer/src/features/organisations/components/OrgDialog.tsx',
  'renderer/src/features/organisations/components/OrgGate.tsx',
  'renderer/src/features/organisations/components/OrgSwitcher.tsx',
  'renderer/src/features/palette/CommandPalette.tsx',
  'renderer/src/features/palette/palette-client.ts',
  'renderer/src/features/palette/palette-index.ts',
  'renderer/src/session/offline/connectivity.ts',
  'renderer/src/session/offline/org-offline.ts',
];
