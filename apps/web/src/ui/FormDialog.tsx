import type { FormEvent, ReactNode } from 'react';
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useUiT } from './i18n';

/**
 * A dialog with a title, a body, an optional footer and a close button; closing (Esc, backdrop, ×) calls onClose.
 * With `onSubmit` the dialog is a form (Enter submits). While `busy`, it cannot be closed (a save in flight finishes first).
 */
export function FormDialog({
  open = true,
  title,
  testId,
  onClose,
  footer,
  size,
  scrollBehavior,
  busy = false,
  onSubmit,
  children,
}: {
  open?: boolean;
  title: string;
  testId?: string;
  onClose: () => void;
  footer?: ReactNode;
  size?: Dialog.RootProps['size'];
  scrollBehavior?: Dialog.RootProps['scrollBehavior'];
  busy?: boolean;
  onSubmit?: () => void;
  children: ReactNode;
}) {
  const { t } = useUiT();
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && !busy && onClose()} size={size} scrollBehavior={scrollBehavior}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId} {...(onSubmit && { as: 'form', onSubmit: (e: FormEvent) => (e.preventDefault(), onSubmit()) })}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb={footer ? undefined : '6'}>{children}</Dialog.Body>
            {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
            <Dialog.CloseTrigger asChild disabled={busy}>
              <CloseButton size="sm" aria-label={t('common.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
