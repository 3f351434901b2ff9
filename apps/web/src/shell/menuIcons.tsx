import type { ComponentType } from 'react';
// Only the signed-in menus load these (the sign-in page does not): one import per icon.
import {
  Bell,
  BookOpen,
  Boxes,
  ChartColumn,
  ClipboardList,
  Factory,
  FileClock,
  FileText,
  Folder,
  Handshake,
  LayoutDashboard,
  LifeBuoy,
  Package,
  Plug,
  Puzzle,
  Receipt,
  Settings,
  ShieldBan,
  Shirt,
  ShoppingCart,
  Store,
  Tag,
  Truck,
  Users,
  Wallet,
  Warehouse,
  type LucideProps,
} from 'lucide-react';

/** The icon of each top-level menu entry (shared menu ids; seller entries start with `seller-`). */
const MENU_ICONS: Record<string, ComponentType<LucideProps>> = {
  dashboard: LayoutDashboard,
  report: ChartColumn,
  affiliates: Handshake,
  manufacturing: Factory,
  sales: ShoppingCart,
  catalog: BookOpen,
  'partner-catalog': BookOpen,
  items: Shirt,
  'product-labels': Tag,
  billing: Wallet,
  market: Store,
  management: Folder,
  setting: Settings,
  integrations: Plug,
  'system-notifications': Bell,
  users: Users,
  extensions: Puzzle,
  'api-logs': FileClock,
  'blocked-logs': ShieldBan,
  support: LifeBuoy,
  'seller-orders': ShoppingCart,
  'seller-items': Shirt,
  'seller-stores': Store,
  'seller-fulfilments': Truck,
  'seller-jobs': ClipboardList,
  'seller-support': LifeBuoy,
  orders: Receipt,
  shipments: Truck,
  inventory: Warehouse,
  files: FileText,
  media: Boxes,
  manufactures: Package,
};

/** The icon of a menu entry by its id (entries made per manufacture, `manufacture-<id>`, take their base entry's); a folder when none is declared. */
export function MenuItemIcon({ id, size = 18 }: { id: string; size?: number }) {
  const Lucide = MENU_ICONS[id] ?? MENU_ICONS[id.replace(/-[0-9a-f-]{36}$/i, '')] ?? Folder;
  return <Lucide size={size} aria-hidden focusable={false} style={{ flexShrink: 0 }} />;
}
