import { defaultPermissionsFor, grantedBeyondRoles, hasPermission, type ModulePermission } from './permissions';
import type { ManufactureStation, ManufactureStations } from './enums';
import { ROLE_STEP, STEP_STATION } from './station-roles';
import { checkRoles, isSeller, membership, type Member, type RoleRule } from './roles';

export interface MenuItem {
  id: string;
  /** i18n key, under `menu.` in the web's locale files. */
  title: string;
  /** Route path without query. Absent on pure groups. */
  route?: string;
  /** Default query string of the link, as the spec lists it. */
  query?: Record<string, string>;
  /**
   * The module whose `view` permission shows this entry. Role defaults come from MODULES, so a
   * user group or a personal entry can grant or withdraw a screen exactly as it does the calls.
   */
  module?: string;
  /** A role rule on top of the module: `!name` hides the entry from that group whatever it holds. */
  roles?: RoleRule;
  children?: MenuItem[];
  /** Rendered once per manufacture the user has, with `{id}` replaced. */
  perManufacture?: boolean;
  /** Routes shown under this entry that count as it being active (e.g. /catalog/{filter}). */
  matches?: string[];
  /** Per-manufacture entries: shown only for a manufacture that runs one of these stations. */
  stations?: readonly string[];
  /** Per-manufacture entries: a worker's only where the manufacture runs their role's station (ROLE_STEP), anyone else's where it runs any. */
  roleStation?: boolean;
}

/**
 * The sidebar of spec section 2, as data. Both the web menu and route guards read it.
 * Who sees an entry is decided by its module (MODULES holds the spec's role rules as defaults);
 * a group shows when at least one child does.
 */
/** Stations whose work shows as productions and batch items; packing shows as box packages. */
const PRODUCTION_STATIONS: readonly ManufactureStation[] = ['cutting', 'printing', 'sewing'];

