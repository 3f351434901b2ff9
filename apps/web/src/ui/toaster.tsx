import { Portal, Stack, Toast, Toaster as ChakraToaster, createToaster } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 4 });

export function Toaster() {
  const { t } = useTranslation();
  return (
    <Portal>
      {/* The region's name in the interface language (Zag's default is English). */}
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }} aria-label={t('toast.region')}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-testid="toast">
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
