import { useMutation } from '@apollo/client/react';
import { Flex } from '@chakra-ui/react';
import { MESSAGES } from '@spectrum/shared/messages';
import { useState } from 'react';
import { graphql } from '../../__generated__/gql';
import type { LoginMutation } from '../../__generated__/graphql';
import { RouterLink } from '../../components/ui/router-link';
import { toastSuccess } from '../../lib/toasts';
import { AccountForm } from './account-form';
import { EmailField } from './email-field';
import { PasswordField } from './password-field';

export const LOGIN = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      __typename
      ... on LoginSuccess {
        token
        message
        user {
          id
          email
          role
        }
      }
      ... on ErrorResult {
        message
      }
    }
  }
`);

type LoginSuccess = Extract<LoginMutation['login'], { __typename: 'LoginSuccess' }>;

export type SignedIn = Pick<LoginSuccess, 'token' | 'user'>;

/** Email and password; a refusal shows the server's sentence, success hands the session to the page. */
export function LoginForm({ onSignedIn }: { onSignedIn: (signedIn: SignedIn) => void | Promise<void> }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [login, { loading }] = useMutation(LOGIN);

  async function signedIn({ token, user }: LoginSuccess) {
    toastSuccess(MESSAGES.loginSuccess(user.email));
    await onSignedIn({ token, user });
  }

  return (
    <AccountForm
      label="Login"
      submitLabel="Login"
      send={async () => (await login({ variables: { input: { email: email.trim(), password } } })).data?.login}
      success="LoginSuccess"
      onSuccess={signedIn}
      busy={loading}
    >
      <EmailField
        value={email}
        onChange={setEmail}
        placeholder="User name or email address *"
        autoComplete="username"
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        placeholder="Password *"
        value={password}
        onChange={setPassword}
      />
      <Flex justify="flex-end">
        <RouterLink to="/forget-password" fontSize="sm" color="fg.muted" _hover={{ color: 'neutral.900' }}>
          Forget your password?
        </RouterLink>
      </Flex>
    </AccountForm>
  );
}
