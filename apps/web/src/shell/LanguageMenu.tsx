import { Button, Menu, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { isOneOf, LANGUAGE_NAMES, LANGUAGES, type Language } from '@pod/shared';
import { changeLanguage } from '../lib/i18n';
import { Globe } from 'lucide-react';

/** Language switch. Signed out it is remembered in a cookie; signed in the caller also saves it on the profile. */
export function LanguageMenu({ onChanged, variant = 'ghost' }: { onChanged?: (lng: Language) => void; variant?: 'ghost' | 'outline' }) {
  const { t, i18n } = useTranslation();
  const current = isOneOf(LANGUAGES, i18n.language) ? i18n.language : 'en';
  return (
    <Menu.Root
      onSelect={async ({ value }) => {
        const lng = value as Language;
        await changeLanguage(lng);
        onChanged?.(lng);
      }}
    >
      <Menu.Trigger asChild>
        <Button variant={variant} size="sm" aria-label={`${t('nav.language')}: ${current.toUpperCase()}`} data-testid="language-menu" px="2">
          <Globe size={18} aria-hidden />
          {current.toUpperCase()}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40">
            {LANGUAGES.map((lng) => (
              <Menu.Item key={lng} value={lng} lang={lng} data-testid={`language-${lng}`} fontWeight={lng === current ? 'semibold' : 'normal'}>
                {LANGUAGE_NAMES[lng]}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
