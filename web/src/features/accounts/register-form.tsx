import { useMutation } from '@apollo/client/react';
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { Checkbox } from '../../components/ui/themed/checkbox';
import { Field } from '../../components/ui/themed/field';
import { ROLES, type RoleId } from '@spectrum/shared/constants';
import { MESSAGES } from '@spectrum/shared/messages';
import { useState, type FormEvent } from 'react';
import { graphql } from '../../__generated__/gql';
import { errorMessage } from '../../components/ui/error-message';
import { EmailField } from './email-field';
import { PasswordInput } from './password-input';
import { roleOf } from './role';
import { toastFailure, toastSuccess } from '../../lib/toasts';

export const REGISTER = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      __typename
      ... on RegisterSuccess {
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

const ROLE_CHOICES: { id: RoleId; label: string }[] = [
  { id: ROLES.customer, label: "I'm Customer" },
  { id: ROLES.seller, label: "I'm Seller" },
];

/** Email, password and one role; the two role boxes behave as a single choice. */
export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void | Promise<void> }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [roleId, setRoleId] = useState<RoleId | null>(null);
  const [register, { loading }] = useMutation(REGISTER);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password || roleId === null) {
      toastFailure(MESSAGES.allInputRequired);
      return;
    }
    try {
      const { data } = await register({
        variables: { input: { email: email.trim(), password, role: roleOf(roleId) } },
      });
      const result = data?.register;
      if (result?.__typename === 'RegisterSuccess') {
        toastSuccess(MESSAGES.registerSuccess(result.user.email));
        await onRegistered(result.user.email);
      } else if (result) {
        toastFailure(result.message);
      }
    } catch (error) {
      toastFailure(errorMessage(error));
    }
  }

  return (
    <Stack as="form" aria-label="Register" gap="5" onSubmit={(event) => void submit(event)}>
      <EmailField value={email} onChange={setEmail} />
      <Field.Root>
        <Field.Label fontSize="sm">Password</Field.Label>
        <PasswordInput
          name="password"
          autoComplete="new-password"
          placeholder="Password *"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Field.HelperText fontSize="xs" color="fg.muted">
          At least 8 characters.
        </Field.HelperText>
      </Field.Root>
      <Box as="fieldset" borderWidth="0" p="0" m="0">
        <Text as="legend" fontSize="sm" fontWeight="medium" mb="3">
          Register as
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: '3', sm: '8' }}>
          {ROLE_CHOICES.map((choice) => (
            <Checkbox.Root
              key={choice.id}
              name="roles"
              value={String(choice.id)}
              checked={roleId === choice.id}
              onCheckedChange={(details) => setRoleId(details.checked === true ? choice.id : null)}
              size="sm"
              cursor="pointer"
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label fontSize="sm">{choice.label}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      </Box>
      <Button type="submit" size="lg" w="full" loading={loading}>
        Register
      </Button>
    </Stack>
  );
}
