import { describe, expect, it } from 'vitest';
import {
  GUARDED_ACTIONS,
  ORG_ACTIONS,
  confirmationMatches,
  isProductionOrg,
  typedConfirmationFor,
  typedConfirmPrompt,
} from './production-guard.ts';

const prod = { environment: 'production' as const, name: 'Acme Prod' };

describe('production guard', () => {
  it('guards delete, playbook runs, Run Now and bulk actions in a production organisation', () => {
    for (const action of ['delete', 'run-playbook', 'run-now', 'bulk'] as const)
      expect(typedConfirmationFor(prod, action)).toBe('Acme Prod');
    expect([...GUARDED_ACTIONS].sort()).toEqual(['bulk', 'delete', 'run-now', 'run-playbook']);
  });

  it('leaves other actions alone, even in production', () => {
    for (const action of ORG_ACTIONS.filter((a) => !GUARDED_ACTIONS.includes(a)))
      expect(typedConfirmationFor(prod, action)).toBeNull();
  });

  it('keeps today’s behaviour outside production', () => {
    for (const environment of ['staging', 'development', 'custom'] as const) {
      expect(isProductionOrg({ environment })).toBe(false);
      for (const action of ORG_ACTIONS)
        expect(typedConfirmationFor({ environment, name: 'Acme Prod' }, action)).toBeNull();
    }
    expect(typedConfirmationFor(null, 'delete')).toBeNull();
    expect(typedConfirmationFor(undefined, 'delete')).toBeNull();
  });

  it('asks for the name without surrounding spaces', () => {
    expect(typedConfirmationFor({ environment: 'production', name: '  Acme  ' }, 'delete')).toBe(
      'Acme',
    );
    expect(typedConfirmPrompt('Acme Prod')).toBe('Type Acme Prod to confirm');
  });

  it('matches the exact name once trimmed', () => {
    expect(confirmationMatches('Acme Prod', 'Acme Prod')).toBe(true);
    expect(confirmationMatches('  Acme Prod \t', 'Acme Prod')).toBe(true);
    expect(confirmationMatches('Acme Prod', ' Acme Prod ')).toBe(true);
  });

  it('refuses near misses: case, inner spaces, prefixes, empty', () => {
    expect(confirmationMatches('acme prod', 'Acme Prod')).toBe(false);
    expect(confirmationMatches('Acme  Prod', 'Acme Prod')).toBe(false);
    expect(confirmationMatches('Acme', 'Acme Prod')).toBe(false);
    expect(confirmationMatches('Acme Prod 2', 'Acme Prod')).toBe(false);
    expect(confirmationMatches('', 'Acme Prod')).toBe(false);
    expect(confirmationMatches('   ', '   ')).toBe(false);
  });
});
