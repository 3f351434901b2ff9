import { useCallback } from 'react';
import type { Customizer } from '@pod/shared';
import { SAVE_CUSTOMIZER } from '../features/profile';
import { useCustomizer } from '../stores/customizer';
import { useSession } from '../stores/session';
import { apolloClient } from '../lib/apollo';
import { i18next } from '../lib/i18n';
import { showError } from '../ui/errors';

// Module-level debounce: a layout switch unmounts the panel, and the save must still happen.
let timer: ReturnType<typeof setTimeout> | null = null;

/** Saves the customizer on the user's profile (updateProfile(customizer: JSON)), debounced. */
export function saveCustomizer(value: Customizer): void {
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => {
    timer = null;
    if (!useSession.getState().token) return;
    apolloClient
      .mutate({ mutation: SAVE_CUSTOMIZER, variables: { customizer: value } })
      .then(() => useSession.getState().patchUser({ customizer: value as unknown as Record<string, unknown> }))
      .catch((err: unknown) => showError(err, i18next.t('customizer.save_failed')));
  }, 300);
}

/** Change one customizer choice and save it. */
export function useCustomizerSetter() {
  return useCallback(<K extends keyof Customizer>(key: K, value: Customizer[K]) => {
    saveCustomizer(useCustomizer.getState().set(key, value));
  }, []);
}
