import { useMutation } from '@apollo/client/react';
import { Box, Stack, Text } from '@chakra-ui/react';
import { ROLES, type RoleId } from '@spectrum/shared/constants';
import { MESSAGES } from '@spectrum/shared/messages';
import { useState } from 'react';
import { graphql } from '../../__generated__/gql';
import { Checkbox } from '../../components/ui/themed/checkbox';
import { toastSuccess } from '../../lib/toasts';
import { AccountForm } from './account-form';
import { EmailField } from './email-field';
import { PasswordField } from './password-field';
import { roleOf } from './role';

export const REGISTER = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      __typename
      ... on RegisterSuccess {
        message
        user {
          email
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

  async function send() {
    if (roleId === null) return undefined;
    const input = { email: email.trim(), password, role: roleOf(roleId) };
    return (await register({ variables: { input } })).data?.register;
  }

  async function registered({ user }: { user: { email: string } }) {
    toastSuccess(MESSAGES.registerSuccess(user.email));
    await onRegistered(user.email);
  }

  return (
    <AccountForm
      label="Register"
      submitLabel="Register"
      complete={Boolean(email.trim() && password && roleId !== null)}
      send={send}
      success="RegisterSuccess"
      onSuccess={registered}
      busy={loading}
    >
      <EmailField value={email} onChange={setEmail} />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        placeholder="Password *"
        value={password}
        onChange={setPassword}
      />
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
    </AccountForm>
  );
}
