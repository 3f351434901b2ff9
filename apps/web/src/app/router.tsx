import { createBrowserRouter, type RouteObject } from 'react-router';
import { COLLECTION_SLUGS } from '@pod/shared';
import { RouteFallback, RouteError } from './RouteFallback';
import { BARE_LIST_PATHS, RedirectKeepingQuery } from './RedirectKeepingQuery';

const page =
  <T extends { default: React.ComponentType }>(load: () => Promise<T>) =>
  async () => {
    const m = await load();
    return { Component: m.default };
  };

type Screen = () => Promise<{ default: React.ComponentType }>;

/** A screen a feature lists in its index (`pages`): the feature's index and the screen load on demand. */
const featurePage = <F extends { pages: Record<string, Screen> }>(feature: () => Promise<F>, pick: (pages: F['pages']) => Screen) =>
  page(async () => pick((await feature()).pages)());

const auth = () => import('../features/auth');
const errors = () => import('../features/errors');
const profile = () => import('../features/profile');
const usersAdmin = () => import('../features/users-admin');
const files = () => import('../features/files');
const fonts = () => import('../features/fonts');
const catalogue = () => import('../features/catalogue');
const logistics = () => import('../features/logistics');
const billing = () => import('../features/billing');
const jobs = () => import('../features/jobs');
const orders = () => import('../features/orders');
const designs = () => import('../features/designs');
const editor = () => import('../features/editor');
const listings = () => import('../features/listings');
const mrpProvider = () => import('../features/mrp-provider');
const manufacturing = () => import('../features/manufacturing');
const manufacturingBatches = () => import('../features/manufacturing-batches');
const support = () => import('../features/support');
const reports = () => import('../features/reports');
const designRequests = () => import('../features/design-requests');
const manufacturingReport = () => import('../features/manufacturing-report');
const accessLogs = () => import('../features/access-logs');
const returns = () => import('../features/returns');
const systemNotifications = () => import('../features/system-notifications');
const shipments = () => import('../features/shipments');
const integrations = () => import('../features/integrations');
const packing = () => import('../features/packing');
const affiliates = () => import('../features/affiliates');
const extensions = () => import('../features/extensions');

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    hydrateFallbackElement: <RouteFallback />,
    children: [
      {
        // Sign-in pages and the error screens: full blank layout.
        lazy: page(() => import('./layouts/BlankLayout')),
        children: [
          { path: '/login', lazy: featurePage(auth, (p) => p.login) },
          { path: '/register', lazy: featurePage(auth, (p) => p.register) },
          { path: '/404', lazy: featurePage(errors, (p) => p.notFound) },
          { path: '/500', lazy: featurePage(errors, (p) => p.serverError) },
          { path: '/maintenance', lazy: featurePage(errors, (p) => p.maintenance) },
          { path: '/misc/not-authorized', lazy: featurePage(errors, (p) => p.notAuthorized) },
        ],
      },
      {
        // Everything else needs a session and lives in the shell.
        lazy: page(() => import('./layouts/AppLayout')),
        children: [
          { index: true, lazy: page(() => import('./HomeRedirect')) },
          { path: '/profile/info', lazy: featurePage(profile, (p) => p.info) },
          { path: '/profile/password', lazy: featurePage(profile, (p) => p.password) },
          { path: '/users/:filter', lazy: featurePage(usersAdmin, (p) => p.users) },
          { path: '/users/:filter/:id', lazy: featurePage(usersAdmin, (p) => p.user) },
          { path: '/user-groups', lazy: featurePage(usersAdmin, (p) => p.userGroups) },
          { path: '/user-groups/:id', lazy: featurePage(usersAdmin, (p) => p.userGroup) },
          { path: '/merchant-groups', lazy: featurePage(usersAdmin, (p) => p.merchantGroups) },
          { path: '/merchant-groups/:id', lazy: featurePage(usersAdmin, (p) => p.merchantGroup) },
          { path: '/files/fonts', lazy: featurePage(fonts, (p) => p.fonts) },
          { path: '/files/:filter', lazy: featurePage(files, (p) => p.files) },
          // The kit with sample data: what modules compose, and what the browser tests screenshot.
          { path: '/kit', lazy: page(() => import('../ui/kit/KitPage')) },
          { path: '/items/edit/:id', lazy: featurePage(catalogue, (p) => p.presetEdit) },
          // Before the collection pages: a seller's listings (`?_id=` opens one).
          { path: '/items/internal', lazy: featurePage(listings, (p) => p.listings) },
          ...Object.values(COLLECTION_SLUGS).flatMap((slug) => [
            { path: `/items/${slug}`, lazy: featurePage(catalogue, (p) => p.items) },
            { path: `/items/${slug}/:filter`, lazy: featurePage(catalogue, (p) => p.items) },
          ]),
          { path: '/category/preset', lazy: featurePage(catalogue, (p) => p.categories) },
          { path: '/product-labels', lazy: featurePage(catalogue, (p) => p.labels) },
          { path: '/catalog', lazy: featurePage(catalogue, (p) => p.catalog) },
          { path: '/catalog/product/:id', lazy: featurePage(catalogue, (p) => p.product) },
          { path: '/catalog/:filter', lazy: featurePage(catalogue, (p) => p.catalog) },
          { path: '/partner-catalog', lazy: featurePage(catalogue, (p) => p.partnerCatalog) },
          { path: '/partner-catalog/product/:id', lazy: featurePage(catalogue, (p) => p.partnerProduct) },
          { path: '/partner-catalog/:filter', lazy: featurePage(catalogue, (p) => p.partnerCatalog) },
          { path: '/inventory', lazy: featurePage(catalogue, (p) => p.inventory) },
          { path: '/manufactures', lazy: featurePage(logistics, (p) => p.manufactures) },
          { path: '/manufactures/:id/report', lazy: featurePage(manufacturingReport, (p) => p.report) },
          { path: '/logistics', lazy: featurePage(logistics, (p) => p.shippingMethods) },
          { path: '/shipping_cost_table', lazy: featurePage(logistics, (p) => p.shippingCostTable) },
          { path: '/locations/:filter', lazy: featurePage(logistics, (p) => p.locations) },
          { path: '/fulfillments/:filter', lazy: featurePage(logistics, (p) => p.fulfilments) },
          { path: '/storage', lazy: featurePage(logistics, (p) => p.storage) },
          // The design catalogue has no menu entry (the spec's menu has none): Catalog and Items link to it.
          { path: '/designs/new', lazy: featurePage(designs, (p) => p.designEdit) },
          { path: '/designs/edit/:id', lazy: featurePage(designs, (p) => p.designEdit) },
          { path: '/designs/:status', lazy: featurePage(designs, (p) => p.designs) },
          // The editor (konva): its own chunk, loaded when one of these opens.
          { path: '/editor/preset/:presetId', lazy: featurePage(editor, (p) => p.presetTemplate) },
          { path: '/editor/product/:presetId', lazy: featurePage(editor, (p) => p.productDesign) },
          { path: '/billing/topup', lazy: featurePage(billing, (p) => p.topup) },
          { path: '/billing/history/:filter', lazy: featurePage(billing, (p) => p.transactions) },
          { path: '/billing/invoice', lazy: featurePage(billing, (p) => p.invoices) },
          { path: '/billing/production-history/:filter', lazy: featurePage(billing, (p) => p.productionTransactions) },
          { path: '/billing/production-invoice', lazy: featurePage(billing, (p) => p.productionInvoices) },
          { path: '/orders', lazy: featurePage(orders, (p) => p.orders) },
          { path: '/orders/:id', lazy: featurePage(orders, (p) => p.order) },
          { path: '/stores', lazy: featurePage(orders, (p) => p.stores) },
          { path: '/stores/:filter', lazy: featurePage(orders, (p) => p.stores) },
          { path: '/jobs', lazy: featurePage(jobs, (p) => p.jobs) },
          { path: '/mrp-provider', lazy: featurePage(mrpProvider, (p) => p.providerLines) },
          { path: '/fulfilments/:filter', lazy: featurePage(orders, (p) => p.fulfilments) },
          { path: '/manufactures/:id/station', lazy: featurePage(manufacturing, (p) => p.station) },
          { path: '/manufactures/:id/mrp', lazy: featurePage(manufacturing, (p) => p.productions) },
          { path: '/manufactures/:id/mrp_batch', lazy: featurePage(manufacturingBatches, (p) => p.batches) },
          { path: '/manufactures/:id/mrp_package', lazy: featurePage(packing, (p) => p.packages) },
          { path: '/manufactures/:id/mrp_package/station', lazy: featurePage(packing, (p) => p.station) },
          { path: '/call-to-action', lazy: featurePage(manufacturing, (p) => p.callToAction) },
          { path: '/manufactures/:id/call-to-action', lazy: featurePage(manufacturing, (p) => p.callToAction) },
          { path: '/dashboard', lazy: featurePage(reports, (p) => p.dashboard) },
          { path: '/daily-report', lazy: featurePage(reports, (p) => p.dailyReport) },
          { path: '/tickets', lazy: featurePage(support, (p) => p.tickets) },
          { path: '/tickets/:id', lazy: featurePage(support, (p) => p.ticket) },
          { path: '/support/:filter', lazy: featurePage(support, (p) => p.sellerTickets) },
          { path: '/support/:filter/:id', lazy: featurePage(support, (p) => p.ticket) },
          { path: '/token-access-logs', lazy: featurePage(accessLogs, (p) => p.tokenAccessLogs) },
          { path: '/block-logs', lazy: featurePage(accessLogs, (p) => p.blockedLogs) },
          { path: '/rar/:filter', lazy: featurePage(returns, (p) => p.returns) },
          { path: '/shipments', lazy: featurePage(shipments, (p) => p.shipments) },
          { path: '/design-requests', lazy: featurePage(designRequests, (p) => p.board) },
          { path: '/app-config/:filter', lazy: featurePage(integrations, (p) => p.integrations) },
          { path: '/affiliates', lazy: featurePage(affiliates, (p) => p.affiliates) },
          { path: '/affiliates/:id', lazy: featurePage(affiliates, (p) => p.affiliate) },
          { path: '/system-notification/:filter', lazy: featurePage(systemNotifications, (p) => p.systemNotifications) },
          { path: '/extensions', lazy: featurePage(extensions, (p) => p.extensions) },
          ...BARE_LIST_PATHS.map(({ path, to }) => ({ path, element: <RedirectKeepingQuery to={to} /> })),
          { path: '*', lazy: page(() => import('./MenuRoute')) },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
