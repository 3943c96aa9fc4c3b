import { Box, chakra, Flex, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { LIMITS } from '@spectrum/shared/constants';
import type { ChangeEvent } from 'react';
import { CloseIcon, PlusIcon } from '../../components/ui/icons';

export interface ChosenPhoto {
  /** Stable key for the preview. */
  key: string;
  file: File;
  previewUrl: string;
}

interface PhotoPickerProps {
  photos: readonly ChosenPhoto[];
  /** Upload progress per photo (0–1) while the form is being sent, else null. */
  progress: readonly number[] | null;
  disabled: boolean;
  invalid: boolean;
  describedBy?: string;
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
}

const TILE_SIZE = { base: '24', sm: '28' } as const;

/** Up to five photos with previews; the add tile disappears at five and clicking a preview removes it. */
export function PhotoPicker({ photos, progress, disabled, invalid, describedBy, onAdd, onRemove }: PhotoPickerProps) {
  function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length > 0) onAdd(files);
  }

  return (
    <Flex as="ul" listStyleType="none" wrap="wrap" gap="3" aria-label="Chosen photos">
      {photos.map((photo, index) => {
        const fraction = progress?.[index];
        return (
          <Box as="li" key={photo.key} position="relative" w={TILE_SIZE} h={TILE_SIZE}>
            <chakra.button
              type="button"
              aria-label={`Remove photo ${index + 1} (${photo.file.name})`}
              title="Remove this photo"
              disabled={disabled}
              onClick={() => onRemove(photo.key)}
              position="relative"
              display="block"
              w="100%"
              h="100%"
              bg="neutral.100"
              borderWidth="1px"
              borderColor="border"
              overflow="hidden"
              cursor={disabled ? 'default' : 'pointer'}
              outline="0"
              _focusVisible={{ outline: '2px solid', outlineColor: 'neutral.900', outlineOffset: '2px' }}
              css={{
                '& [data-remove-hint]': { opacity: 0, transition: 'opacity 0.2s' },
                '&:hover:not(:disabled) [data-remove-hint], &:focus-visible [data-remove-hint]': { opacity: 1 },
              }}
            >
              <img
                src={photo.previewUrl}
                alt=""
                width={112}
                height={112}
                style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
              />
              <Flex
                data-remove-hint=""
                position="absolute"
                inset="0"
                align="center"
                justify="center"
                bg="rgba(26,26,26,0.45)"
                color="white"
              >
                <CloseIcon size={22} />
              </Flex>
              {index === 0 && (
                <Text
                  position="absolute"
                  top="0"
                  left="0"
                  bg="neutral.900"
                  color="white"
                  fontSize="2xs"
                  letterSpacing="0.1em"
                  textTransform="uppercase"
                  px="1.5"
                  py="0.5"
                >
                  Cover
                </Text>
              )}
            </chakra.button>
            {fraction !== undefined && <UploadBar fraction={fraction} photoNumber={index + 1} />}
          </Box>
        );
      })}

      {photos.length < LIMITS.maxProductPhotos && (
        <Box as="li" w={TILE_SIZE} h={TILE_SIZE}>
          <Stack
            as="label"
            h="100%"
            align="center"
            justify="center"
            gap="1"
            borderWidth="1px"
            borderStyle="dashed"
            borderColor={invalid ? 'red.600' : 'neutral.400'}
            color="neutral.700"
            cursor={disabled ? 'not-allowed' : 'pointer'}
            opacity={disabled ? 0.5 : 1}
            _hover={disabled ? undefined : { borderColor: 'neutral.900', color: 'neutral.900' }}
            _focusWithin={{ outline: '2px solid', outlineColor: 'neutral.900', outlineOffset: '2px' }}
          >
            <PlusIcon size={22} />
            <Text fontSize="xs" fontWeight="medium">
              Add photo
            </Text>
            <Text fontSize="2xs" color="fg.muted">
              {photos.length} / {LIMITS.maxProductPhotos}
            </Text>
            <VisuallyHidden asChild>
              <input
                type="file"
                accept="image/*"
                multiple
                disabled={disabled}
                aria-label="Add photos"
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
                onChange={choose}
              />
            </VisuallyHidden>
          </Stack>
        </Box>
      )}
    </Flex>
  );
}

function UploadBar({ fraction, photoNumber }: { fraction: number; photoNumber: number }) {
  const percent = Math.round(fraction * 100);
  return (
    <Box
      role="progressbar"
      aria-label={`Upload of photo ${photoNumber}`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
      position="absolute"
      left="0"
      right="0"
      bottom="0"
      h="1.5"
      bg="rgba(255,255,255,0.8)"
    >
      <Box h="100%" w={`${percent}%`} bg="neutral.900" transition="width 0.2s" />
    </Box>
  );
}
