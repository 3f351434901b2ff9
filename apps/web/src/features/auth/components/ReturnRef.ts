import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { storeReturnRef } from '../flow';

/** /login?ref=... and /register?ref=... keep the return reference for after sign-in. */
export function useStoreReturnRef(): void {
  const [params] = useSearchParams();
  const ref = params.get('ref');
  useEffect(() => {
    if (ref) storeReturnRef(ref);
  }, [ref]);
}
