/** The sign-in feature: its screens, and the session steps the shell runs. */
export { readCurrentUser } from './currentUser';
export { usePermissionsLive } from './usePermissionsLive';
export { consumeTokenHash, homeFor, logout } from './flow';
export { useSignUpPath } from './signUp';

export const pages = {
  login: () => import('./pages/LoginPage'),
  register: () => import('./pages/RegisterPage'),
};
