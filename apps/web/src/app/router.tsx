import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteFallback, RouteError } from './RouteFallback';

const page =
  <T extends { default: React.ComponentType }>(load: () => Promise<T>) =>
  async () => {
    const m = await load();
    return { Component: m.default };
  };

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    hydrateFallbackElement: <RouteFallback />,
    children: [
      {
        // Sign-in pages and the error screens: full blank layout.
        lazy: page(() => import('./layouts/BlankLayout')),
        children: [
          { path: '/login', lazy: page(() => import('../features/auth/pages/LoginPage')) },
          { path: '/register', lazy: page(() => import('../features/auth/pages/RegisterPage')) },
          { path: '/404', lazy: page(() => import('../features/errors/pages/NotFoundPage')) },
          { path: '/500', lazy: page(() => import('../features/errors/pages/ServerErrorPage')) },
          { path: '/maintenance', lazy: page(() => import('../features/errors/pages/MaintenancePage')) },
          { path: '/misc/not-authorized', lazy: page(() => import('../features/errors/pages/NotAuthorizedPage')) },
        ],
      },
      {
        // Everything else needs a session and lives in the shell.
        lazy: page(() => import('./layouts/AppLayout')),
        children: [
          { index: true, lazy: page(() => import('./HomeRedirect')) },
          { path: '/profile/info', lazy: page(() => import('../features/profile/pages/EditProfilePage')) },
          { path: '/profile/password', lazy: page(() => import('../features/profile/pages/EditPasswordPage')) },
          { path: '/users/:filter', lazy: page(() => import('../features/users-admin/pages/UsersListPage')) },
          { path: '/users/:filter/:id', lazy: page(() => import('../features/users-admin/pages/UserEditPage')) },
          { path: '/user-groups', lazy: page(() => import('../features/users-admin/pages/UserGroupsPage')) },
          { path: '/user-groups/:id', lazy: page(() => import('../features/users-admin/pages/UserGroupEditPage')) },
          { path: '/merchant-groups', lazy: page(() => import('../features/users-admin/pages/MerchantGroupsPage')) },
          { path: '/merchant-groups/:id', lazy: page(() => import('../features/users-admin/pages/MerchantGroupEditPage')) },
          { path: '/files/fonts', lazy: page(() => import('../features/fonts/pages/FontsPage')) },
          { path: '/files/:filter', lazy: page(() => import('../features/files/pages/FilesPage')) },
          { path: '*', lazy: page(() => import('./MenuRoute')) },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
