import { useMutation } from '@apollo/client/react';
import { Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { DialogShell } from '../../components/ui/dialog-shell';
import { Dialog } from '../../components/ui/themed/dialog';
import { MESSAGES } from '@spectrum/shared/messages';
import { useState, type FormEvent } from 'react';
import { CloseIcon } from '../../components/ui/icons';
import { errorMessage } from '../../components/ui/error-message';
import { CHANGE_PASSWORD } from './change-password';
import { PasswordField } from './password-field';
import { toastFailure, toastSuccess } from '../../lib/toasts';

interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

interface PasswordErrors {
  oldPassword?: string;
  newPassword?: string;
}

export function ChangePasswordDialog({ open, onClose }: ChangePasswordDialogProps) {
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [changePassword, { loading }] = useMutation(CHANGE_PASSWORD);

  function close() {
    setOldPassword('');
    setNewPassword('');
    setErrors({});
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing: PasswordErrors = {
      ...(oldPassword ? {} : { oldPassword: 'Enter your current password' }),
      ...(newPassword ? {} : { newPassword: 'Enter a new password' }),
    };
    setErrors(missing);
    if (missing.oldPassword || missing.newPassword) return;

    try {
      const { data } = await changePassword({ variables: { input: { oldPassword, newPassword } } });
      const result = data?.changePassword;
      if (result?.__typename === 'ChangePasswordSuccess') {
        toastSuccess(MESSAGES.passwordChanged);
        close();
      } else if (result) {
        toastFailure(result.message);
      }
    } catch (error) {
      toastFailure(errorMessage(error));
    }
  }

  return (
    <DialogShell open={open} onClose={close}>
      <form aria-label="Change password" onSubmit={(event) => void submit(event)} noValidate>
        <Dialog.Header pt="6" px="6">
          <Dialog.Title fontSize="lg" fontWeight="semibold">
            Change Password
          </Dialog.Title>
        </Dialog.Header>
        <Dialog.Body px="6">
          <Stack gap="4">
            <Text fontSize="sm" color="fg.muted">
              Your other devices will be signed out once the password is changed.
            </Text>
            <PasswordField
              label="Old password"
              name="old_password"
              autoComplete="current-password"
              value={oldPassword}
              onChange={setOldPassword}
              error={errors.oldPassword}
            />
            <PasswordField
              label="New password"
              name="new_password"
              autoComplete="new-password"
              value={newPassword}
              onChange={setNewPassword}
              error={errors.newPassword}
            />
          </Stack>
        </Dialog.Body>
        <Dialog.Footer px="6" pb="6">
          <HStack gap="3">
            <Button variant="outline" size="sm" onClick={close} disabled={loading}>
              Close
            </Button>
            <Button type="submit" size="sm" loading={loading}>
              Save Password
            </Button>
          </HStack>
        </Dialog.Footer>
      </form>
      <Dialog.CloseTrigger asChild top="3" insetEnd="3">
        <IconButton variant="ghost" size="sm" aria-label="Close change password">
          <CloseIcon size={18} />
        </IconButton>
      </Dialog.CloseTrigger>
    </DialogShell>
  );
}
