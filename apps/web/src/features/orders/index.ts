/** Orders: the order list with its status tabs, the order page, the stores orders come from, and who fulfils them. */
export const pages = {
  orders: () => import('./pages/OrdersPage'),
  order: () => import('./pages/OrderPage'),
  stores: () => import('./pages/StoresPage'),
  fulfilments: () => import('./pages/FulfilmentsPage'),
};
