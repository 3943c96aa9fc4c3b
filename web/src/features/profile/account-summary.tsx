import { Box, Button, Heading, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { ChangeEvent } from 'react';
import type { ProfileDetails_ProfileFragment } from '../../__generated__/graphql';
import { CameraIcon } from '../../components/ui/icons';
import { ProfilePicture } from './profile-picture';

interface AccountSummaryProps {
  profile: ProfileDetails_ProfileFragment;
  /** The chosen picture's preview, shown instead of the saved one until it is saved. */
  imagePreview: string | null;
  newImage: File | null;
  imageError: string | null;
  onChooseImage: (event: ChangeEvent<HTMLInputElement>) => void;
  onChangePassword: () => void;
  onLogout: () => void;
}

/** The account column: picture and its chooser, name, email, role, and the password and logout buttons. */
export function AccountSummary({
  profile,
  imagePreview,
  newImage,
  imageError,
  onChooseImage,
  onChangePassword,
  onLogout,
}: AccountSummaryProps) {
  const roleName = profile.role === 'SELLER' ? 'seller' : 'customer';
  return (
    <Stack as="section" aria-label="Account" align="center" gap="5" textAlign="center">
      <ProfilePicture src={imagePreview ?? profile.image ?? null} />
      <Box>
        <Button asChild variant="outline" size="sm" cursor="pointer" gap="2" _focusWithin={{ outline: '2px solid' }}>
          <label>
            <CameraIcon size={16} />
            Choose picture
            <VisuallyHidden asChild>
              <input type="file" accept="image/*" aria-label="Choose profile picture" onChange={onChooseImage} />
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
        <Button variant="outline" size="sm" onClick={onChangePassword}>
          Change Password
        </Button>
        <Button variant="ghost" size="sm" onClick={onLogout}>
          Logout
        </Button>
      </Stack>
    </Stack>
  );
}
