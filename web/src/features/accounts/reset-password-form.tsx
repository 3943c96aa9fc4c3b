import { useMutation } from '@apollo/client/react';
import { Button, Input, Stack } from '@chakra-ui/react';
import { Field } from '../../components/ui/themed/field';
import { LIMITS } from '@spectrum/shared/constants';
import { MESSAGES } from '@spectrum/shared/messages';
import { useState, type FormEvent } from 'react';
import { graphql } from '../../__generated__/gql';
import { errorMessage } from '../../components/ui/error-message';
import { PasswordInput } from './password-input';
import { clearResetEmail } from './reset-email';
import { toastFailure, toastSuccess } from '../../lib/toasts';

export const RESET_PASSWORD = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      __typename
      ... on PasswordResetSuccess {
        message
      }
      ... on ErrorResult {
        message
      }
    }
  }
`);

/** Step two of the reset: the code from the mail and a new password for the kept email. */
export function ResetPasswordForm({ email, onReset }: { email: string; onReset: () => void | Promise<void> }) {
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [resetPassword, { loading }] = useMutation(RESET_PASSWORD);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim() || !newPassword) {
      toastFailure(MESSAGES.allInputRequired);
      return;
    }
    try {
      const { data } = await resetPassword({ variables: { input: { email, code: code.trim(), newPassword } } });
      const result = data?.resetPassword;
      if (result?.__typename === 'PasswordResetSuccess') {
        clearResetEmail();
        toastSuccess(MESSAGES.passwordReset);
        await onReset();
      } else if (result) {
        toastFailure(result.message);
      }
    } catch (error) {
      toastFailure(errorMessage(error));
    }
  }

  return (
    <Stack as="form" aria-label="Reset password" gap="5" onSubmit={(event) => void submit(event)}>
      <Field.Root>
        <Field.Label fontSize="sm">Code (OTP)</Field.Label>
        <Input
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={LIMITS.otpLength}
          placeholder={`${LIMITS.otpLength}-digit code *`}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      </Field.Root>
      <Field.Root>
        <Field.Label fontSize="sm">New password</Field.Label>
        <PasswordInput
          name="new_password"
          autoComplete="new-password"
          placeholder="New password *"
          value={newPassword}
          onChange={(event) => setNewPassword(event.target.value)}
        />
        <Field.HelperText fontSize="xs" color="fg.muted">
          At least 8 characters.
        </Field.HelperText>
      </Field.Root>
      <Button type="submit" size="lg" w="full" loading={loading}>
        Reset Password
      </Button>
    </Stack>
  );
}
