// The shared rules, from source. Playwright loads packages/shared as CommonJS, so unwrap the default.
import * as ns from '../../../packages/shared/src/index';

type Shared = typeof ns;
const mod = ((ns as unknown as { default?: Shared }).default ?? ns) as Shared;

export const { MENU, SELLER_MENU, THEME_DEFAULTS, flattenMenu, isSeller, menuAllows, menuFor, resolveMenu, notificationTarget, formatMoney, SYSTEM_BARCODES } =
  mod;
export { STARRED_MAX } from '../src/lib/constants';
export type { MenuItem, ModulePermission, ResolvedMenuItem } from '../../../packages/shared/src/index';

/** The secret the test API checks carrier tracking deliveries with (TRACKING_WEBHOOK_SECRET in e2e/servers.ts): a test signs its events as a carrier does. */
export const E2E_TRACKING_SECRET = 'e2e-tracking-secret-0123456789abcdef0123';
