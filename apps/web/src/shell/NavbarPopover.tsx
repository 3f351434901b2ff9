import type { ReactNode, RefObject } from 'react';
import { IconButton, Popover, Portal } from '@chakra-ui/react';

/** A navbar icon button that opens a small panel, with the focus on the panel's search box. */
export function NavbarPopover({
  open,
  onOpenChange,
  focus,
  placement,
  label,
  title,
  testId,
  icon,
  bodyPadding,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  focus: RefObject<HTMLInputElement | null>;
  placement: 'bottom-start' | 'bottom-end';
  label: string;
  /** A hover tip; the icon's accessible name is `label` either way. */
  title?: string;
  testId: string;
  icon: ReactNode;
  bodyPadding: string;
  children: ReactNode;
}) {
  return (
    <Popover.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} initialFocusEl={() => focus.current} positioning={{ placement }}>
      <Popover.Trigger asChild>
        <IconButton size="sm" variant="ghost" aria-label={label} title={title} data-testid={testId}>
          {icon}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="sm">
            <Popover.Body p={bodyPadding}>{children}</Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
