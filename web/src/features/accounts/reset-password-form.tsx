import { useMutation } from '@apollo/client/react';
import { Input } from '@chakra-ui/react';
import { LIMITS } from '@spectrum/shared/constants';
import { MESSAGES } from '@spectrum/shared/messages';
import { useState } from 'react';
import { graphql } from '../../__generated__/gql';
import { LabelledField } from '../../components/ui/labelled-field';
import { toastSuccess } from '../../lib/toasts';
import { AccountForm } from './account-form';
import { PasswordField } from './password-field';
import { clearResetEmail } from './reset-email';

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

  async function reset() {
    clearResetEmail();
    toastSuccess(MESSAGES.passwordReset);
    await onReset();
  }

  return (
    <AccountForm
      label="Reset password"
      submitLabel="Reset Password"
      complete={Boolean(code.trim() && newPassword)}
      send={async () =>
        (await resetPassword({ variables: { input: { email, code: code.trim(), newPassword } } })).data?.resetPassword
      }
      success="PasswordResetSuccess"
      onSuccess={reset}
      busy={loading}
    >
      <LabelledField label="Code (OTP)">
        <Input
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={LIMITS.otpLength}
          placeholder={`${LIMITS.otpLength}-digit code *`}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      </LabelledField>
      <PasswordField
        label="New password"
        name="new_password"
        autoComplete="new-password"
        placeholder="New password *"
        value={newPassword}
        onChange={setNewPassword}
      />
    </AccountForm>
  );
}
