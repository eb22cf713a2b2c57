// Names the window after the current organisation: `<Org> — Mission Control`.
import { useEffect } from 'react';
import type { Org } from '../../../../../preload/contract/orgs.ts';
import { windowTitle } from '../org-form.ts';

export function useOrgTitle(org: Org | null): void {
  useEffect(() => {
    document.title = windowTitle(org);
  }, [org]);
}
