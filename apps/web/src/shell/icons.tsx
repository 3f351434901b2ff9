import type { ComponentType } from 'react';
// One import per icon (named imports of an ESM package without side effects): the build keeps only these.
import {
  ArrowUp,
  Bell,
  ChevronDown,
  ChevronRight,
  Circle,
  Copy,
  Globe,
  Key,
  Lock,
  LogOut,
  Menu,
  MoreHorizontal,
  Search,
  Settings,
  Star,
  TriangleAlert,
  User,
  Users,
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
