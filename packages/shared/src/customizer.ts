import { z } from 'zod';
import { isOneOf } from './inputs/rules';
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

const choice = <const T extends readonly [string, ...string[]]>(list: T, key: string) =>
  z.enum(list, { error: (iss) => `Unknown ${key} "${String(iss.input).slice(0, 50)}". Use ${list.join(', ')}.` });
const colour = (key: string) =>
  z.string({ error: `${key} must be a colour name or #rrggbb.` }).regex(CUSTOMIZER_COLOUR, { error: `${key} must be a colour name or #rrggbb.` });
const yesNo = (key: string) => z.boolean({ error: `${key} must be true or false.` });

/**
 * The customizer a client may save (spec section 2): only these keys, each with a valid value;
 * any other key (`role`, `junk`) is refused. Saved merged over the stored one, so every key is optional.
 */
export const customizerInput = z.strictObject({
  layout: choice(LAYOUTS, 'layout').optional(),
  theme: choice(THEMES, 'theme').optional(),
  sidebarCollapsed: yesNo('sidebarCollapsed').optional(),
  navbarColor: colour('navbarColor').optional(),
  navbarType: choice(NAVBAR_TYPES, 'navbarType').optional(),
  footerType: choice(FOOTER_TYPES, 'footerType').optional(),
  disableCustomizer: yesNo('disableCustomizer').optional(),
  hideScrollToTop: yesNo('hideScrollToTop').optional(),
  menuTheme: colour('menuTheme').optional(),
  direction: choice(['ltr', 'rtl'], 'direction').optional(),
  language: choice(LANGUAGES, 'language').optional(),
});
export type CustomizerInput = z.output<typeof customizerInput>;
