import type { ReactNode } from 'react';
import { Portal } from '@chakra-ui/react';
import { Dialog } from './themed/dialog';

interface DialogShellProps {
  open: boolean;
  /** Called when the person dismisses the dialog (Escape, the backdrop). */
  onClose: () => void;
  /** `alertdialog` for a confirmation that interrupts. */
  role?: 'dialog' | 'alertdialog';
  /** Padding of the content box (our dialogs are square-cornered). */
  padding?: string;
  children: ReactNode;
}

/** The store's small centred dialog: backdrop, square corners, closed by Escape or a click outside. */
export function DialogShell({ open, onClose, role, padding, children }: DialogShellProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      role={role}
      placement="center"
      size="sm"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content borderRadius="0" p={padding}>
            {children}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
