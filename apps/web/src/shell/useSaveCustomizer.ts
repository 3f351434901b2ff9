import { useCallback, useEffect, useRef } from 'react';
import { useMutation } from '@apollo/client/react';
import type { Customizer } from '@pod/shared';
import { SAVE_CUSTOMIZER } from '../features/profile/graphql';
import { useCustomizer } from '../stores/customizer';
import { useSession } from '../stores/session';
import { toaster } from '../app/toaster';
import { errorMessage } from '../lib/apollo';
import { i18next } from '../lib/i18n';

/** Saves the customizer on the user's profile (updateProfile(customizer: JSON)), debounced. */
export function useSaveCustomizer(): (value: Customizer) => void {
  const [save] = useMutation(SAVE_CUSTOMIZER);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);
  return useCallback(
    (value: Customizer) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        save({ variables: { customizer: value } })
          .then(() => useSession.getState().patchUser({ customizer: value as unknown as Record<string, unknown> }))
          .catch((err: unknown) => toaster.error({ title: i18next.t('customizer.save_failed'), description: errorMessage(err) }));
      }, 400);
    },
    [save],
  );
}

/** Change one customizer choice and save it. */
export function useCustomizerSetter() {
  const save = useSaveCustomizer();
  return useCallback(
    <K extends keyof Customizer>(key: K, value: Customizer[K]) => {
      save(useCustomizer.getState().set(key, value));
    },
    [save],
  );
}
