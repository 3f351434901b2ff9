import { useCallback } from 'react';
import { TEXT_LIMITS } from '@pod/shared';
import { toaster } from '../../app/toaster';
import { errorTitleKey, fieldErrorKeys } from './errors';
import { useAdminT } from './i18n';

type Errors = Record<string, string>;

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
        return;
      }
      try {
        await send();
      } catch (err) {
        const keys = fieldErrorKeys(err);
        if (keys) setErrors(keys);
        toaster.error({ title: t(errorTitleKey(err)) });
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
