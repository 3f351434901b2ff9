/** Users, user groups and merchant groups administration. */
export const pages = {
  users: () => import('./pages/UsersListPage'),
  user: () => import('./pages/UserEditPage'),
  userGroups: () => import('./pages/UserGroupsPage'),
  userGroup: () => import('./pages/UserGroupEditPage'),
  merchantGroups: () => import('./pages/MerchantGroupsPage'),
  merchantGroup: () => import('./pages/MerchantGroupEditPage'),
};
