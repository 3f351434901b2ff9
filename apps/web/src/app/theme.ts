import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
import { BRAND } from '@pod/shared';

/** Brand colours of spec section 9 as a Chakra palette (`colorPalette="brand"`). */
const config = defineConfig({
  globalCss: {
    'html, body': { minHeight: '100%' },
    body: { bg: 'bg.subtle' },
    '[dir=rtl] .rtl-flip': { transform: 'scaleX(-1)' },
  },
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#eef0fa' },
          100: { value: '#dadef4' },
          200: { value: '#b8bfe9' },
          300: { value: '#959fdd' },
          400: { value: '#7b87d2' },
          500: { value: BRAND.primary },
          600: { value: '#4f5cb0' },
          700: { value: '#404a8f' },
          800: { value: '#30386c' },
          900: { value: '#212649' },
          950: { value: '#151832' },
        },
        critical: { value: BRAND.critical },
        warningBrand: { value: BRAND.warning },
        successBrand: { value: BRAND.success },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.500}' },
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: '{colors.brand.500}' },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);

/** Sidebar active-item colours for the customizer's menu colour choice. */
export const MENU_COLOUR_VALUES: Record<string, string> = {
  primary: BRAND.primary,
  success: BRAND.success,
  danger: BRAND.critical,
  info: '#0891b2',
  warning: BRAND.warning,
  dark: '#1f2937',
};

/** Navbar background choices ("default" follows the theme). */
export const NAVBAR_COLOUR_VALUES: Record<string, string> = {
  primary: BRAND.primary,
  success: BRAND.success,
  danger: BRAND.critical,
  info: '#0891b2',
  warning: BRAND.warning,
  dark: '#1f2937',
};

/** Active menu item colour: "dark" means a dark menu, highlighted in the brand colour. */
export function menuAccent(menuTheme: string, darkMenu = false): string {
  if (menuTheme === 'dark') return darkMenu ? '#4b5563' : MENU_COLOUR_VALUES.dark!;
  return MENU_COLOUR_VALUES[menuTheme] ?? BRAND.primary;
}