export const MENU: readonly MenuItem[] = [
  { id: 'dashboard', title: 'menu.dashboard', route: '/dashboard', module: 'dashboard' },
  {
    id: 'report',
    title: 'menu.report',
    children: [{ id: 'daily-report', title: 'menu.daily_report', route: '/daily-report', query: { tab: 'today' }, module: 'daily_report' }],
  },
  { id: 'affiliates', title: 'menu.affiliates', route: '/affiliates', module: 'affiliates' },
  {
    id: 'manufacturing',
    title: 'menu.manufacturing',
    children: [
      { id: 'rar', title: 'menu.return_replacement', route: '/rar/all', matches: ['/rar'], module: 'return_replacement' },
      { id: 'mrp-provider', title: 'menu.mrp_provider', route: '/mrp-provider', module: 'mrp_provider' },
      {
        id: 'manufacture',
        title: 'menu.manufacture',
        perManufacture: true,
        children: [
          // Not in the spec's list: the scanning screen of issue 30, first so the four factory roles land on it (at a factory that runs their station).
          { id: 'station', title: 'menu.station', route: '/manufactures/{id}/station', module: 'manufacturing', roleStation: true },
          // The factory's barcode sheet (system barcodes and its stations' errors), printed by its workers.
          { id: 'barcode-sheet', title: 'menu.barcode_sheet', route: '/manufactures/{id}/call-to-action', module: 'manufacturing', roleStation: true },
          {
            id: 'mrp',
            title: 'menu.productions',
            route: '/manufactures/{id}/mrp',
            query: { mrp_status: 'To Do', source: 'all' },
            module: 'manufacturing',
            stations: PRODUCTION_STATIONS,
          },
          {
            id: 'mrp-batch',
            title: 'menu.batch_items',
            route: '/manufactures/{id}/mrp_batch',
            query: { status: 'Producting' },
            module: 'manufacturing',
            stations: PRODUCTION_STATIONS,
          },
          {
            id: 'mrp-package',
            title: 'menu.box_packages',
            route: '/manufactures/{id}/mrp_package',
            query: { status: 'Processing', source: 'All', shipping: 'mulstran' },
            module: 'manufacturing',
            stations: ['packing'],
          },
          { id: 'mrp-report', title: 'menu.production_report', route: '/manufactures/{id}/report', query: { tab: 'last7day' }, module: 'production_report' },
        ],
      },
    ],
  },
  {
    id: 'sales',
    title: 'menu.sales',
    children: [
      { id: 'orders', title: 'menu.orders', route: '/orders', query: { status: 'Processing' }, module: 'orders' },
      { id: 'shipments', title: 'menu.shipments', route: '/shipments', query: { shipment_status: 'All' }, module: 'shipments' },
      { id: 'inventory', title: 'menu.inventory', route: '/inventory', module: 'inventory' },
    ],
  },
  // Spec: Catalog is hidden from partner, root and super_root, who have their own catalogues.
  { id: 'catalog', title: 'menu.catalog', route: '/catalog', matches: ['/catalog'], module: 'catalog', roles: ['!partner', '!root', '!super_root'] },
  {
    id: 'partner-catalog',
    title: 'menu.partner_catalog',
    route: '/partner-catalog',
    matches: ['/partner-catalog'],
    module: 'partner_catalog',
    roles: ['!root', '!super_root'],
  },
  {
    id: 'items',
    title: 'menu.items',
    children: [
      { id: 'items-3d', title: 'menu.items_3d', route: '/items/3d-preset', matches: ['/items/3d-preset'], module: 'items' },
      { id: 'items-2d', title: 'menu.items_2d', route: '/items/2d-preset', matches: ['/items/2d-preset'], module: 'items' },
      { id: 'items-embroidery', title: 'menu.items_embroidery', route: '/items/embroidery-preset', matches: ['/items/embroidery-preset'], module: 'items' },
      { id: 'items-dropship', title: 'menu.items_dropship', route: '/items/dropship-preset', matches: ['/items/dropship-preset'], module: 'items' },
      { id: 'category', title: 'menu.category', route: '/category/preset', module: 'items' },
    ],
  },
  { id: 'product-labels', title: 'menu.product_labels', route: '/product-labels', module: 'product_labels' },
  {
    id: 'billing',
    title: 'menu.billing',
    children: [
      { id: 'topup', title: 'menu.topup', route: '/billing/topup', module: 'billing' },
      { id: 'transactions', title: 'menu.transactions', route: '/billing/history/all', matches: ['/billing/history'], module: 'billing' },
      { id: 'invoice', title: 'menu.invoice', route: '/billing/invoice', module: 'billing' },
      {
        id: 'production-transactions',
        title: 'menu.production_transactions',
        route: '/billing/production-history/all',
        matches: ['/billing/production-history'],
        module: 'production_billing',
      },
      { id: 'production-invoice', title: 'menu.production_invoice', route: '/billing/production-invoice', module: 'production_billing' },
    ],
  },
  {
    id: 'market',
    title: 'menu.market_provider',
    // The spec labels this group root but lists Shipping Methods for root and sale: the children decide.
    children: [
      { id: 'manufactures', title: 'menu.manufactures', route: '/manufactures', module: 'manufactures' },
      {
        id: 'logistics',
        title: 'menu.logistics',
        children: [
          { id: 'shipping-methods', title: 'menu.shipping_methods', route: '/logistics', module: 'logistics' },
          { id: 'locations', title: 'menu.locations', route: '/locations/all', matches: ['/locations'], module: 'locations' },
        ],
      },
      { id: 'fulfillments', title: 'menu.fulfillments', route: '/fulfillments/all', matches: ['/fulfillments'], module: 'fulfillments' },
    ],
  },
  {
    id: 'management',
    title: 'menu.management',
    children: [
      {
        id: 'media',
        title: 'menu.media',
        children: [{ id: 'files', title: 'menu.files', route: '/files/all', matches: ['/files'], module: 'files' }],
      },
    ],
  },
  {
    id: 'setting',
    title: 'menu.setting',
    // Spec section 2 gives Shipping table and Call To Action to root, and a group shows if any child does:
    // section 6's "only super_root sees Setting" is Storage. The cost table's calls admit root or the settings module.
    children: [
      { id: 'shipping-table', title: 'menu.shipping_table', route: '/shipping_cost_table', roles: ['root'] },
      { id: 'storage', title: 'menu.storage', route: '/storage', module: 'settings' },
      // Spec and issue 30: the barcode sheet is root's (and super_root's), read by whoever may view the factories' productions.
      { id: 'call-to-action', title: 'menu.call_to_action', route: '/call-to-action', module: 'manufacturing', roles: ['root'] },
    ],
  },
  { id: 'integrations', title: 'menu.integrations', route: '/app-config/webhooks', matches: ['/app-config'], module: 'integrations' },
  {
    id: 'system-notifications',
    title: 'menu.system_notifications',
    route: '/system-notification/all',
    matches: ['/system-notification'],
    module: 'system_notifications',
  },
  { id: 'users', title: 'menu.users', route: '/users/all', matches: ['/users'], module: 'users' },
  { id: 'extensions', title: 'menu.extensions', route: '/extensions', module: 'extensions' },
  { id: 'api-logs', title: 'menu.api_logs', route: '/token-access-logs', module: 'api_logs' },
  { id: 'blocked-logs', title: 'menu.blocked_logs', route: '/block-logs', module: 'blocked_logs' },
  {
    id: 'support',
    title: 'menu.support',
    children: [
      { id: 'tickets', title: 'menu.tickets', route: '/tickets', module: 'tickets' },
      { id: 'design-requests', title: 'menu.design_requests', route: '/design-requests', module: 'design_requests', roles: ['!sale'] },
    ],
  },
];

