// The one vocabulary of statuses, severities and types (issue 37 item 4); screens import from here.
export * from './vocabulary.ts';
export * from './severity.ts';
export * from './health.ts';
export * from './run-status.ts';
export * from './job-status.ts';
export * from './send-status.ts';
export * from './log-level.ts';
export * from './issue-type.ts';
export * from './feed-status.ts';
export * from './user-state.ts';
