import type { ReactNode } from 'react';
import { CloseButton, Drawer, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { useUiT } from './i18n';

/**
 * A panel from the side of the screen: the detail of a row, a history, a library. A title (with `badge`
 * beside it and `subtitle` under it), a body, an optional footer and a close button (× says "Close").
 */
export function SideDrawer({
  open,
  onClose,
  title,
  badge,
  subtitle,
  testId,
  size = 'md',
  placement,
  footer,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  badge?: ReactNode;
  subtitle?: string;
  testId: string;
  size?: Drawer.RootProps['size'];
  placement?: Drawer.RootProps['placement'];
  footer?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useUiT();
  return (
    <Drawer.Root open={open} onOpenChange={(e) => !e.open && onClose()} size={size} placement={placement}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid={testId}>
            <Drawer.Header borderBottomWidth={subtitle ? '1px' : undefined} pe="12">
              <Stack gap="0" minW="0">
                <HStack gap="3" minW="0">
                  <Drawer.Title truncate title={title}>
                    {title}
                  </Drawer.Title>
                  {badge}
                </HStack>
                {subtitle && (
                  <Text fontSize="sm" color="fg.muted">
                    {subtitle}
                  </Text>
                )}
              </Stack>
            </Drawer.Header>
            <Drawer.Body>{children}</Drawer.Body>
            {footer && <Drawer.Footer>{footer}</Drawer.Footer>}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} data-testid={`${testId}-close`} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
