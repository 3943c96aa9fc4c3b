import { useMutation } from '@apollo/client/react';
import { MESSAGES } from '@spectrum/shared/messages';
import { useState } from 'react';
import { graphql } from '../../__generated__/gql';
import { toastSuccess } from '../../lib/toasts';
import { AccountForm } from './account-form';
import { EmailField } from './email-field';
import { readResetEmail, saveResetEmail } from './reset-email';

export const REQUEST_PASSWORD_RESET = graphql(`
  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      __typename
      ... on PasswordResetRequested {
        message
        devOtp
      }
      ... on ErrorResult {
        message
      }
    }
  }
`);

export interface CodeRequested {
  email: string;
  /** The code itself, only while the server exposes codes for development. */
  devOtp: string | null;
}

/** Navigation state for the second step: the code itself while the server exposes codes for development. */
export interface ResetCodeState {
  devOtp: string | null;
}

/** Step one of the reset: the email gets a code and is kept for step two. */
export function RequestResetForm({ onRequested }: { onRequested: (requested: CodeRequested) => void | Promise<void> }) {
  const [email, setEmail] = useState(() => readResetEmail() ?? '');
  const [requestReset, { loading }] = useMutation(REQUEST_PASSWORD_RESET);
  const address = email.trim();

  async function requested({ devOtp }: { devOtp: string | null }) {
    saveResetEmail(address);
    toastSuccess(MESSAGES.otpSent(address));
    await onRequested({ email: address, devOtp: devOtp ?? null });
  }

  return (
    <AccountForm
      label="Get a reset code"
      submitLabel="Get Code"
      complete={address !== ''}
      send={async () => (await requestReset({ variables: { input: { email: address } } })).data?.requestPasswordReset}
      success="PasswordResetRequested"
      onSuccess={requested}
      busy={loading}
    >
      <EmailField value={email} onChange={setEmail} />
    </AccountForm>
  );
}
