import { useMutation } from '@apollo/client/react';
import { Button, Stack } from '@chakra-ui/react';
import { MESSAGES } from '@spectrum/shared/messages';
import { useState, type FormEvent } from 'react';
import { graphql } from '../../__generated__/gql';
import { errorMessage } from '../../components/ui/error-message';
import { EmailField } from './email-field';
import { readResetEmail, saveResetEmail } from './reset-email';
import { toastFailure, toastSuccess } from '../../lib/toasts';

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

  async function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      toastFailure(MESSAGES.allInputRequired);
      return;
    }
    try {
      const { data } = await requestReset({ variables: { input: { email: address } } });
      const result = data?.requestPasswordReset;
      if (result?.__typename === 'PasswordResetRequested') {
        saveResetEmail(address);
        toastSuccess(MESSAGES.otpSent(address));
        await onRequested({ email: address, devOtp: result.devOtp ?? null });
      } else if (result) {
        toastFailure(result.message);
      }
    } catch (error) {
      toastFailure(errorMessage(error));
    }
  }

  return (
    <Stack as="form" aria-label="Get a reset code" gap="5" onSubmit={(event) => void submit(event)}>
      <EmailField value={email} onChange={setEmail} />
      <Button type="submit" size="lg" w="full" loading={loading}>
        Get Code
      </Button>
    </Stack>
  );
}
