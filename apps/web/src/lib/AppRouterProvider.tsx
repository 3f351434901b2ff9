import { RouterProvider, type createBrowserRouter } from 'react-router';

/**
 * The router as the app renders it: navigations commit at once, outside React transitions. Apollo's
 * useQuery switches its query to new variables while rendering, so a list whose URL changed in a
 * transition fetched the new tab, the committed screen pulled it back to the old one, and the two
 * alternated for seconds (a tab click or a filter made 12 to 29 requests and did not stick).
 */
export function AppRouterProvider({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  return <RouterProvider router={router} useTransitions={false} />;
}