/** A main-menu screen by id, for the seller menu to show the very same entry (route, query, module) in its own order. */
function mainEntry(id: string): MenuItem {
  const found = flattenMenuRaw(MENU).find((i) => i.id === id);
  if (!found) throw new Error(`No main-menu entry ${id}`);
  return found;
}

/**
 * The seller variant's own menu: its own screens (spec section 1 and the seller quick-search routes)
 * and every main-menu screen section 2 gives the `sale` role, flat in the seller site's style
 * (billing, the one group of several, stays a group). The shared entries keep their modules, so a
 * group or personal permission still hides or shows them.
 */
export const SELLER_MENU: readonly MenuItem[] = [
  mainEntry('dashboard'),
  { id: 'seller-orders', title: 'menu.orders', route: '/orders', query: { status: 'All' }, roles: ['sale'] },
  mainEntry('shipments'),
  { id: 'seller-items', title: 'menu.items', route: '/items/internal', roles: ['sale'] },
  mainEntry('catalog'),
  mainEntry('product-labels'),
  { id: 'seller-stores', title: 'menu.stores', route: '/stores', roles: ['sale'] },
  { id: 'seller-fulfilments', title: 'menu.fulfilments', route: '/fulfilments/all', matches: ['/fulfilments'], roles: ['sale'] },
  { id: 'seller-jobs', title: 'menu.jobs', route: '/jobs', roles: ['sale'] },
  { id: 'seller-billing', title: 'menu.billing', children: [mainEntry('topup'), mainEntry('transactions'), mainEntry('invoice')] },
  mainEntry('shipping-methods'),
  // The same screen as the main menu's Affiliates; a seller sees their own affiliate page there.
  mainEntry('affiliates'),
  { id: 'seller-rar', title: 'menu.return_replacement', route: '/rar/all', matches: ['/rar'], roles: ['sale'] },
  { id: 'seller-support', title: 'menu.support_tickets', route: '/support/order', query: { status: 'Inprocess' }, matches: ['/support'], roles: ['sale'] },
  { id: 'seller-design-requests', title: 'menu.design_requests', route: '/design-requests', module: 'design_requests', roles: ['sale'] },
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
  /** The stations switched on; absent means unknown, and every entry shows. */
  stations?: ManufactureStations | null;
}

