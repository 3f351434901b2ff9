import { useEffect, useState } from 'react';
import { fetchPublicConfig, type Registration } from './flow';

/**
 * Where "Create an account" leads, or null when it is hidden: always when sign-up is open, only with
 * an invitation code in the URL (`/login?invite=…`) when it is by invitation, never when closed.
 */
export function useSignUpPath(invite: string | null): string | null {
  const [registration, setRegistration] = useState<Registration | null>(null);
  useEffect(() => {
    let live = true;
    void fetchPublicConfig().then((c) => live && setRegistration(c.registration));
    return () => {
      live = false;
    };
  }, []);
  if (registration === 'open') return invite ? `/register?invite=${encodeURIComponent(invite)}` : '/register';
  if (registration === 'invite' && invite) return `/register?invite=${encodeURIComponent(invite)}`;
  return null;
}
