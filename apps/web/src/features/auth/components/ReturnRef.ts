import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { getTokens } from '../../../lib/tokens';
import { isAllowedRef, storeReturnRef, takeReturnRef, withTokenHash } from '../flow';

/** /login?ref=... and /register?ref=... keep the return reference for after sign-in. */
export function useStoreReturnRef(): void {
  const [params] = useSearchParams();
  const ref = params.get('ref');
  useEffect(() => {
    if (ref) storeReturnRef(ref);
  }, [ref]);
}

/** Signed in already and sent here with ?ref=: hand the current token over at once. */
export function useAlreadySignedInHandOff(signedIn: boolean): void {
  const [params] = useSearchParams();
  const ref = params.get('ref');
  useEffect(() => {
    const token = getTokens().token;
    if (!signedIn || !ref || !token) return;
    let cancelled = false;
    void isAllowedRef(ref).then((ok) => {
      if (cancelled || !ok) return;
      takeReturnRef();
      window.location.assign(withTokenHash(ref, token));
    });
    return () => {
      cancelled = true;
    };
  }, [signedIn, ref]);
}
