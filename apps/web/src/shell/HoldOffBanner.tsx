import { Alert } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../stores/session';

/** Warning shown while the user's hold_off flag is set. */
export function HoldOffBanner() {
  const { t } = useTranslation();
  const holdOff = useSession((s) => !!s.user?.hold_off);
  if (!holdOff) return null;
  return (
    <Alert.Root status="warning" variant="solid" rounded="0" data-testid="hold-off-banner">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title fontWeight="bold">{t('hold_off.title')}</Alert.Title>
        <Alert.Description>{t('hold_off.text')}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
