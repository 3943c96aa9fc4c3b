import { useQuery } from '../../apollo/use-query';
import { Box, Button, Flex, Grid, Heading, Input, Spinner, Stack } from '@chakra-ui/react';
import { Field } from '../../components/ui/themed/field';
import { MESSAGES } from '@spectrum/shared/messages';
import { useState } from 'react';
import type { ProfileDetails_ProfileFragment } from '../../__generated__/graphql';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { LoadError } from '../../components/ui/load-error';
import { AccountSummary } from './account-summary';
import { ChangePasswordDialog } from './change-password-dialog';
import { ProfileField } from './profile-field';
import { PROFILE_PAGE_QUERY } from './profile-query';
import type { EditableProfileField } from './update-profile';
import { useProfileEditor } from './use-profile-editor';

interface ProfilePanelProps {
  /** The editable fields in display order (the customer profile has no store name). */
  fields: readonly EditableProfileField[];
  /** Ends the session the way the header's logout does. */
  onLogout: () => Promise<void>;
}

/** The profile shared by customers and sellers: loads `me`, then shows and edits it. */
export function ProfilePanel({ fields, onLogout }: ProfilePanelProps) {
  const { data, loading, error, refetch } = useQuery(PROFILE_PAGE_QUERY);

  if (data) return <ProfileDetails profile={data.me} fields={fields} onLogout={onLogout} />;
  if (loading) {
    return (
      <Flex justify="center" py="20">
        <Spinner size="lg" color="neutral.900" aria-label="Loading profile" />
      </Flex>
    );
  }
  return <LoadError subject="your profile" error={error} onRetry={() => void refetch().catch(() => undefined)} />;
}

interface ProfileDetailsProps {
  profile: ProfileDetails_ProfileFragment;
  fields: readonly EditableProfileField[];
  onLogout: () => Promise<void>;
}

function ProfileDetails({ profile, fields, onLogout }: ProfileDetailsProps) {
  const editor = useProfileEditor(profile);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [logoutOpen, setLogoutOpen] = useState(false);

  return (
    <Grid templateColumns={{ base: '1fr', md: '260px 1fr', lg: '300px 1fr' }} gap={{ base: '10', md: '12', lg: '20' }}>
      <AccountSummary
        profile={profile}
        imagePreview={editor.imagePreview}
        newImage={editor.newImage}
        imageError={editor.imageError}
        onChooseImage={(event) => void editor.chooseImage(event)}
        onChangePassword={() => setPasswordOpen(true)}
        onLogout={() => setLogoutOpen(true)}
      />

      <Stack
        as="form"
        aria-label="Profile"
        gap="6"
        onSubmit={(event) => {
          event.preventDefault();
          void editor.save();
        }}
      >
        <Heading as="h2" size="md">
          Account details
        </Heading>
        <Field.Root>
          <Field.Label fontSize="sm">Email</Field.Label>
          <Input name="email" type="email" value={profile.email} readOnly />
        </Field.Root>

        {fields.map((field) => (
          <ProfileField
            key={field}
            field={field}
            controlRef={editor.controlRef(field)}
            editing={editor.editing(field)}
            value={editor.valueOf(field)}
            onEdit={() => editor.startEditing(field)}
            onChange={editor.updateDraft(field)}
          />
        ))}

        <Box>
          <Button type="submit" size="lg" loading={editor.saving} disabled={!editor.hasChanges}>
            Save Change
          </Button>
        </Box>
      </Stack>

      <ChangePasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
      <ConfirmDialog
        open={logoutOpen}
        message={MESSAGES.profileLogoutConfirm}
        confirmLabel="Yes"
        cancelLabel="Close"
        onClose={() => setLogoutOpen(false)}
        onConfirm={async () => {
          await onLogout();
          setLogoutOpen(false);
        }}
      />
    </Grid>
  );
}
