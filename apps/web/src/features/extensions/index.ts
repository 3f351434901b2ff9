/** Extensions (/extensions, super_root): the rule sets the sellers' browser extension downloads. */
export const pages = {
  extensions: () => import('./pages/ExtensionsPage'),
};
