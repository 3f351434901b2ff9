import type { ReactNode } from 'react';
import { Box, Button, HStack, Separator, Stack, Switch, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FOOTER_TYPES, LANGUAGE_NAMES, LANGUAGES, LAYOUTS, MENU_COLOURS, NAVBAR_TYPES, THEMES, isOneOf, isSeller } from '@pod/shared';
import { MENU_COLOUR_VALUES, NAVBAR_COLOUR_VALUES } from '../ui/theme';
import { changeLanguage } from '../lib/i18n';
import { useCustomizer } from '../stores/customizer';
import { SideDrawer } from '../ui';
import { useSession } from '../stores/session';
import { useCustomizerSetter } from './useSaveCustomizer';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="2">
      <Text fontSize="sm" fontWeight="semibold">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

function Choice<T extends string>({
  name,
  options,
  value,
  onChange,
  label,
  disabled,
}: {
  name: string;
  options: readonly T[];
  value: T;
  onChange: (v: T) => void;
  label: (v: T) => string;
  disabled?: (v: T) => boolean;
}) {
  return (
    <HStack gap="1" wrap="wrap" role="radiogroup" data-testid={`customizer-${name}`}>
      {options.map((o) => (
        <Button
          key={o}
          size="xs"
          role="radio"
          aria-checked={o === value}
          variant={o === value ? 'solid' : 'outline'}
          colorPalette="brand"
          disabled={disabled?.(o)}
          onClick={() => onChange(o)}
          data-value={o}
        >
          {label(o)}
        </Button>
      ))}
    </HStack>
  );
}

function Swatches({
  name,
  options,
  value,
  onChange,
  withDefault,
  label,
}: {
  name: string;
  options: Record<string, string>;
  value: string;
  onChange: (v: string) => void;
  withDefault?: boolean;
  label: (v: string) => string;
}) {
  const keys = [...(withDefault ? ['default'] : []), ...Object.keys(options)];
  return (
    <HStack gap="2" role="radiogroup" data-testid={`customizer-${name}`}>
      {keys.map((k) => (
        <Box
          key={k}
          as="button"
          role="radio"
          aria-checked={k === value}
          aria-label={label(k)}
          title={label(k)}
          data-value={k}
          boxSize="7"
          rounded="md"
          borderWidth="2px"
          borderColor={k === value ? 'fg' : 'border'}
          style={{ background: k === 'default' ? 'var(--chakra-colors-bg-panel)' : options[k] }}
          onClick={() => onChange(k)}
        />
      ))}
    </HStack>
  );
}

function Toggle({
  name,
  label,
  checked,
  onChange,
  disabled,
}: {
  name: string;
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <Switch.Root
      checked={checked}
      disabled={disabled}
      onCheckedChange={(e) => onChange(e.checked)}
      colorPalette="brand"
      data-testid={`customizer-${name}`}
      justifyContent="space-between"
      w="full"
    >
      <Switch.Label>{label}</Switch.Label>
      <Switch.HiddenInput />
      <Switch.Control />
    </Switch.Root>
  );
}

/** Theme customizer (spec section 2): saved on the profile with updateProfile(customizer). */
export function CustomizerPanel() {
  const { t, i18n } = useTranslation();
  const open = useCustomizer((s) => s.open);
  const setOpen = useCustomizer((s) => s.setOpen);
  const c = useCustomizer((s) => s.value);
  const set = useCustomizerSetter();
  const seller = useSession((s) => isSeller(s.user));
  const horizontal = c.layout === 'horizontal';

  return (
    <>
      <SideDrawer
        open={open}
        onClose={() => setOpen(false)}
        placement="end"
        size="sm"
        title={t('customizer.title')}
        subtitle={t('customizer.subtitle')}
        testId="customizer-panel"
      >
        <Stack gap="5" py="2">
          {!seller && (
            <Section title={t('customizer.layout')}>
              <Choice name="layout" options={LAYOUTS} value={c.layout} onChange={(v) => set('layout', v)} label={(v) => t(`customizer.layout_${v}`)} />
              {horizontal && (
                <Text fontSize="xs" color="fg.muted">
                  {t('customizer.horizontal_hint')}
                </Text>
              )}
            </Section>
          )}
          <Section title={t('customizer.theme')}>
            <Choice
              name="theme"
              options={THEMES}
              value={c.theme}
              onChange={(v) => set('theme', v)}
              label={(v) => t(`customizer.theme_${v.replace('-', '_')}`)}
              disabled={(v) => horizontal && v === 'semi-dark'}
            />
          </Section>
          <Section title={t('customizer.menu_colour')}>
            <Swatches
              name="menuTheme"
              options={Object.fromEntries(MENU_COLOURS.map((k) => [k, MENU_COLOUR_VALUES[k]!]))}
              value={c.menuTheme}
              onChange={(v) => set('menuTheme', v)}
              label={(v) => t(`customizer.colour_${v}`)}
            />
          </Section>
          <Separator />
          {!horizontal && (
            <Toggle
              name="sidebarCollapsed"
              label={t('customizer.collapse_sidebar')}
              checked={c.sidebarCollapsed}
              onChange={(v) => set('sidebarCollapsed', v)}
            />
          )}
          <Section title={t('customizer.navbar_colour')}>
            <Swatches
              name="navbarColor"
              options={NAVBAR_COLOUR_VALUES}
              withDefault
              value={c.navbarColor}
              onChange={(v) => set('navbarColor', v)}
              label={(v) => t(`customizer.colour_${v}`)}
            />
          </Section>
          <Section title={t('customizer.navbar_type')}>
            <Choice
              name="navbarType"
              options={NAVBAR_TYPES}
              value={c.navbarType}
              onChange={(v) => set('navbarType', v)}
              label={(v) => t(`customizer.type_${v}`)}
            />
          </Section>
          <Section title={t('customizer.footer_type')}>
            <Choice
              name="footerType"
              options={FOOTER_TYPES}
              value={c.footerType}
              onChange={(v) => set('footerType', v)}
              label={(v) => t(`customizer.type_${v}`)}
            />
          </Section>
          <Separator />
          <Toggle name="rtl" label={t('customizer.rtl')} checked={c.direction === 'rtl'} onChange={(v) => set('direction', v ? 'rtl' : 'ltr')} />
          <Toggle name="hideScrollToTop" label={t('customizer.hide_scroll_top')} checked={c.hideScrollToTop} onChange={(v) => set('hideScrollToTop', v)} />
          <Separator />
          <Section title={t('nav.language')}>
            <Choice
              name="language"
              options={LANGUAGES}
              value={isOneOf(LANGUAGES, i18n.language) ? i18n.language : 'en'}
              onChange={async (v) => {
                await changeLanguage(v);
                set('language', v);
              }}
              label={(v) => LANGUAGE_NAMES[v]}
            />
          </Section>
        </Stack>
      </SideDrawer>
    </>
  );
}
