import { useState, type ReactNode } from 'react';
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useUiT } from './i18n';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  body: ReactNode;
  /** The confirming button's label; "Yes, delete" when `destructive` and none is given. */
  confirmLabel?: string;
  destructive?: boolean;
  onConfirm: () => Promise<void> | void;
}

/** Asks before doing something that cannot be undone; stays open (busy) until the action settles. */
export function ConfirmDialog({ open, onOpenChange, title, body, confirmLabel, destructive = true, onConfirm }: ConfirmDialogProps) {
  const { t } = useUiT();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="confirm-dialog">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{typeof body === 'string' ? <Text>{body}</Text> : body}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                {t('common.cancel')}
              </Button>
              <Button
                colorPalette={destructive ? 'red' : 'brand'}
                loading={busy}
                data-testid="confirm-yes"
                onClick={async () => {
                  setBusy(true);
                  try {
                    await onConfirm();
                    onOpenChange(false);
                  } finally {
                    setBusy(false);
                  }
                }}
              >
                {confirmLabel ?? t(destructive ? 'common.confirm_delete' : 'common.confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** A destructive button that asks first. */
export function ConfirmButton({
  label,
  title,
  body,
  onConfirm,
  testId,
  size = 'sm',
  disabled,
  icon,
}: {
  label: string;
  title: string;
  body: string;
  onConfirm: () => Promise<void> | void;
  testId?: string;
  size?: 'xs' | 'sm' | 'md';
  disabled?: boolean;
  icon?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button colorPalette="red" variant="outline" size={size} data-testid={testId} disabled={disabled} onClick={() => setOpen(true)}>
        {icon}
        {label}
      </Button>
      <ConfirmDialog open={open} onOpenChange={setOpen} title={title} body={body} onConfirm={onConfirm} />
    </>
  );
}
