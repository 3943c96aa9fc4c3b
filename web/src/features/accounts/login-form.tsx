import { useMutation } from '@apollo/client/react';
import { Button, Flex, Stack } from '@chakra-ui/react';
import { Field } from '../../components/ui/themed/field';
import { MESSAGES } from '@spectrum/shared/messages';
import { useState, type FormEvent } from 'react';
import { graphql } from '../../__generated__/gql';
import type { LoginMutation } from '../../__generated__/graphql';
import { RouterLink } from '../../components/ui/router-link';
import { errorMessage } from '../../components/ui/error-message';
import { EmailField } from './email-field';
import { PasswordInput } from './password-input';
import { toastFailure, toastSuccess } from '../../lib/toasts';

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

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const { data } = await login({ variables: { input: { email: email.trim(), password } } });
      const result = data?.login;
      if (result?.__typename === 'LoginSuccess') {
        toastSuccess(MESSAGES.loginSuccess(result.user.email));
        await onSignedIn({ token: result.token, user: result.user });
      } else if (result) {
        toastFailure(result.message);
      }
    } catch (error) {
      toastFailure(errorMessage(error));
    }
  }

  return (
    <Stack as="form" aria-label="Login" gap="5" onSubmit={(event) => void submit(event)}>
      <EmailField
        value={email}
        onChange={setEmail}
        placeholder="User name or email address *"
        autoComplete="username"
      />
      <Field.Root>
        <Field.Label fontSize="sm">Password</Field.Label>
        <PasswordInput
          name="password"
          autoComplete="current-password"
          placeholder="Password *"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Field.Root>
      <Flex justify="flex-end">
        <RouterLink to="/forget-password" fontSize="sm" color="fg.muted" _hover={{ color: 'neutral.900' }}>
          Forget your password?
        </RouterLink>
      </Flex>
      <Button type="submit" size="lg" w="full" loading={loading}>
        Login
      </Button>
    </Stack>
  );
}
