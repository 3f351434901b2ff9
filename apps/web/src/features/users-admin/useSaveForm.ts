import { useCallback } from 'react';
import { TEXT_LIMITS } from '@pod/shared';
import { toaster } from '../../app/toaster';
import { fieldErrorKeys, toastFailure } from './errors';
import { useAdminT } from './i18n';

type Errors = Record<string, string>;

/** Long forms: once the errors are rendered, bring the first field in error into view and focus it. */
function showFirstInvalid() {
  requestAnimationFrame(() => {
    const field = document.querySelector<HTMLElement>('form [data-invalid]');
    if (!field) return;
    field.scrollIntoView({ block: 'center' });
    field.querySelector<HTMLElement>('input, select, textarea')?.focus({ preventScroll: true });
  });
}

/**
 * One save path for the admin forms: local errors are shown next to their fields and nothing is
 * sent; otherwise `send` runs, and the server's field errors land next to the fields too.
 */
export function useSaveForm(setErrors: (errors: Errors) => void) {
  const { t } = useAdminT();
  return useCallback(
    async (local: Errors, send: () => Promise<void>) => {
      setErrors(local);
      if (Object.keys(local).length) {
        toaster.error({ title: t('errors.check_fields') });
        showFirstInvalid();
        return;
      }
      try {
        await send();
      } catch (err) {
        const keys = fieldErrorKeys(err);
        if (keys) setErrors(keys);
        toastFailure(t, err);
        if (keys) showFirstInvalid();
      }
    },
    [setErrors, t],
  );
}

/** A group's name: required, and within the name limit. */
export function groupNameErrors(name: string): Errors {
  if (!name.trim()) return { name: 'errors.required' };
  if (name.trim().length > TEXT_LIMITS.name) return { name: 'errors.too_long' };
  return {};
}
