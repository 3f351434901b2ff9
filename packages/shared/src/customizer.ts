import { isOneOf } from './inputs/checks';
import { LANGUAGES } from './limits';
/** Theme defaults of spec section 3 and the customizer's choices (spec section 2). */
export const MENU_COLOURS = ['primary', 'success', 'danger', 'info', 'warning', 'dark'] as const;
export const THEMES = ['light', 'dark', 'semi-dark'] as const;
export const NAVBAR_TYPES = ['hidden', 'static', 'sticky', 'floating'] as const;
export const FOOTER_TYPES = ['hidden', 'static', 'sticky'] as const;
export const LAYOUTS = ['vertical', 'horizontal'] as const;

export interface Customizer {
  layout: (typeof LAYOUTS)[number];
  theme: (typeof THEMES)[number];
  sidebarCollapsed: boolean;
  navbarColor: string;
  navbarType: (typeof NAVBAR_TYPES)[number];
  footerType: (typeof FOOTER_TYPES)[number];
  disableCustomizer: boolean;
  hideScrollToTop: boolean;
  menuTheme: string;
  direction: 'ltr' | 'rtl';
  language?: string;
}

export const THEME_DEFAULTS: Customizer = {
  layout: 'vertical',
  theme: 'light',
  sidebarCollapsed: false,
  navbarColor: 'default',
  navbarType: 'sticky',
  footerType: 'sticky',
  disableCustomizer: false,
  hideScrollToTop: false,
  menuTheme: 'dark',
  direction: 'ltr',
};

/** A menu or navbar colour: a named colour or #rrggbb. */
export const CUSTOMIZER_COLOUR = /^(default|primary|success|danger|info|warning|dark|#[0-9a-fA-F]{6})$/;

const oneOf = <T extends string>(list: readonly T[], v: unknown, d: T): T => (isOneOf(list, v) ? v : d);

/** Keeps only known customizer keys with valid values; anything else falls back to the default. */
export function normalizeCustomizer(input: Partial<Record<string, unknown>> | null | undefined): Customizer {
  const c = input ?? {};
  const layout = oneOf(LAYOUTS, c.layout, THEME_DEFAULTS.layout);
  let theme = oneOf(THEMES, c.theme, THEME_DEFAULTS.theme);
  if (layout === 'horizontal' && theme === 'semi-dark') theme = 'light';
  const colour = (v: unknown, d: string) => (typeof v === 'string' && CUSTOMIZER_COLOUR.test(v) ? v : d);
  const out: Customizer = {
    layout,
    theme,
    sidebarCollapsed: c.sidebarCollapsed === true,
    navbarColor: colour(c.navbarColor, THEME_DEFAULTS.navbarColor),
    navbarType: oneOf(NAVBAR_TYPES, c.navbarType, THEME_DEFAULTS.navbarType),
    footerType: oneOf(FOOTER_TYPES, c.footerType, THEME_DEFAULTS.footerType),
    disableCustomizer: c.disableCustomizer === true,
    hideScrollToTop: c.hideScrollToTop === true,
    menuTheme: colour(c.menuTheme, THEME_DEFAULTS.menuTheme),
    direction: c.direction === 'rtl' ? 'rtl' : 'ltr',
  };
  if (isOneOf(LANGUAGES, c.language)) out.language = c.language;
  return out;
}
