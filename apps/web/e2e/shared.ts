// The shared rules, from source. Playwright loads packages/shared as CommonJS, so unwrap the default.
import * as ns from '../../../packages/shared/src/index';

type Shared = typeof ns;
const mod = ((ns as unknown as { default?: Shared }).default ?? ns) as Shared;

export const { MENU, SELLER_MENU, THEME_DEFAULTS, flattenMenu, isSeller, menuAllows, menuFor, resolveMenu, notificationTarget, formatMoney, SYSTEM_BARCODES } =
  mod;
export { STARRED_MAX } from '../src/lib/constants';
export type { MenuItem, ModulePermission, ResolvedMenuItem } from '../../../packages/shared/src/index';
