import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { system } from '../ui/theme';
import { initI18n } from '../lib/i18n';

/** Renders a screen inside Chakra, i18n (English) and a memory router. */
export async function renderRoute(element: ReactElement, opts: { path?: string; url?: string; extra?: RouteObject[] } = {}) {
  const path = opts.path ?? '/';
  const url = opts.url ?? path;
  const extra = opts.extra ?? [];
  await initI18n('en');
  const router = createMemoryRouter([{ path, element }, ...extra], { initialEntries: [url] });
  const utils = render(
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
  return { ...utils, router };
}
