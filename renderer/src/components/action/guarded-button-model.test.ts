import { describe, expect, it } from 'vitest';
import { OFFLINE_ACTION_REASON } from '../../session/offline/hooks.ts';
import {
  buttonView,
  deleteConfirmation,
  deleteQuestion,
  planClick,
  type ButtonInput,
} from './guarded-button-model.ts';

const base: ButtonInput = {
  allowed: true,
  offline: false,
  offlineReason: null,
  pending: false,
  text: 'Delete',
};
const prod = { environment: 'production' as const, name: 'Acme Prod' };
const staging = { environment: 'staging' as const, name: 'Acme Staging' };

describe('buttonView', () => {
  it('is enabled and silent for an allowed user online', () => {
    expect(buttonView(base)).toEqual({
      kind: 'shown',
      disabled: false,
      reason: null,
      offline: false,
      loading: false,
      text: 'Delete',
    });
  });

  it('is not rendered without the permission, offline or not', () => {
    expect(buttonView({ ...base, allowed: false })).toEqual({ kind: 'hidden' });
    expect(buttonView({ ...base, allowed: false, offline: true })).toEqual({ kind: 'hidden' });
  });

  it('is disabled with the offline reason while the organisation is offline', () => {
    const view = buttonView({ ...base, offline: true, offlineReason: OFFLINE_ACTION_REASON });
    expect(view).toMatchObject({ disabled: true, offline: true, reason: OFFLINE_ACTION_REASON });
  });

  it('stays enabled offline for a local action, which changes this install only', () => {
    const offline = { ...base, offline: true, offlineReason: OFFLINE_ACTION_REASON };
    expect(buttonView({ ...offline, local: true })).toMatchObject({
      disabled: false,
      offline: false,
      reason: null,
    });
    expect(buttonView({ ...offline, local: true, pending: true })).toMatchObject({
      disabled: true,
    });
    expect(buttonView({ ...offline, local: true, allowed: false })).toEqual({ kind: 'hidden' });
  });

  it('is disabled while pending, with the pending text or a spinner', () => {
    expect(buttonView({ ...base, pending: true, pendingText: 'Deleting' })).toMatchObject({
      disabled: true,
      loading: false,
      text: 'Deleting',
    });
    expect(buttonView({ ...base, pending: true })).toMatchObject({
      disabled: true,
      loading: true,
      text: 'Delete',
    });
  });

  it('keeps the caller’s own reason, below offline', () => {
    const own = { ...base, disabled: true, disabledReason: 'Choose a playbook first' };
    expect(buttonView(own)).toMatchObject({ disabled: true, reason: 'Choose a playbook first' });
    expect(
      buttonView({ ...own, offline: true, offlineReason: OFFLINE_ACTION_REASON }),
    ).toMatchObject({ reason: OFFLINE_ACTION_REASON, offline: true });
  });
});

describe('planClick', () => {
  const guard = { action: 'delete' as const, target: 'high-cpu' };
  const confirm = {
    title: 'Delete notification',
    body: 'Delete the notification high-cpu?',
    confirmText: 'Delete',
  };

  it('goes at once without a confirmation outside production', () => {
    expect(planClick(staging, { guard })).toEqual({ kind: 'go' });
    expect(planClick(null, {})).toEqual({ kind: 'go' });
    expect(planClick(prod, {})).toEqual({ kind: 'go' });
  });

  it('asks for the organisation’s name in production, naming the target', () => {
    expect(planClick(prod, { guard })).toEqual({
      kind: 'ask',
      typedName: 'Acme Prod',
      title: 'Delete in production',
      question: 'Delete high-cpu?',
      confirmText: 'Delete',
    });
    const run = planClick(prod, { guard: { action: 'run-now', target: 'api-latency' } });
    expect(run).toMatchObject({
      question: 'Run the check api-latency now?',
      confirmText: 'Run Now',
    });
  });

  it('asks the plain confirmation when given, in any organisation', () => {
    expect(planClick(staging, { guard, confirm })).toEqual({
      kind: 'ask',
      typedName: null,
      title: 'Delete notification',
      question: 'Delete the notification high-cpu?',
      confirmText: 'Delete',
    });
    expect(planClick(null, { confirm })).toMatchObject({ kind: 'ask', typedName: null });
  });

  it('asks once in production when both are given: typed, with the confirmation’s words', () => {
    expect(planClick(prod, { guard, confirm })).toEqual({
      kind: 'ask',
      typedName: 'Acme Prod',
      title: 'Delete in production',
      question: 'Delete the notification high-cpu?',
      confirmText: 'Delete',
    });
  });

  it('asks a question without a heading when the confirmation has no title', () => {
    const asked = deleteQuestion('the silence on api', 'Delete the silence on api?');
    expect(planClick(staging, asked)).toEqual({
      kind: 'ask',
      typedName: null,
      title: undefined,
      question: 'Delete the silence on api?',
      confirmText: 'Delete',
    });
    expect(planClick(prod, asked)).toMatchObject({
      typedName: 'Acme Prod',
      title: 'Delete in production',
      question: 'Delete the silence on api?',
    });
  });

  it('leaves actions the production guard does not cover to the plain confirmation', () => {
    expect(planClick(prod, { confirm })).toMatchObject({ typedName: null });
  });
});

describe('deleteConfirmation', () => {
  it('names the item in the question, asked in any organisation (issue 32 item 17)', () => {
    const confirm = deleteConfirmation('feature flag', 'scraper.concurrency');
    expect(confirm).toEqual({
      title: 'Delete feature flag',
      body: 'Delete the feature flag scraper.concurrency? This cannot be undone.',
      confirmText: 'Delete',
    });
    expect(planClick(staging, { confirm })).toMatchObject({ kind: 'ask', typedName: null });
    expect(
      planClick(prod, { confirm, guard: { action: 'delete', target: 'scraper.concurrency' } }),
    ).toMatchObject({ typedName: 'Acme Prod', question: confirm.body });
  });
});
