import { useEffect, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Spinner, Center } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { checkRoles } from '@pod/shared';
import { i18next } from '../../lib/i18n';
import { useSession } from '../../stores/session';

export const NS = 'usersAdmin';

/** This feature's own locale files, split out and fetched on demand. */
const loaders = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json');

const loaded = new Set<string>();

export async function loadAdminBundle(lng: string): Promise<void> {
  const wanted = [...new Set([lng, 'en'])];
  await Promise.all(
    wanted.map(async (l) => {
      if (loaded.has(l)) return;
      const load = loaders[`./locales/${l}.json`];
      if (!load) return;
      const m = await load();
      i18next.addResourceBundle(l, NS, m.default, true, true);
      loaded.add(l);
    }),
  );
}

/** Translations of the users admin screens (namespace usersAdmin; roles come from the shell's own). */
export function useAdminT() {
  return useTranslation([NS, 'translation']);
}

/** Waits for the feature's bundle in the current language and allows super_root only. */
export function AdminPage({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const user = useSession((s) => s.user);
  const lng = i18n.language;
  const [ready, setReady] = useState(() => loaded.has(lng));
  useEffect(() => {
    let live = true;
    if (loaded.has(lng)) {
      setReady(true);
      return;
    }
    setReady(false);
    void loadAdminBundle(lng).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [lng]);
  if (!user) return null;
  if (!checkRoles(user, ['super_root'])) return <Navigate to="/404" replace />;
  if (!ready)
    return (
      <Center py="20">
        <Spinner />
      </Center>
    );
  return <>{children}</>;
}
