import { useEffect, useState, type ReactNode } from 'react';
import { Center, Spinner } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { i18next } from './i18n';

type Loaders = Record<string, () => Promise<{ default: Record<string, unknown> }>>;

/**
 * A feature's own translations: a separate i18next namespace whose JSON files are fetched on
 * demand (never part of the shell's locale files).
 */
export function featureI18n(ns: string, loaders: Loaders) {
  const loaded = new Set<string>();
  const load = async (lng: string) => {
    await Promise.all(
      [...new Set([lng, 'en'])].map(async (l) => {
        if (loaded.has(l)) return;
        const file = Object.keys(loaders).find((k) => k.endsWith(`/${l}.json`));
        if (!file) return;
        const m = await loaders[file]();
        i18next.addResourceBundle(l, ns, m.default, true, true);
        loaded.add(l);
      }),
    );
  };
  // The kit's namespace last: table, dialog and error-reason keys a feature does not define itself.
  const useT = () => useTranslation([ns, 'translation', 'ui'], { nsMode: 'fallback' });
  /** Renders children once the bundle of the current language is in. */
  function Ready({ children }: { children: ReactNode }) {
    const { i18n } = useTranslation();
    const lng = i18n.language;
    const [ready, setReady] = useState(() => loaded.has(lng));
    useEffect(() => {
      let live = true;
      if (loaded.has(lng)) setReady(true);
      else {
        setReady(false);
        // A failed fetch (e.g. a redeploy changed the chunk names) still shows the screen, in the fallback language.
        void load(lng)
          .catch(() => undefined)
          .then(() => live && setReady(true));
      }
      return () => {
        live = false;
      };
    }, [lng]);
    if (!ready)
      return (
        <Center py="20">
          <Spinner />
        </Center>
      );
    return <>{children}</>;
  }
  return { ns, load, useT, Ready };
}
