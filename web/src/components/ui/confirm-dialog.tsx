import { Button, HStack } from '@chakra-ui/react';
import { DialogShell } from './dialog-shell';
import { Dialog } from './themed/dialog';
import { useState, type ReactNode } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void | Promise<void>;
  onClose: () => void;
  /** What the question asks for besides yes or no (a field), under it. */
  children?: ReactNode;
}

/** A small yes/no question in a modal; the confirm button waits for `onConfirm` to finish. */
export function ConfirmDialog({
  open,
  message,
  confirmLabel = 'Yes',
  cancelLabel = 'Close',
  onConfirm,
  onClose,
  children,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  }

  return (
    <DialogShell open={open} onClose={onClose} role="alertdialog" padding="2">
      <Dialog.Body pt="8" pb="6" textAlign="center">
        <Dialog.Title fontSize="lg" fontWeight="medium">
          {message}
        </Dialog.Title>
        {children}
      </Dialog.Body>
      <Dialog.Footer justifyContent="center" pb="6">
        <HStack gap="3">
          <Button variant="outline" size="sm" minW="24" onClick={onClose} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button size="sm" minW="24" onClick={() => void confirm()} loading={busy}>
            {confirmLabel}
          </Button>
        </HStack>
      </Dialog.Footer>
    </DialogShell>
  );
}
