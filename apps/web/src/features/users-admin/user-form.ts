import { MENU_COLOURS, makeUserInput, normalizeActiveTrackingDay, toIntOrZero } from '@pod/shared';
import type { UserFullFieldsFragment } from '../../gql/graphql';
import { reasonTranslationKey } from '../../ui';
import type { HubChange } from './components/HubsEditor';
import type { UserRef } from './components/UserSearch';
import { formFieldErrors } from './form';

/** The user form's state: every field as the inputs hold it, read from a user and sent as makeUser's params. */
const TEXTS = [
  'email',
  'name',
  'identity',
  'identity_label',
  'target',
  'referent',
  'h',
  'phone_number',
  'sale_plan',
  'facebook',
  'skype',
  'payment_type',
  'when_tracking_update',
  'default_carrier',
  'current_affiliate_id',
  'default_shipping_id',
] as const;
export const FLAGS_SHIPPING = ['ship_by_seller', 'ship_by_onos', 'is_international', 'enable_non_ship'] as const;
export const FLAGS_PRODUCTION = [
  'active_production_invoice',
  'process_without_design',
  'hold_off',
  'disable_design_production',
  'require_inc_active_service',
  'enable_check_dimension',
] as const;
export const COLOURS = ['default', ...MENU_COLOURS];

type Text = (typeof TEXTS)[number];
export type Flag = (typeof FLAGS_SHIPPING)[number] | (typeof FLAGS_PRODUCTION)[number] | 'sidebarCollapsed' | 'hideScrollToTop';

export type FullUser = UserFullFieldsFragment;

export type FormState = Record<Text, string> &
  Record<Flag, boolean> & {
    status: string;
    role: string;
    groups: string[];
    group_id: string;
    new_password: string;
    confirm_password: string;
    theme: string;
    navbarColor: string;
    navbarType: string;
    footerType: string;
    menuTheme: string;
    vip: string;
    wholesale_level: string;
    day_update_tracking: string;
    active_tracking_day: string;
    shipping_user: UserRef | null;
    default_shipping_method_id: string;
    default_shipping_method_name: string;
    addition_shipping_service_price: string;
    addition_base_cost: string;
    active_status: string;
  };

export function initialForm(u: FullUser | null): FormState {
  // The form's text and flag fields are read by name.
  const byName = u as Record<string, unknown> | null;
  const s = (k: string) => (byName?.[k] == null ? '' : String(byName[k]));
  const b = (k: string) => byName?.[k] === true;
  const f = Object.fromEntries(TEXTS.map((k) => [k, s(k)])) as Record<Text, string>;
  const flags = Object.fromEntries([...FLAGS_SHIPPING, ...FLAGS_PRODUCTION, 'sidebarCollapsed', 'hideScrollToTop'].map((k) => [k, b(k)])) as Record<
    Flag,
    boolean
  >;
  return {
    ...f,
    ...flags,
    status: u?.status ?? 'Active',
    role: u?.role ?? '',
    groups: u ? u.groups.filter((g) => g !== u.role) : [],
    group_id: u?.group?._id ?? '',
    new_password: '',
    confirm_password: '',
    theme: s('theme') || 'light',
    navbarColor: s('navbarColor') || 'default',
    navbarType: s('navbarType') || 'sticky',
    footerType: s('footerType') || 'sticky',
    menuTheme: s('menuTheme') || 'dark',
    vip: u ? String(u.vip ?? 0) : '0',
    wholesale_level: u ? String(u.wholesale_level ?? 0) : '0',
    day_update_tracking: s('day_update_tracking'),
    active_tracking_day: u?.active_tracking_day ? String(u.active_tracking_day) : '',
    shipping_user: u?.shipping_user ?? null,
    default_shipping_method_id: u?.default_shipping_method?._id ?? '',
    default_shipping_method_name: u?.default_shipping_method?.name ?? '',
    addition_shipping_service_price: s('addition_shipping_service_price') || '0',
    addition_base_cost: s('addition_base_cost') || '0',
    active_status: s('active_status') || 'Ready',
  };
}

/** Client checks: the shared makeUser schema the server parses with (spec section 5); error keys per field. */
export function validateUser(f: FormState, isCreate: boolean): Record<string, string> {
  const e = formFieldErrors(makeUserInput(isCreate), toParams(f, isCreate, []));
  // The form always asks for a role (the API also accepts groups alone).
  if (!f.role) e.role = reasonTranslationKey('role_required');
  return e;
}

export function toParams(f: FormState, isCreate: boolean, hubs: HubChange[]) {
  const p: Record<string, unknown> = {};
  for (const k of TEXTS) p[k] = f[k].trim();
  for (const k of [...FLAGS_SHIPPING, ...FLAGS_PRODUCTION, 'sidebarCollapsed', 'hideScrollToTop'] as const) p[k] = f[k];
  p.status = f.status;
  p.role = f.role || undefined;
  p.groups = f.role ? [f.role, ...f.groups.filter((g) => g !== f.role)] : f.groups;
  p.group_id = f.group_id || null;
  if (f.new_password || isCreate) {
    p.new_password = f.new_password;
    p.confirm_password = f.confirm_password;
  }
  for (const k of ['theme', 'navbarColor', 'navbarType', 'footerType', 'menuTheme'] as const) p[k] = f[k];
  p.vip = toIntOrZero(f.vip);
  p.wholesale_level = toIntOrZero(f.wholesale_level);
  p.day_update_tracking = f.day_update_tracking.trim() === '' ? null : toIntOrZero(f.day_update_tracking);
  // Sent only when an integer 1..5 (spec section 5); otherwise cleared.
  p.active_tracking_day = normalizeActiveTrackingDay(f.active_tracking_day) ?? null;
  p.shipping_user_id = f.shipping_user?._id ?? null;
  p.default_shipping_method =
    f.default_shipping_method_id.trim() || f.default_shipping_method_name.trim()
      ? { _id: f.default_shipping_method_id.trim(), name: f.default_shipping_method_name.trim() }
      : null;
  p.addition_shipping_service_price = Number(f.addition_shipping_service_price || 0);
  p.addition_base_cost = Number(f.addition_base_cost || 0);
  p.active_status = f.active_status;
  if (hubs.length) p.hubs = hubs;
  return p;
}
