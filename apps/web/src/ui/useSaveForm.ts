import { useCallback, useId } from 'react';
import { checkInput, type InputSchema } from '@pod/shared';
import { toaster } from './toaster';
import { i18next } from '../lib/i18n';
import { fieldErrorKeys, reasonTranslationKey, showError } from './errors';

/** Field → translation key; the form shows `t(key)` under the field. */
export type FieldErrorKeys = Record<string, string>;

/** What the shared schema refuses in `value`, as translation keys by field (empty when it passes). */
export function schemaErrorKeys(schema: InputSchema, value: unknown): FieldErrorKeys {
  const result = checkInput(schema, value);
  if (result.ok) return {};
  return Object.fromEntries(Object.entries(result.reasons).map(([field, reason]) => [field, reasonTranslationKey(reason)]));
}

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
 * One save path for every form: local errors (from the shared schema, `schemaErrorKeys`) are shown
 * next to their fields and nothing is sent; otherwise `send` runs, and the server's field errors
 * (its reasons, translated) land next to the same fields.
 */
export function useSaveForm(setErrors: (errors: FieldErrorKeys) => void) {
  // One failure toast per form, replaced by the next failure and taken away by a save that succeeds,
  // so "Nothing was saved" never stands beside "Saved".
  const failure = `save-failed-${useId()}`;
  return useCallback(
    async (local: FieldErrorKeys, send: () => Promise<void>) => {
      setErrors(local);
      if (Object.keys(local).length) {
        toaster.error({ id: failure, title: i18next.t('ui:errors.check_fields'), description: undefined });
        showFirstInvalid();
        return;
      }
      try {
        await send();
        toaster.dismiss(failure);
      } catch (err) {
        const keys = fieldErrorKeys(err);
        if (keys) setErrors(keys);
        showError(err, undefined, failure);
        if (keys) showFirstInvalid();
      }
    },
    [setErrors, failure],
  );
}