export interface MenuContext {
  /** `permissions` are the user's effective ones (cUser's userPermissions); without them, their roles' defaults. */
  user: Member & { active_status?: string | null; permissions?: readonly ModulePermission[] | null };
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
 * Filters the menu for one user: an entry shows when its role rule passes and the user may view
 * its module; a parent shows only if it passes itself and at least one child does. Per-manufacture
 * entries expand once per manufacture; the mrp link takes the user's active status unless that is Ready.
 */
export function resolveMenu(items: readonly MenuItem[], ctx: MenuContext): ResolvedMenuItem[] {
  const groups = membership(ctx.user);
  const permissions = ctx.user.permissions ?? defaultPermissionsFor(ctx.user);
  return resolveItems(items, ctx, (item) => checkRoles(groups, item.roles) && (!item.module || hasPermission(permissions, item.module, 'view')));
}

/**
 * The sidebar a user gets: the main menu, or for sellers their own menu followed by any main-menu
 * screens a group or personal permission grants them beyond what sellers get by default.
 */
export function menuFor(ctx: MenuContext): ResolvedMenuItem[] {
  if (!isSeller(ctx.user)) return resolveMenu(MENU, ctx);
  const groups = membership(ctx.user);
  const granted = ctx.user.permissions ? grantedBeyondRoles(ctx.user, ctx.user.permissions) : new Set<string>();
  const own = new Set(flattenMenuRaw(SELLER_MENU).map((i) => i.id));
  const extra = resolveItems(MENU, ctx, (item) => checkRoles(groups, item.roles) && !own.has(item.id) && (!item.module || granted.has(item.module)));
  return [...resolveMenu(SELLER_MENU, ctx), ...extra];
}

function resolveItems(items: readonly MenuItem[], ctx: MenuContext, visible: (item: MenuItem) => boolean): ResolvedMenuItem[] {
  const out: ResolvedMenuItem[] = [];
  for (const item of items) {
    if (!visible(item)) continue;
    if (item.perManufacture) {
      for (const m of ctx.manufactures ?? []) {
        const runs = (child: MenuItem) =>
          !m.stations ||
          ((!child.stations || child.stations.some((s) => m.stations?.[s as ManufactureStation])) &&
            (!child.roleStation || roleStations(ctx.user).some((s) => m.stations?.[s])));
        const children = resolveItems(item.children ?? [], ctx, (child) => visible(child) && runs(child)).map((child) => withManufacture(child, m, ctx));
        if (children.length) out.push({ id: `${item.id}-${m._id}`, title: item.title, label: m.name, children });
      }
      continue;
    }
    if (item.children) {
      const children = resolveItems(item.children, ctx, visible);
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

/** The stations a user scans at: their role's one, or any (root and super_root pick theirs on the screen). */
function roleStations(user: Member): ManufactureStation[] {
  const step = user.role && user.role in ROLE_STEP ? ROLE_STEP[user.role as keyof typeof ROLE_STEP] : null;
  return step ? [STEP_STATION[step]] : Object.values(STEP_STATION);
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

/** Where a user lands, in this order: Orders, their first station, Transactions (accounting), else their first screen. */
const LANDING_ORDER = ['orders', 'station', 'transactions'] as const;

/** The screen a user lands on after sign-in when no return reference is stored. */
export function landingScreen(ctx: MenuContext): ResolvedMenuItem | undefined {
  const screens = flattenMenu(resolveMenu(MENU, ctx)).filter((i) => i.link);
  // Per-manufacture entries carry the manufacture's id after theirs (`station-<id>`).
  const preferred = LANDING_ORDER.map((id) => screens.find((i) => i.id === id || i.id.startsWith(`${id}-`))).find(Boolean);
  return preferred ?? screens[0];
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
