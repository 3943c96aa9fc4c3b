import { useMutation, useQuery } from '@apollo/client/react';
import { Box, Button, Field, Flex, Grid, Heading, Input, Spinner, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { MESSAGES } from '@spectrum/shared/messages';
import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { toast } from 'react-toastify';
import type { ProfileDetails_ProfileFragment } from '../../__generated__/graphql';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { CameraIcon } from '../../components/ui/icons';
import { imageFileProblem } from '../../components/ui/image-file';
import { ChangePasswordDialog } from './change-password-dialog';
import { ProfilePicture } from './profile-picture';
import { PROFILE_PAGE_QUERY } from './profile-query';
import { ProfileField } from './profile-field';
import { toUpdateProfileInput, UPDATE_PROFILE, type EditableProfileField, type ProfileDrafts } from './update-profile';
import { errorMessage } from '../../components/ui/error-message';
import { LoadError } from '../../components/ui/load-error';

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

function savedValue(profile: ProfileDetails_ProfileFragment, field: EditableProfileField): string {
  return profile[field] ?? '';
}

function ProfileDetails({ profile, fields, onLogout }: ProfileDetailsProps) {
  const [drafts, setDrafts] = useState<ProfileDrafts>({});
  const [focusField, setFocusField] = useState<EditableProfileField | null>(null);
  const [newImage, setNewImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [logoutOpen, setLogoutOpen] = useState(false);
  const [updateProfile, { loading: saving }] = useMutation(UPDATE_PROFILE);

  const imagePreview = useMemo(() => (newImage ? URL.createObjectURL(newImage) : null), [newImage]);
  useEffect(() => (imagePreview ? () => URL.revokeObjectURL(imagePreview) : undefined), [imagePreview]);

  const controls = useRef<Partial<Record<EditableProfileField, HTMLElement | null>>>({});
  useEffect(() => {
    if (focusField) controls.current[focusField]?.focus();
  }, [focusField]);

  const editing = (field: EditableProfileField) => drafts[field] !== undefined;
  const hasChanges = Object.keys(drafts).length > 0 || newImage !== null;

  function startEditing(field: EditableProfileField) {
    setDrafts((current) => ({ ...current, [field]: savedValue(profile, field) }));
    setFocusField(field);
  }

  const updateDraft = (field: EditableProfileField) => (value: string) =>
    setDrafts((current) => ({ ...current, [field]: value }));

  async function chooseImage(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = await imageFileProblem(file);
    setImageError(problem);
    if (!problem) setNewImage(file);
  }

  function finishEditing() {
    setDrafts({});
    setFocusField(null);
    setNewImage(null);
    setImageError(null);
  }

  async function save() {
    const input = toUpdateProfileInput(drafts, newImage);
    if (Object.keys(input).length === 0) {
      finishEditing();
      return;
    }
    try {
      const { data } = await updateProfile({
        variables: { input },
        refetchQueries: [PROFILE_PAGE_QUERY],
        awaitRefetchQueries: true,
      });
      const result = data?.updateProfile;
      if (result?.__typename === 'UpdateProfileSuccess') {
        toast.success(MESSAGES.profileSaved);
        finishEditing();
      } else if (result) {
        toast.error(result.message);
      }
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  const roleName = profile.role === 'SELLER' ? 'seller' : 'customer';

  return (
    <Grid templateColumns={{ base: '1fr', md: '260px 1fr', lg: '300px 1fr' }} gap={{ base: '10', md: '12', lg: '20' }}>
      <Stack as="section" aria-label="Account" align="center" gap="5" textAlign="center">
        <ProfilePicture src={imagePreview ?? profile.image ?? null} />
        <Box>
          <Button asChild variant="outline" size="sm" cursor="pointer" gap="2" _focusWithin={{ outline: '2px solid' }}>
            <label>
              <CameraIcon size={16} />
              Choose picture
              <VisuallyHidden asChild>
                <input
                  type="file"
                  accept="image/*"
                  aria-label="Choose profile picture"
                  onChange={(event) => void chooseImage(event)}
                />
              </VisuallyHidden>
            </label>
          </Button>
          {newImage && (
            <Text fontSize="xs" color="fg.muted" mt="2" maxW="60" truncate>
              New picture: {newImage.name}
            </Text>
          )}
          {imageError && (
            <Text fontSize="sm" color="fg.error" mt="2" role="alert">
              {imageError}
            </Text>
          )}
        </Box>
        <Stack gap="1" maxW="100%">
          <Heading as="h2" size="lg" wordBreak="break-word">
            {profile.displayName || 'Displayname'}
          </Heading>
          <Text color="fg.muted" fontSize="sm" wordBreak="break-all">
            {profile.email}
          </Text>
          <Text fontSize="xs" letterSpacing="0.14em" textTransform="uppercase" color="fg.muted">
            as {roleName}
          </Text>
        </Stack>
        <Stack w="100%" maxW="60" gap="3">
          <Button variant="outline" size="sm" onClick={() => setPasswordOpen(true)}>
            Change Password
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setLogoutOpen(true)}>
            Logout
          </Button>
        </Stack>
      </Stack>

      <Stack
        as="form"
        aria-label="Profile"
        gap="6"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
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
            controlRef={(element) => {
              controls.current[field] = element;
            }}
            editing={editing(field)}
            value={editing(field) ? (drafts[field] ?? '') : savedValue(profile, field)}
            onEdit={() => startEditing(field)}
            onChange={updateDraft(field)}
          />
        ))}

        <Box>
          <Button type="submit" size="lg" loading={saving} disabled={!hasChanges}>
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
