/**
 * A tiny bridge so non-React code (the HTTP layer) can move the router.
 * The router registers itself at start; before that we fall back to a hard navigation.
 */
type Navigate = (to: string, opts?: { replace?: boolean }) => void;

let navigateImpl: Navigate | null = null;

export function registerNavigate(fn: Navigate | null): void {
  navigateImpl = fn;
}

export function navigateTo(to: string, opts?: { replace?: boolean }): void {
  if (navigateImpl) navigateImpl(to, opts);
  else if (typeof window !== 'undefined') window.location.assign(to);
}
