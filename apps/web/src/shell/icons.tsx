import type { ComponentType } from 'react';
// One import per icon (named imports of an ESM package without side effects): the build keeps only these.
import {
  ArrowUp,
  Bell,
  BookOpen,
  Boxes,
  ChartColumn,
  ChevronDown,
  ChevronRight,
  Circle,
  ClipboardList,
  Copy,
  Factory,
  FileClock,
  FileText,
  Folder,
  Globe,
  Handshake,
  Key,
  LayoutDashboard,
  LifeBuoy,
  Lock,
  LogOut,
  Menu,
  MoreHorizontal,
  Package,
  Plug,
  Puzzle,
  Receipt,
  Search,
  Settings,
  ShieldBan,
  ShoppingCart,
  Shirt,
  Star,
  Store,
  Tag,
  Truck,
  TriangleAlert,
  User,
  Users,
  Wallet,
  Warehouse,
  X,
  type LucideProps,
} from 'lucide-react';

type IconProps = LucideProps & { size?: number };

/** Lucide icons at the shell's default size, hidden from screen readers (the control around them carries the name). */
const icon = (Lucide: ComponentType<LucideProps>) =>
  function Icon({ size = 18, ...rest }: IconProps) {
    return <Lucide size={size} aria-hidden focusable={false} {...rest} />;
  };

export const MenuIcon = icon(Menu);
export const StarIcon = icon(Star);
export const StarFilledIcon = ({ size = 18, ...rest }: IconProps) => <Star size={size} fill="currentColor" aria-hidden focusable={false} {...rest} />;
export const SearchIcon = icon(Search);
export const BellIcon = icon(Bell);
export const SettingsIcon = icon(Settings);
export const UserIcon = icon(User);
export const UsersIcon = icon(Users);
export const ChevronDownIcon = icon(ChevronDown);
export const ChevronRightIcon = icon(ChevronRight);
export const ArrowUpIcon = icon(ArrowUp);
export const CloseIcon = icon(X);
export const CircleIcon = icon(Circle);
export const GlobeIcon = icon(Globe);
export const CopyIcon = icon(Copy);
export const KeyIcon = icon(Key);
export const LockIcon = icon(Lock);
export const LogOutIcon = icon(LogOut);
export const MoreIcon = icon(MoreHorizontal);
export const AlertIcon = icon(TriangleAlert);

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
