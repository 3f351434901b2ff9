import { checkRoles, membership, type Member, type RoleRule } from './roles';

export interface MenuItem {
  id: string;
  /** i18n key, under `menu.` in the web's locale files. */
  title: string;
  /** Route path without query. Absent on pure groups. */
  route?: string;
  /** Default query string of the link, as the spec lists it. */
  query?: Record<string, string>;
  /** Who sees it; absent or empty means everyone (still subject to `!` entries). */
  roles?: RoleRule;
  children?: MenuItem[];
  /** Rendered once per manufacture the user has, with `{id}` replaced. */
  perManufacture?: boolean;
  /** Routes shown under this entry that count as it being active (e.g. /catalog/{filter}). */
  matches?: string[];
}

const MANUFACTURING_ROLES: RoleRule = ['cutting', 'printer', 'sewer', 'packager', 'order_qc', 'root', 'super_root'];

/** The sidebar of spec section 2, as data. Both the web menu and route guards read it. */
export const MENU: readonly MenuItem[] = [
  { id: 'dashboard', title: 'menu.dashboard', route: '/dashboard', roles: ['root', 'order_qc', 'sale', 'fulfiller'] },
  {
    id: 'report',
    title: 'menu.report',
    roles: ['root', 'super_root'],
    children: [
      { id: 'daily-report', title: 'menu.daily_report', route: '/daily-report', query: { tab: 'today' }, roles: ['root', 'super_root'] },
    ],
  },
  { id: 'affiliates', title: 'menu.affiliates', route: '/affiliates', roles: ['root', 'sale'] },
  {
    id: 'manufacturing',
    title: 'menu.manufacturing',
    children: [
      { id: 'rar', title: 'menu.return_replacement', route: '/rar/all', matches: ['/rar'], roles: ['root', 'super_root'] },
      { id: 'mrp-provider', title: 'menu.mrp_provider', route: '/mrp-provider', roles: ['root', 'super_root'] },
      {
        id: 'manufacture',
        title: 'menu.manufacture',
        perManufacture: true,
        roles: MANUFACTURING_ROLES,
        children: [
          { id: 'mrp', title: 'menu.productions', route: '/manufactures/{id}/mrp', query: { mrp_status: 'To Do', source: 'all' }, roles: MANUFACTURING_ROLES },
          { id: 'mrp-batch', title: 'menu.batch_items', route: '/manufactures/{id}/mrp_batch', query: { status: 'Producting' }, roles: MANUFACTURING_ROLES },
          { id: 'mrp-package', title: 'menu.box_packages', route: '/manufactures/{id}/mrp_package', query: { status: 'Processing', source: 'All', shipping: 'mulstran' }, roles: MANUFACTURING_ROLES },
          { id: 'mrp-report', title: 'menu.production_report', route: '/manufactures/{id}/report', query: { tab: 'last7day' }, roles: ['root', 'super_root'] },
        ],
      },
    ],
  },
  {
    id: 'sales',
    title: 'menu.sales',
    children: [
      { id: 'orders', title: 'menu.orders', route: '/orders', query: { status: 'Processing' }, roles: ['root', 'order_qc', 'sale', 'fulfiller'] },
      { id: 'shipments', title: 'menu.shipments', route: '/shipments', query: { shipment_status: 'All' }, roles: ['root', 'sale', 'fulfiller'] },
      { id: 'inventory', title: 'menu.inventory', route: '/inventory', roles: ['root', 'order_qc', 'fulfiller'] },
    ],
  },
  { id: 'catalog', title: 'menu.catalog', route: '/catalog', matches: ['/catalog'], roles: ['sale', 'fulfiller', '!partner', '!root', '!super_root'] },
  { id: 'partner-catalog', title: 'menu.partner_catalog', route: '/partner-catalog', matches: ['/partner-catalog'], roles: ['partner', '!root', '!super_root'] },
  {
    id: 'items',
    title: 'menu.items',
    roles: ['root'],
    children: [
      { id: 'items-3d', title: 'menu.items_3d', route: '/items/3d-preset', matches: ['/items/3d-preset'], roles: ['root'] },
      { id: 'items-2d', title: 'menu.items_2d', route: '/items/2d-preset', matches: ['/items/2d-preset'], roles: ['root'] },
      { id: 'items-embroidery', title: 'menu.items_embroidery', route: '/items/embroidery-preset', matches: ['/items/embroidery-preset'], roles: ['root'] },
      { id: 'items-dropship', title: 'menu.items_dropship', route: '/items/dropship-preset', matches: ['/items/dropship-preset'], roles: ['root'] },
      { id: 'category', title: 'menu.category', route: '/category/preset', roles: ['root'] },
    ],
  },
  { id: 'product-labels', title: 'menu.product_labels', route: '/product-labels' },
  {
    id: 'billing',
    title: 'menu.billing',
    children: [
      { id: 'topup', title: 'menu.topup', route: '/billing/topup', roles: ['root', 'sale', 'fulfiller'] },
      { id: 'transactions', title: 'menu.transactions', route: '/billing/history/all', matches: ['/billing/history'], roles: ['root', 'fulfiller', 'sale'] },
      { id: 'invoice', title: 'menu.invoice', route: '/billing/invoice', roles: ['root', 'fulfiller', 'sale'] },
      { id: 'production-transactions', title: 'menu.production_transactions', route: '/billing/production-history/all', matches: ['/billing/production-history'], roles: ['root'] },
      { id: 'production-invoice', title: 'menu.production_invoice', route: '/billing/production-invoice', roles: ['root'] },
    ],
  },
  {
    id: 'market',
    title: 'menu.market_provider',
    // The spec labels this group root but lists Shipping Methods for root and sale: the child rules decide.
    children: [
      { id: 'manufactures', title: 'menu.manufactures', route: '/manufactures', roles: ['root'] },
      {
        id: 'logistics',
        title: 'menu.logistics',
        roles: ['root', 'sale'],
        children: [
          { id: 'shipping-methods', title: 'menu.shipping_methods', route: '/logistics', roles: ['root', 'sale'] },
          { id: 'locations', title: 'menu.locations', route: '/locations/all', matches: ['/locations'], roles: ['root'] },
        ],
      },
      { id: 'fulfillments', title: 'menu.fulfillments', route: '/fulfillments/all', matches: ['/fulfillments'], roles: ['root'] },
    ],
  },
  {
    id: 'management',
    title: 'menu.management',
    children: [
      {
        id: 'media',
        title: 'menu.media',
        roles: ['root'],
        children: [{ id: 'files', title: 'menu.files', route: '/files/all', matches: ['/files'], roles: ['root'] }],
      },
    ],
  },
  {
    id: 'setting',
    title: 'menu.setting',
    roles: ['super_root'],
    children: [
      { id: 'shipping-table', title: 'menu.shipping_table', route: '/shipping_cost_table', roles: ['root'] },
      { id: 'storage', title: 'menu.storage', route: '/storage', roles: ['super_root'] },
      { id: 'call-to-action', title: 'menu.call_to_action', route: '/call-to-action', roles: ['root'] },
    ],
  },
  { id: 'integrations', title: 'menu.integrations', route: '/app-config/all', matches: ['/app-config'], roles: ['super_root'] },
  { id: 'system-notifications', title: 'menu.system_notifications', route: '/system-notification/all', matches: ['/system-notification'], roles: ['super_root'] },
  { id: 'users', title: 'menu.users', route: '/users/all', matches: ['/users'], roles: ['super_root'] },
  { id: 'extensions', title: 'menu.extensions', route: '/extensions', roles: ['super_root'] },
  { id: 'api-logs', title: 'menu.api_logs', route: '/token-access-logs', roles: ['super_root', 'root'] },
  { id: 'blocked-logs', title: 'menu.blocked_logs', route: '/block-logs', roles: ['super_root', 'root'] },
  {
    id: 'support',
    title: 'menu.support',
    roles: ['root', 'super_root'],
    children: [{ id: 'tickets', title: 'menu.tickets', route: '/tickets', roles: ['root', 'super_root'] }],
  },
];

