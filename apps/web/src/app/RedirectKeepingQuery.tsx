import { Navigate, useLocation } from 'react-router';

/** Bare list paths (the spec's menu links their `/{filter}` screens) and their default tab. */
export const BARE_LIST_PATHS: ReadonlyArray<{ path: string; to: string }> = [
  '/users',
  '/files',
  '/locations',
  '/fulfillments',
  '/fulfilments',
  '/billing/history',
  '/billing/production-history',
  '/support',
].map((path) => ({ path, to: `${path}/all` }));

/** Opens `to` in place of the current entry, keeping the query string and hash (a bookmark's filters). */
export function RedirectKeepingQuery({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}
