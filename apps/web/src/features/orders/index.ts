/** Orders: the order list with its status tabs, the order page, and the stores orders come from. */
export const pages = {
  orders: () => import('./pages/OrdersPage'),
  order: () => import('./pages/OrderPage'),
  stores: () => import('./pages/StoresPage'),
};
