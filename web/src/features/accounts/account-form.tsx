import { Button, Stack } from '@chakra-ui/react';
import { MESSAGES } from '@spectrum/shared/messages';
import type { FormEvent, ReactNode } from 'react';
import { errorMessage } from '../../components/ui/error-message';
import { toastFailure } from '../../lib/toasts';

/** What an account mutation answers: its success type, or an `ErrorResult` with the server's sentence. */
interface AccountResult {
  __typename: string;
  message: string;
}

interface AccountFormProps<TResult extends AccountResult, TSuccess extends TResult['__typename']> {
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  /** False while a value the form needs is missing: submitting then only says 'All input required'. */
  complete?: boolean;
  /** Sends the form's mutation; resolves with its result. */
  send: () => Promise<TResult | null | undefined>;
  /** The result type that means it worked; `onSuccess` gets that result. */
  success: TSuccess;
  onSuccess: (result: Extract<TResult, { __typename: TSuccess }>) => void | Promise<void>;
  busy: boolean;
  children: ReactNode;
}

function isSuccess<TResult extends AccountResult, TSuccess extends TResult['__typename']>(
  result: TResult,
  success: TSuccess,
): result is Extract<TResult, { __typename: TSuccess }> {
  return result.__typename === success;
}

/**
 * The frame of the login, register and password-reset forms: their fields, one wide submit button, and what
 * happens on submit. A refusal shows the server's sentence, and so does a request that failed.
 */
export function AccountForm<TResult extends AccountResult, TSuccess extends TResult['__typename']>({
  label,
  submitLabel,
  complete = true,
  send,
  success,
  onSuccess,
  busy,
  children,
}: AccountFormProps<TResult, TSuccess>) {
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!complete) {
      toastFailure(MESSAGES.allInputRequired);
      return;
    }
    try {
      const result = await send();
      if (result && isSuccess(result, success)) await onSuccess(result);
      else if (result) toastFailure(result.message);
    } catch (error) {
      toastFailure(errorMessage(error));
    }
  }

  return (
    <Stack as="form" aria-label={label} gap="5" onSubmit={(event) => void submit(event)}>
      {children}
      <Button type="submit" size="lg" w="full" loading={busy}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
