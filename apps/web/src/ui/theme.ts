import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  segmentGroupSlotRecipe,
  semanticTokens,
  separatorRecipe,
  spinnerRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textStyles,
  textareaRecipe,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';
import { BRAND } from '../lib/constants';

/**
 * Chakra's default theme with only the recipes of the components this app uses: `defaultConfig`
 * carries all 76 (~110 KiB of the entry chunk). `theme.test.ts` walks the app's Chakra imports and
 * fails when a component's recipe is missing here (it would render unstyled).
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      separator: separatorRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      popover: popoverSlotRecipe,
      progress: progressSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      segmentGroup: segmentGroupSlotRecipe,
      stat: statSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

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
        // Chakra's error red (red.500) is 3.8:1 on white; field errors are text, so they take red.700 (6.5:1).
        fg: { error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } } },
        brand: {
          // Fills that carry white text use the 600 shade: white on the brand primary (#6371c7) is 4.45:1, under WCAG AA's 4.5.
          solid: { value: '{colors.brand.600}' },
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

export const system = createSystem(defaultBaseConfig, chakraTheme, config);

/**
 * Fills that carry text (the active menu item, a coloured navbar): each a shade of its colour that
 * keeps white text at 4.5:1 or more (warning keeps dark text, `TEXT_ON_FILL`).
 */
const TEXT_FILLS: Record<string, string> = {
  primary: '#4f5cb0', // brand 600: 6.0:1 (the primary itself is 4.45:1)
  success: '#15803d', // 5.0:1 (BRAND.success is 3.3:1)
  danger: BRAND.critical, // 4.9:1
  info: '#0e7490', // 5.4:1
  warning: BRAND.warning, // dark text on it: 9.3:1
  dark: '#1f2937',
};

/** Text colour on a fill of `TEXT_FILLS`: dark on the warning yellow, white on the rest. */
export function textOnFill(fill: string): string {
  return fill === BRAND.warning ? '#1f2937' : 'white';
}

/** Sidebar active-item colours for the customizer's menu colour choice. */
export const MENU_COLOUR_VALUES: Record<string, string> = TEXT_FILLS;

/** Navbar background choices ("default" follows the theme). */
export const NAVBAR_COLOUR_VALUES: Record<string, string> = TEXT_FILLS;

/** Active menu item colour: "dark" means a dark menu, highlighted in the brand colour. */
export function menuAccent(menuTheme: string, darkMenu = false): string {
  if (menuTheme === 'dark') return darkMenu ? '#4b5563' : MENU_COLOUR_VALUES.dark!;
  return MENU_COLOUR_VALUES[menuTheme] ?? TEXT_FILLS.primary!;
}