/** The seller variant's own menu (spec section 1 and the seller quick-search routes). */
export const SELLER_MENU: readonly MenuItem[] = [
  { id: 'seller-orders', title: 'menu.orders', route: '/orders', query: { status: 'All' }, roles: ['sale'] },
  { id: 'seller-items', title: 'menu.items', route: '/items/internal', roles: ['sale'] },
  { id: 'seller-stores', title: 'menu.stores', route: '/stores', roles: ['sale'] },
  { id: 'seller-fulfilments', title: 'menu.fulfilments', route: '/fulfilments/all', matches: ['/fulfilments'], roles: ['sale'] },
  { id: 'seller-jobs', title: 'menu.jobs', route: '/jobs', roles: ['sale'] },
  { id: 'seller-support', title: 'menu.support_tickets', route: '/support/order', query: { status: 'Inprocess' }, matches: ['/support'], roles: ['sale'] },
];

/** Quick-search shortcuts of the seller variant (spec section 2). */
export const SELLER_QUICK_SEARCH: ReadonlyArray<{ title: string; link: string }> = [
  { title: 'quick.orders_all', link: '/orders?status=All' },
  { title: 'quick.orders_processing', link: '/orders?status=Processing' },
  { title: 'quick.orders_in_production', link: '/orders?status=In Production' },
  { title: 'quick.items', link: '/items/internal' },
  { title: 'quick.support', link: '/support/order?status=Inprocess' },
  { title: 'quick.jobs', link: '/jobs' },
  { title: 'quick.stores', link: '/stores' },
  { title: 'quick.fulfilments', link: '/fulfilments/all' },
];

