// Spec 2 §8: a topology answer with several components for one id toasts once per id.
import { useEffect } from 'react';
import { showToast } from '../../../components/toaster/toaster.ts';

export const MULTIPLE_TEXT = 'Response has multiple components for the id.';

export function useMultipleComponentsToast(multiple: boolean, id: string | undefined): void {
  useEffect(() => {
    if (multiple) void showToast(MULTIPLE_TEXT, 'warning');
  }, [multiple, id]);
}
