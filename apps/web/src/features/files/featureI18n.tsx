import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Center, Spinner } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { i18next } from '../../lib/i18n';
import { useSession } from '../../stores/session';
import { useLayoutKind } from '../../shell/layout';
import { MENU, menuAllows } from '@pod/shared';

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
  const useT = () => useTranslation([ns, 'translation']);
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

/** The menu rules decide who may open a route (Media > Files is root only); others go to /404 or not-authorized. */
export function MenuGuard({ children }: { children: ReactNode }) {
  const user = useSession((s) => s.user);
  const manufactures = useSession((s) => s.manufactures);
  const layout = useLayoutKind();
  const location = useLocation();
  if (!user) return null;
  // Same rule as the shell's menu routes: a menu entry the user may not see sends them away.
  if (menuAllows(location.pathname, { user, manufactures }, MENU) !== true) return <Navigate to={layout === 'horizontal' ? '/misc/not-authorized' : '/404'} replace />;
  return <>{children}</>;
}
