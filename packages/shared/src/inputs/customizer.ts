import { z } from 'zod';
import { CUSTOMIZER_COLOUR, FOOTER_TYPES, LAYOUTS, NAVBAR_TYPES, THEMES } from '../customizer';
import { LANGUAGES } from '../limits';

// Kept out of customizer.ts: the shell imports that file at start-up and must not pull zod in.
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
