import type { MockLink } from '@apollo/client/testing';
import { STORAGE_KEYS } from '@spectrum/shared/constants';
import { MESSAGES } from '@spectrum/shared/messages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type {
  RequestPasswordResetMutation,
  RequestPasswordResetMutationVariables,
  ResetPasswordMutation,
  ResetPasswordMutationVariables,
} from '../__generated__/graphql';
import { REQUEST_PASSWORD_RESET } from '../features/accounts/request-reset-form';
import { RESET_PASSWORD } from '../features/accounts/reset-password-form';
import { renderApp } from '../test/render-app';

const EMAIL = 'ayu@spectrum.test';

function requestMock(
  answer: RequestPasswordResetMutation,
): MockLink.MockedResponse<RequestPasswordResetMutation, RequestPasswordResetMutationVariables> {
  return {
    request: { query: REQUEST_PASSWORD_RESET, variables: { input: { email: EMAIL } } },
    result: { data: answer },
  };
}

function resetMock(
  answer: ResetPasswordMutation,
): MockLink.MockedResponse<ResetPasswordMutation, ResetPasswordMutationVariables> {
  return {
    request: {
      query: RESET_PASSWORD,
      variables: { input: { email: EMAIL, code: '482913', newPassword: 'brand-new-pass' } },
    },
    result: { data: answer },
  };
}

async function fillReset(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await user.type(await screen.findByLabelText('Code (OTP)'), '482913');
  await user.type(screen.getByLabelText('New password'), 'brand-new-pass');
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('password reset', () => {
  it('sends a code, keeps the email and shows the development code on the next page', async () => {
    const { user, router } = await renderApp('/forget-password', {
      mocks: [
        requestMock({
          requestPasswordReset: {
            __typename: 'PasswordResetRequested',
            message: MESSAGES.otpSent(EMAIL),
            devOtp: '482913',
          },
        }),
      ],
    });
    await user.type(await screen.findByLabelText('Email address'), EMAIL);
    await user.click(screen.getByRole('button', { name: 'Get Code' }));

    expect(await screen.findByText(`Congrats! Your OTP has been sent to ${EMAIL}`)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/forget-password/new'));
    expect(localStorage.getItem(STORAGE_KEYS.resetEmail)).toBe(EMAIL);
    expect(await screen.findByText('482913')).toBeInTheDocument();
    expect(screen.getByText(EMAIL)).toBeInTheDocument();
  });

  it('asks for the email before sending', async () => {
    const { user } = await renderApp('/forget-password');
    await user.click(await screen.findByRole('button', { name: 'Get Code' }));
    expect(await screen.findByText(MESSAGES.allInputRequired)).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.resetEmail)).toBeNull();
  });

  it('sets the new password with the kept email, forgets it and goes to login', async () => {
    localStorage.setItem(STORAGE_KEYS.resetEmail, EMAIL);
    const { user, router } = await renderApp('/forget-password/new', {
      mocks: [resetMock({ resetPassword: { __typename: 'PasswordResetSuccess', message: MESSAGES.passwordReset } })],
    });
    expect(screen.queryByText(/Development mode/)).not.toBeInTheDocument();
    await fillReset(user);

    expect(await screen.findByText('Password updated successfully, please login!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem(STORAGE_KEYS.resetEmail)).toBeNull();
  });

  it('shows the refusal and keeps the email when the code is wrong', async () => {
    localStorage.setItem(STORAGE_KEYS.resetEmail, EMAIL);
    const { user, router } = await renderApp('/forget-password/new', {
      mocks: [resetMock({ resetPassword: { __typename: 'WrongOtpError', message: 'Wrong OTP' } })],
    });
    await fillReset(user);

    expect(await screen.findByText('Wrong OTP')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forget-password/new');
    expect(localStorage.getItem(STORAGE_KEYS.resetEmail)).toBe(EMAIL);
  });

  it('sends people without a kept email back to the first step', async () => {
    await renderApp('/forget-password/new');
    expect(await screen.findByText('Ask for a code first')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get a code' })).toHaveAttribute('href', '/forget-password');
  });
});
