import type { MockLink } from '@apollo/client/testing';
import { MESSAGES } from '@spectrum/shared/messages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RegisterMutation, RegisterMutationVariables } from '../__generated__/graphql';
import { REGISTER } from '../features/accounts/register-form';
import { enterText } from '../test/enter-text';
import { renderApp } from '../test/render-app';

const ACCOUNT = { email: 'new@spectrum.test', password: 'longenough1' };

function registerMock(
  role: RegisterMutationVariables['input']['role'],
  answer: RegisterMutation,
  sent: RegisterMutationVariables[] = [],
): MockLink.MockedResponse<RegisterMutation, RegisterMutationVariables> {
  return {
    request: {
      query: REGISTER,
      variables: (variables) => {
        sent.push(variables);
        return variables.input.email === ACCOUNT.email && variables.input.role === role;
      },
    },
    result: { data: answer },
  };
}

describe('register page', () => {
  it('asks for every field before sending anything', async () => {
    const sent: RegisterMutationVariables[] = [];
    const { user } = await renderApp('/register', {
      mocks: [registerMock('CUSTOMER', { register: { __typename: 'EmailTakenError', message: 'never' } }, sent)],
    });
    await enterText(user, await screen.findByLabelText('Email address'), ACCOUNT.email);
    await enterText(user, screen.getByLabelText('Password'), ACCOUNT.password);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText(MESSAGES.allInputRequired)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('lets only one role be ticked', async () => {
    const { user } = await renderApp('/register');
    const customer = await screen.findByRole('checkbox', { name: "I'm Customer" });
    const seller = screen.getByRole('checkbox', { name: "I'm Seller" });

    await user.click(customer);
    expect(customer).toBeChecked();
    await user.click(seller);
    expect(seller).toBeChecked();
    expect(customer).not.toBeChecked();
    await user.click(seller);
    expect(seller).not.toBeChecked();
  });

  it('creates the account with the chosen role, greets and goes to login', async () => {
    const { user, router } = await renderApp('/register', {
      mocks: [
        registerMock('SELLER', {
          register: {
            __typename: 'RegisterSuccess',
            message: MESSAGES.registerSuccess(ACCOUNT.email),
            user: { email: ACCOUNT.email },
          },
        }),
      ],
    });
    expect(await screen.findByRole('tab', { name: 'Register', selected: true })).toBeInTheDocument();
    await enterText(user, screen.getByLabelText('Email address'), ACCOUNT.email);
    await enterText(user, screen.getByLabelText('Password'), ACCOUNT.password);
    await user.click(screen.getByRole('checkbox', { name: "I'm Seller" }));
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText(`Congrats! ${ACCOUNT.email} register success`)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows the refusal when the email is taken', async () => {
    const { user, router } = await renderApp('/register', {
      mocks: [
        registerMock('CUSTOMER', { register: { __typename: 'EmailTakenError', message: 'Email Already Exist' } }),
      ],
    });
    await enterText(user, await screen.findByLabelText('Email address'), ACCOUNT.email);
    await enterText(user, screen.getByLabelText('Password'), ACCOUNT.password);
    await user.click(screen.getByRole('checkbox', { name: "I'm Customer" }));
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Email Already Exist')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
  });
});
