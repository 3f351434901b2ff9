/** Constants only the web uses (spec section 9): timeouts, shell sizes, cookies and brand colours. */
export const REQUEST_TIMEOUT_MS = 90_000;
export const SUBSCRIPTION_TIMEOUT_MS = 30_000;
export const NOTIFICATION_LOAD_MORE_PX = 500;
export const STARRED_MAX = 10;
export const BOOKMARK_SUGGESTIONS_TYPING = 6;
export const COOKIE_DAYS = 365;
export const LAYOUT_BREAKPOINT_PX = 1200;

export const BRAND = {
  primary: '#6371c7',
  critical: '#d82c0d',
  warning: '#ffc453',
  success: '#16a34a',
  logoWidth: 177,
} as const;