export interface ManufactureRef {
  _id: string;
  name: string;
}

export interface MenuContext {
  user: Member & { active_status?: string | null };
  manufactures?: readonly ManufactureRef[];
}

export interface ResolvedMenuItem extends Omit<MenuItem, 'children' | 'perManufacture'> {
  /** Full link with the default query string. */
  link?: string;
  /** Literal label (a manufacture name) shown instead of the title key. */
  label?: string;
  children?: ResolvedMenuItem[];
}

export function buildLink(route: string, query?: Record<string, string>): string {
  if (!query || Object.keys(query).length === 0) return route;
  const qs = Object.entries(query)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v).replace(/%20/g, '%20')}`)
    .join('&');
  return `${route}?${qs}`;
}

/**
 * Filters the menu for one user: entries with no roles are visible to all, a parent shows
 * only if it passes itself and at least one child does. Per-manufacture entries expand once
 * per manufacture; the mrp link takes the user's active status unless that is Ready.
 */
export function resolveMenu(items: readonly MenuItem[], ctx: MenuContext): ResolvedMenuItem[] {
  const groups = membership(ctx.user);
  const out: ResolvedMenuItem[] = [];
  for (const item of items) {
    if (!checkRoles(groups, item.roles)) continue;
    if (item.perManufacture) {
      for (const m of ctx.manufactures ?? []) {
        const children = resolveMenu(item.children ?? [], ctx).map((child) => withManufacture(child, m, ctx));
        if (children.length) out.push({ id: `${item.id}-${m._id}`, title: item.title, label: m.name, children });
      }
      continue;
    }
    if (item.children) {
      const children = resolveMenu(item.children, ctx);
      if (children.length === 0) continue;
      const { children: _ignored, perManufacture: _p, ...rest } = item;
      out.push({ ...rest, children });
      continue;
    }
    const { perManufacture: _p, children: _c, ...rest } = item;
    out.push({ ...rest, link: item.route ? buildLink(item.route, item.query) : undefined });
  }
  return out;
}

function withManufacture(item: ResolvedMenuItem, m: ManufactureRef, ctx: MenuContext): ResolvedMenuItem {
  const route = item.route?.replace('{id}', m._id);
  let query = item.query;
  const status = ctx.user.active_status;
  if (item.id === 'mrp' && status && status !== 'Ready') query = { ...query, mrp_status: status };
  return {
    ...item,
    id: `${item.id}-${m._id}`,
    route,
    matches: route ? [route] : undefined,
    link: route ? buildLink(route, query) : undefined,
    query,
  };
}

/** Every route of the resolved menu, flattened, for route guards. */
export function flattenMenu(items: readonly ResolvedMenuItem[]): ResolvedMenuItem[] {
  return items.flatMap((i) => (i.children ? flattenMenu(i.children) : [i]));
}

/** True when `path` belongs to a menu entry the user may see; false for a known entry they may not. Null when the path is not a menu route. */
export function menuAllows(path: string, ctx: MenuContext, items: readonly MenuItem[] = MENU): boolean | null {
  const allowed = flattenMenu(resolveMenu(items, ctx));
  if (allowed.some((i) => routeMatches(i, path))) return true;
  const everyone = flattenMenu(resolveMenu(items, { user: { groups: ['super_root'] }, manufactures: ctx.manufactures }));
  const known = flattenMenuRaw(items).some((i) => routeMatches(i, path)) || everyone.some((i) => routeMatches(i, path));
  return known ? false : null;
}

function flattenMenuRaw(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((i) => (i.children ? flattenMenuRaw(i.children) : [i]));
}

function routeMatches(item: { route?: string; matches?: string[] }, path: string): boolean {
  const prefixes = item.matches ?? (item.route ? [item.route] : []);
  return prefixes.some((p) => {
    if (p.includes('{id}')) {
      const re = new RegExp('^' + p.replace('{id}', '[^/]+') + '(/.*)?$');
      return re.test(path);
    }
    return path === p || path.startsWith(p + '/');
  });
}
