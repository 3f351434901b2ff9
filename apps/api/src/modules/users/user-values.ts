import { normalizeCustomizer, type MakeUserInput } from '@pod/shared';
import type { NewUserRow, UserRow } from './users.repository';

/** makeUser's free-text params and their columns. */
const TEXT_FIELDS = [
  ['identity', 'identity'],
  ['identity_label', 'identityLabel'],
  ['target', 'target'],
  ['referent', 'referent'],
  ['h', 'h'],
  ['phone_number', 'phoneNumber'],
  ['sale_plan', 'salePlan'],
  ['facebook', 'facebook'],
  ['skype', 'skype'],
  ['payment_type', 'paymentType'],
  ['when_tracking_update', 'whenTrackingUpdate'],
  ['default_carrier', 'defaultCarrier'],
  ['current_affiliate_id', 'currentAffiliateId'],
  ['default_shipping_id', 'defaultShippingId'],
] as const;

const FLAG_FIELDS = [
  ['ship_by_seller', 'shipBySeller'],
  ['ship_by_onos', 'shipByOnos'],
  ['is_international', 'isInternational'],
  ['enable_non_ship', 'enableNonShip'],
  ['active_production_invoice', 'activeProductionInvoice'],
  ['process_without_design', 'processWithoutDesign'],
  ['hold_off', 'holdOff'],
  ['disable_design_production', 'disableDesignProduction'],
  ['require_inc_active_service', 'requireIncActiveService'],
  ['enable_check_dimension', 'enableCheckDimension'],
] as const;

/** Set only when given (null and undefined leave the column alone). */
const SET_WHEN_GIVEN = [
  ['email', 'email'],
  ['name', 'name'],
  ['status', 'status'],
  ['vip', 'vip'],
  ['wholesale_level', 'wholesaleLevel'],
  ['addition_shipping_service_price', 'additionShippingServicePrice'],
  ['addition_base_cost', 'additionBaseCost'],
  ['active_status', 'activeStatus'],
  ['permission', 'permission'],
] as const;

/** Set when present, null included (null clears the column). */
const SET_WHEN_PRESENT = [
  ['group_id', 'groupId'],
  ['shipping_user_id', 'shippingUserId'],
  ['active_tracking_day', 'activeTrackingDay'],
  ['day_update_tracking', 'dayUpdateTracking'],
  ['default_shipping_method', 'defaultShippingMethod'],
] as const;

const CUSTOMIZER_KEYS = ['theme', 'navbarColor', 'navbarType', 'footerType', 'menuTheme', 'sidebarCollapsed', 'hideScrollToTop'] as const;

/**
 * The columns a parsed makeUser input writes (`before` is the stored user on an update). The role
 * is always in the membership list: a changed role replaces the old one there.
 */
export function userValues(p: MakeUserInput, before: UserRow | null): Partial<NewUserRow> {
  const values: Record<string, unknown> = {};
  for (const [key, column] of [...SET_WHEN_GIVEN, ...FLAG_FIELDS]) if (p[key] != null) values[column] = p[key];
  for (const [key, column] of [...SET_WHEN_PRESENT, ...TEXT_FIELDS]) if (p[key] !== undefined) values[column] = p[key];

  let role = p.role ?? before?.role;
  if (p.role) values.role = p.role;
  if (!before && !role && p.groups?.length) role = values.role = p.groups[0];
  if (role && (p.groups || p.role)) {
    const base = p.groups ?? (before ? before.groups.filter((g) => g !== before.role) : []);
    values.groups = [...new Set([role, ...base])];
  }

  const custom: Record<string, unknown> = { ...p.customizer };
  for (const key of CUSTOMIZER_KEYS) if (p[key] != null) custom[key] = p[key];
  if (Object.keys(custom).length) values.customizer = normalizeCustomizer({ ...before?.customizer, ...custom });
  return values as Partial<NewUserRow>;
}
