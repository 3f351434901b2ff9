/** The user's own profile: its screens, and the documents the shell uses (live badges, customizer, design switch). */
export { SAVE_CUSTOMIZER, TOGGLE_DESIGN_PRODUCTION, USER_UPDATED } from './graphql';

export const pages = {
  info: () => import('./pages/EditProfilePage'),
  password: () => import('./pages/EditPasswordPage'),
};
